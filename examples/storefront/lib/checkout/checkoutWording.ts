import type { FailureWording } from '../http/routeFailure';

/** What checkout answers when there is nothing to check out: no session, no basket, or one without lines. */
export const EMPTY_BASKET_MESSAGE = 'Your basket is empty';

/**
 * How every checkout route speaks of its failures: checkout writes the shopper's basket, so a basket gone is the
 * empty basket's 409 and a conflict names the basket; the back end's 404 is about what the shopper typed (a gift
 * card, a store), a refusal of the input.
 */
export const checkoutWording = {
  what: 'Checkout',
  missing: EMPTY_BASKET_MESSAGE,
  changed: 'Your basket changed in another window, please try again',
  notFoundIsInput: true,
} satisfies FailureWording;
