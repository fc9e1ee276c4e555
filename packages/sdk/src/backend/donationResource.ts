import type { NoInput, RequestOptions } from '../transport/http';
import type { BackendRequest } from './backendRequest';
import { type Donation, wireCurrentDonation, wireDonation, wireDonationRemoved } from './backendWire';

/** The donation on the customer's order (`bookshop.backend.donation`). */
export interface DonationResource {
  /**
   * Adds (or replaces) the donation on the customer's order, in cents (`POST donation/add`).
   *
   * @example
   * ```ts
   * await bookshop.backend.donation.add({ amount: 500, charity: 'Bible Society Australia' });
   * ```
   */
  add(input: { amount: number; cartId?: string; charity?: string }, options?: RequestOptions): Promise<Donation>;
  /**
   * Removes the donation (`POST donation/remove`); whether there was one.
   *
   * @example
   * ```ts
   * await bookshop.backend.donation.remove();
   * ```
   */
  remove(input?: NoInput, options?: RequestOptions): Promise<boolean>;
  /**
   * The donation on the customer's order (`GET donation`), `null` without one. It names the basket it was added
   * for (`cartId`): a donation left from another basket is not this order's.
   *
   * @example
   * ```ts
   * const donation = await bookshop.backend.donation.current();
   * const cents = donation?.cartId === cart.id ? donation.amount.centAmount : 0;
   * ```
   */
  current(input?: NoInput, options?: RequestOptions): Promise<Donation | null>;
}

export function createDonationResource(backend: BackendRequest): DonationResource {
  return {
    add: async (input, options = {}) =>
      (await backend('donation/add', wireDonation, { ...options, method: 'POST', body: input, signedIn: true }))
        .donation,
    remove: async (_input, options = {}) =>
      (await backend('donation/remove', wireDonationRemoved, { ...options, method: 'POST', body: {}, signedIn: true }))
        .removed,
    current: async (_input, options = {}) =>
      (await backend('donation', wireCurrentDonation, { ...options, signedIn: true })).donation,
  };
}
