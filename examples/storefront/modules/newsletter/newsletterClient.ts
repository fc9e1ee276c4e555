import { NEWSLETTER_FALLBACK_ERROR } from '@bookshop/react';
import type { SubscribeResult } from '@bookshop/sdk';

/** Posts a sign-up to the site's route; `fisrtname` is the pop-up's spelling of the first-name field (spec C7). */
export async function postSubscribe(body: Record<string, string>): Promise<SubscribeResult> {
  const response = await fetch('/api/subscribe-newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { result?: unknown };
  // An outage answers no outcome: the form shows the spec's fallback text.
  return typeof answer.result === 'string' && answer.result ? answer.result : NEWSLETTER_FALLBACK_ERROR;
}

/** Whether the signed-in customer is subscribed, from the site's contact lookup. */
export async function postContactLookup(email: string): Promise<boolean> {
  const response = await fetch('/api/contact-data', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`Contact lookup failed (${response.status})`);
  return ((await response.json()) as { subscribed?: boolean }).subscribed === true;
}
