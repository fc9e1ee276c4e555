import 'server-only';
import { type Customer, customField, customFieldValue, PRINTED_CATALOGS_FIELD } from '@bookshop/sdk';
import { bookshop, shopperBookshop } from '../bookshop';
import { withFallback } from './fallback';

/** What the account's preferences section shows. */
export interface AccountPreferences {
  /** Whether the shopper's email is opted in to the newsletter; `null` when the marketing service cannot say. */
  newsletter: boolean | null;
  /** The `printed_catalogs` custom field. */
  printedCatalogs: boolean;
  /** Whether there is a default delivery address for catalogues to go to. */
  hasDeliveryAddress: boolean;
}

/** Whether the customer has a default delivery address, which printed catalogues need. */
export const hasDeliveryAddress = (customer: Customer): boolean => !!customer.defaultShippingAddressId;

/** The signed-in customer's newsletter and printed-catalogue choices; a marketing outage leaves the first unknown. */
export async function accountPreferences(customer: Customer): Promise<AccountPreferences> {
  return {
    newsletter: await withFallback(
      'newsletter subscription',
      () => bookshop().newsletter.optedIn(customer.email),
      null,
    ),
    printedCatalogs: customField(customer, PRINTED_CATALOGS_FIELD) === true,
    hasDeliveryAddress: hasDeliveryAddress(customer),
  };
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

/** Sets `printed_catalogs` (a JSON boolean) on the signed-in customer; failures throw. */
export async function setPrintedCatalogues(customer: Customer, wanted: boolean): Promise<Customer | undefined> {
  return (await shopperBookshop()).customer.update({
    version: customer.version,
    actions: [{ setCustomField: { name: PRINTED_CATALOGS_FIELD, value: customFieldValue(wanted) } }],
  });
}
