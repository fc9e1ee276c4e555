import type { Customer } from '@bookshop/sdk';

/**
 * Where the account hooks read the signed-in customer: the site's own route (backend-for-frontend), or the SDK
 * itself in an app that holds the shopper's token (`{ load: (options) => bookshop.customer.me(undefined, options) }`).
 */
export interface CustomerSource {
  /** The signed-in customer, or `null` for a visitor. */
  load(options?: { signal?: AbortSignal }): Promise<Customer | null>;
}

/**
 * The shared cache key of the signed-in customer: `useCustomer` and `useAddressBook` read and write the same entry,
 * so a saved address shows in the details panel at once. Clear it on sign-out with SWR's `mutate(CUSTOMER_CACHE_KEY)`.
 */
export const CUSTOMER_CACHE_KEY = '@bookshop/customer';
