import 'server-only';
import type { SubscribeResult } from '@bookshop/sdk';
import { bookshop } from '../bookshop';
import { currentSession } from './session';

/**
 * Signs a contact up for the newsletter (spec C7): the SDK's outcome, 'subscribed', 'already-subscribed' or the
 * service's error text. Each field is read as text, whatever was posted; the pop-up sends `fisrtname`, as the
 * spec's wire format spells it. An outage throws.
 */
export function subscribeToNewsletter(body: unknown): Promise<SubscribeResult> {
  const posted = body as Record<string, unknown> | null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return bookshop().newsletter.subscribe({
    firstname: text(posted?.firstname ?? posted?.fisrtname),
    lastname: text(posted?.lastname),
    email: text(posted?.email),
  });
}

/**
 * Whether the signed-in customer's own email is on the list, or `'not-theirs'` for a visitor or another email: the
 * lookup cannot be used to find out who is subscribed. An outage throws.
 */
export async function ownSubscription(email: string): Promise<boolean | 'not-theirs'> {
  const { customer } = await currentSession();
  if (!customer || customer.email.toLowerCase() !== email.toLowerCase()) return 'not-theirs';
  return bookshop().newsletter.isSubscribed(email);
}
