import type { NoInput, RequestOptions } from '../transport/http';
import type { BackendRequest } from './backendRequest';
import { type Donation, wireDonation, wireDonationRemoved } from './backendWire';

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
}

export function createDonationResource(backend: BackendRequest): DonationResource {
  return {
    add: async (input, options = {}) =>
      (await backend('donation/add', wireDonation, { ...options, method: 'POST', body: input, signedIn: true }))
        .donation,
    remove: async (_input, options = {}) =>
      (await backend('donation/remove', wireDonationRemoved, { ...options, method: 'POST', body: {}, signedIn: true }))
        .removed,
  };
}
