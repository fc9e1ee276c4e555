import { NEWSLETTER_FALLBACK_ERROR } from '@bookshop/react';
import type { SubscribeResult } from '@bookshop/sdk';
import { answerValue, callRoute } from '@/lib/http/callRoute';

/**
 * Posts a sign-up to the site's route; `fisrtname` is the pop-up's spelling of the first-name field (spec C7). The
 * service's refusal (400) is its own text; any other failure the spec's fallback text.
 */
export async function postSubscribe(body: Record<string, string>): Promise<SubscribeResult> {
  const answer = await callRoute<{ result: SubscribeResult }>('/api/subscribe-newsletter', { method: 'POST', body });
  if (answer.ok) return answer.value.result || NEWSLETTER_FALLBACK_ERROR;
  return answer.status === 400 ? answer.error : NEWSLETTER_FALLBACK_ERROR;
}

/** Whether the signed-in customer is subscribed, from the site's contact lookup. */
export const postContactLookup = async (email: string): Promise<boolean> =>
  answerValue(await callRoute<{ subscribed?: boolean }>('/api/contact-data', { method: 'POST', body: { email } }))
    .subscribed === true;
