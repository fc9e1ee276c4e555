import type { NoInput, RequestOptions } from '../transport/http';
import { type BackendRequest, nullWhenNotFound } from './backendRequest';
import { type SavedCard, wireCardDeleted, wireSavedCards } from './backendWire';

/** The signed-in customer's saved payment cards (`bookshop.backend.savedCards`). */
export interface SavedCardsResource {
  /**
   * The signed-in customer's saved cards, masked (`GET adyen/list`).
   *
   * @example
   * ```ts
   * const cards = await bookshop.backend.savedCards.list();
   * ```
   */
  list(input?: NoInput, options?: RequestOptions): Promise<SavedCard[]>;
  /**
   * Removes a saved card (`POST adyen/delete`); `false` when the customer has no such card.
   *
   * @example
   * ```ts
   * await bookshop.backend.savedCards.remove(card.id);
   * ```
   */
  remove(id: string, options?: RequestOptions): Promise<boolean>;
}

export function createSavedCardsResource(backend: BackendRequest): SavedCardsResource {
  return {
    list: async (_input, options = {}) =>
      (await backend('adyen/list', wireSavedCards, { ...options, signedIn: true })).storedPaymentMethods,
    async remove(id, options = {}) {
      const answer = await nullWhenNotFound(
        backend('adyen/delete', wireCardDeleted, { ...options, method: 'POST', body: { id }, signedIn: true }),
      );
      return answer?.response === '[detail-successfully-disabled]';
    },
  };
}
