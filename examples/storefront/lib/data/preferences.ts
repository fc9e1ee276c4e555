import 'server-only';
import { type Customer, customFieldValue, PRINTED_CATALOGS_FIELD } from '@bookshop/sdk';
import { bookshop, shopperBookshop } from '../bookshop';
import { withFallback } from './fallback';

/** What the account's preferences section shows. */
export interface AccountPreferences {
  /** Whether the shopper's email is opted in to the newsletter; `null` when the marketing service cannot say. */
  newsletter: boolean | null;
}

/**
 * The signed-in customer's newsletter subscription; a marketing outage leaves it unknown. (The printed-catalogues
 * choice is a field of the customer, read from the account's shared customer cache.)
 */
export async function accountPreferences(customer: Customer): Promise<AccountPreferences> {
  return { newsletter: await newsletterSubscription(customer) };
}

/** Whether the customer's own email is opted in to the newsletter; `null` when the marketing service cannot say. */
export function newsletterSubscription(customer: Customer): Promise<boolean | null> {
  return withFallback('newsletter subscription', () => bookshop().newsletter.optedIn(customer.email), null);
}

/**
 * Opts the customer's own email in to the newsletter (creating the contact, or bringing back one that opted out) or
 * out of it. Failures throw.
 */
export async function setNewsletterSubscription(customer: Customer, subscribed: boolean): Promise<void> {
  const { newsletter } = bookshop();
  if (subscribed) {
    await newsletter.optIn({
      firstname: customer.firstName ?? '',
      lastname: customer.lastName ?? '',
      email: customer.email,
    });
  } else {
    await newsletter.unsubscribe({ email: customer.email });
  }
}

/** Sets `printed_catalogs` (a JSON boolean) on the signed-in customer and answers the customer saved; failures throw. */
export async function setPrintedCatalogues(customer: Customer, wanted: boolean): Promise<Customer> {
  const saved = await (await shopperBookshop()).customer.update({
    version: customer.version,
    actions: [{ setCustomField: { name: PRINTED_CATALOGS_FIELD, value: customFieldValue(wanted) } }],
  });
  // The SDK sends nothing without a version (and logs it): the choice was not saved.
  if (!saved) throw new Error('The customer had no version to update');
  return saved;
}
