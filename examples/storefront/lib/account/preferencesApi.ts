import { callRoute } from '@/lib/http/callRoute';

/** `GET`/`PUT /api/account/preferences/newsletter`. */
export const NEWSLETTER_ROUTE = '/api/account/preferences/newsletter';
/** `PUT /api/account/preferences/printed-catalogues`. */
export const PRINTED_CATALOGUES_ROUTE = '/api/account/preferences/printed-catalogues';

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
  const answer = await callRoute<T>(path, { method: 'PUT', body, unavailable: fallback });
  if (answer.ok) return { ok: true, body: answer.value };
  // A route's 502 message names an outage in the site's words; the row's own failure text reads better.
  return { ok: false, message: answer.status < 500 ? answer.error : fallback };
}

/** The subscription of the signed-in customer's email as the route reads it now; `null` when it cannot say. */
export async function readNewsletterSubscription(): Promise<{ email: string; subscribed: boolean | null } | null> {
  const answer = await callRoute<{ email: string; subscribed: boolean | null }>(NEWSLETTER_ROUTE);
  return answer.ok ? answer.value : null;
}
