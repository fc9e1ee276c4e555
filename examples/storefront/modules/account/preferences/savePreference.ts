/** What a preference save came to: done (with the route's answer), or the message to show. */
export type SaveOutcome<T = unknown> = { ok: true; body: T } | { ok: false; message: string };

/** A preference save that did not go through, with the message to show. */
export class PreferenceSaveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreferenceSaveError';
  }
}

/**
 * Sends one preference to the site's account route. A refusal with a message of the route's (a missing address, a
 * signed-out session) answers that message; anything else answers `fallback`.
 */
export async function savePreference<T = unknown>(
  path: string,
  body: unknown,
  fallback: string,
): Promise<SaveOutcome<T>> {
  try {
    const response = await fetch(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null;
    if (response.ok && answer !== null) return { ok: true, body: answer };
    // A route's 502 message names an outage in the site's words; the row's own failure text reads better.
    const message = response.status < 500 && typeof answer?.error === 'string' ? answer.error : fallback;
    return { ok: false, message };
  } catch {
    return { ok: false, message: fallback };
  }
}
