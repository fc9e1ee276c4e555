import { callRoute } from '@/lib/http/callRoute';
import type { RouteAnswer } from '@/lib/http/routeAnswer';
import { type BasketSummary, EMPTY_BASKET } from './basketSummary';
import type { BasketShelf, BasketView, HeldCart } from './basketView';

/** A gift card's recipient, carried on its basket line. */
export interface BasketRecipient {
  name: string;
  email: string;
  message?: string;
}

/**
 * The shopper's basket in brief; empty when the route answers a failure. A failed network rejects, so the badge keeps
 * the count it shows rather than showing none.
 */
export async function readBasket(): Promise<BasketSummary> {
  const answer = await callRoute<BasketSummary>('/api/cart');
  if (answer.ok) return answer.value;
  if (answer.status) return EMPTY_BASKET;
  throw new Error(answer.error);
}

/**
 * Adds units of a product (a gift card with its recipient) to the shopper's basket: the whole basket after it, or the
 * refusal (409 when the stock ran out).
 */
export const addToBasket = (line: { productId: string; sku: string; quantity: number; recipient?: BasketRecipient }) =>
  callRoute<BasketView>('/api/cart', { method: 'POST', body: line });

/** What a change of the basket page says when its route answered nothing it could use. */
export const BASKET_UNCHANGED = 'Your basket could not be updated, please try again.';

const send = <T>(path: string, method?: 'PATCH' | 'POST' | 'DELETE', body?: unknown): Promise<RouteAnswer<T>> =>
  callRoute<T>(path, { method, body, unavailable: BASKET_UNCHANGED });

const line = (lineId: string) => `/api/cart/lines/${encodeURIComponent(lineId)}`;

/** The whole basket (lines, codes, totals). */
export const fetchBasketView = () => send<BasketView>('/api/cart/view');

/** Sets a line's quantity (0 removes it). */
export const setLineQuantity = (lineId: string, quantity: number) =>
  send<BasketView>(line(lineId), 'PATCH', { quantity });

/** Removes a line. */
export const removeLine = (lineId: string) => send<BasketView>(line(lineId), 'DELETE');

/**
 * What applying a code answered: the basket, or the code's state and the spec's message when it does not apply;
 * `basket: null` when nothing changed.
 */
export type DiscountAnswer =
  | { applied: true; basket: BasketView }
  | { applied: false; state: string; message: string; basket: BasketView | null };

/** Applies a discount code to the basket's cart as the page holds it (one write, no read, on the server). */
export const applyDiscountCode = (code: string, cart?: HeldCart | null) =>
  send<DiscountAnswer>('/api/cart/discounts', 'POST', cart ? { code, cart } : { code });

/** Takes a discount code off the basket's cart as the page holds it (one write, no read, on the server). */
export const removeDiscountCode = (discountCodeId: string, cart?: HeldCart | null) =>
  send<BasketView>(`/api/cart/discounts/${encodeURIComponent(discountCodeId)}`, 'DELETE', cart ? { cart } : undefined);

/** 'You may also like' for the basket. */
export const fetchBasketRecommendations = () => send<BasketShelf>('/api/cart/recommendations');
