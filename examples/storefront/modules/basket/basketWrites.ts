import type { BasketShelf, BasketView } from '@/lib/basket/basketView';

/** A basket route's answer: the basket after the change, or the route's message for why it was not made. */
export type BasketAnswer<T = BasketView> = { ok: true; value: T } | { ok: false; status: number; error: string };

const FALLBACK_ERROR = 'Your basket could not be updated, please try again.';

async function send<T>(path: string, init?: RequestInit): Promise<BasketAnswer<T>> {
  try {
    const response = await fetch(path, {
      cache: 'no-store',
      ...init,
      headers: init?.body ? { 'content-type': 'application/json' } : undefined,
    });
    const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (!response.ok) return { ok: false, status: response.status, error: answer.error ?? FALLBACK_ERROR };
    return { ok: true, value: answer };
  } catch {
    return { ok: false, status: 0, error: FALLBACK_ERROR };
  }
}

/** The whole basket (lines, codes, totals). */
export const fetchBasketView = () => send<BasketView>('/api/cart/view');

/** Sets a line's quantity (0 removes it). */
export const setLineQuantity = (lineId: string, quantity: number) =>
  send<BasketView>(`/api/cart/lines/${encodeURIComponent(lineId)}`, {
    method: 'PATCH',
    body: JSON.stringify({ quantity }),
  });

/** Removes a line. */
export const removeLine = (lineId: string) =>
  send<BasketView>(`/api/cart/lines/${encodeURIComponent(lineId)}`, { method: 'DELETE' });

/** What applying a code answered: the basket, and the spec's message when the code does not apply. */
export type DiscountAnswer =
  | { applied: true; basket: BasketView }
  | { applied: false; message: string; basket: BasketView };

/** Applies a discount code. */
export const applyDiscountCode = (code: string) =>
  send<DiscountAnswer>('/api/cart/discounts', { method: 'POST', body: JSON.stringify({ code }) });

/** Takes a discount code off the basket. */
export const removeDiscountCode = (discountCodeId: string) =>
  send<BasketView>(`/api/cart/discounts/${encodeURIComponent(discountCodeId)}`, { method: 'DELETE' });

/** 'You may also like' for the basket. */
export const fetchBasketRecommendations = () => send<BasketShelf>('/api/cart/recommendations');
