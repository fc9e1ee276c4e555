/** What a preference save came to: done, or the message to show. */
export type SaveOutcome = { ok: true } | { ok: false; message: string };

/**
 * Sends one preference to the site's account route. A refusal with a message of the route's (a missing address, a
 * signed-out session) answers that message; anything else answers `fallback`.
 */
export async function savePreference(path: string, body: unknown, fallback: string): Promise<SaveOutcome> {
  try {
    const response = await fetch(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const answer = (await response.json().catch(() => null)) as { error?: unknown } | null;
    // A route's 502 message names an outage in the site's words; the row's own failure text reads better.
    const message = response.status < 500 && typeof answer?.error === 'string' ? answer.error : fallback;
    return { ok: false, message };
  } catch {
    return { ok: false, message: fallback };
  }
}
