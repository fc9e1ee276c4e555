import { NEWSLETTER_FALLBACK_ERROR } from '@bookshop/react';
import type { SubscribeResult } from '@bookshop/sdk';

// The route caller arrives with its own chunk on the first call: the footer's form and the pop-up's timing are on every
// page, and the listing pages' first-load budget has no room for it.
const caller = () => import('@/lib/http/callRoute');

/**
 * Posts a sign-up to the site's route; `fisrtname` is the pop-up's spelling of the first-name field (spec C7). The
 * service's refusal (400) is its own text; any other failure the spec's fallback text.
 */
export async function postSubscribe(body: Record<string, string>): Promise<SubscribeResult> {
  const { callRoute } = await caller();
  const answer = await callRoute<{ result: SubscribeResult }>('/api/subscribe-newsletter', { method: 'POST', body });
  if (answer.ok) return answer.value.result || NEWSLETTER_FALLBACK_ERROR;
  return answer.status === 400 ? answer.error : NEWSLETTER_FALLBACK_ERROR;
}

/** Whether the signed-in customer is subscribed, from the site's contact lookup. */
export async function postContactLookup(email: string): Promise<boolean> {
  const { answerValue, callRoute } = await caller();
  const answer = await callRoute<{ subscribed?: boolean }>('/api/contact-data', { method: 'POST', body: { email } });
  return answerValue(answer).subscribed === true;
}
