/** Coming back to the tab asks for the count at most this often. */
export const BASKET_FOCUS_THROTTLE_MS = 5000;

/** The shopper's basket in brief: the item count, and the units per sku (for the stock rule on basket buttons). */
export interface BasketBrief {
  count: number;
  quantities: Record<string, number>;
}

/**
 * The basket badge's item count and the units per sku, without React: the newest request wins (an answer that
 * started before a later request is dropped), a failed request keeps what is shown, and a focus refresh is skipped
 * while a request is under way or one ran within `BASKET_FOCUS_THROTTLE_MS`.
 *
 * @example
 * ```ts
 * const count = createBasketCount(() => fetchBasket());
 * window.addEventListener(CART_CHANGED_EVENT, () => void count.refresh());
 * ```
 */
export function createBasketCount(fetchBasket: () => Promise<BasketBrief>, now: () => number = Date.now) {
  let count = 0;
  let quantities: Record<string, number> = {};
  let newest = 0;
  let pending: Promise<void> | undefined;
  let focusedAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();

  const refresh = (): Promise<void> => {
    const ticket = ++newest;
    const request = fetchBasket()
      .then(
        (next) => {
          if (ticket !== newest) return;
          count = next.count;
          quantities = next.quantities;
          for (const listener of listeners) listener();
        },
        () => {},
      )
      .finally(() => {
        if (ticket === newest) pending = undefined;
      });
    pending = request;
    return request;
  };

  return {
    get: () => count,
    /** Units of a sku in the basket, as of the newest answer. */
    quantityOf: (sku: string): number => quantities[sku] ?? 0,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Asks again now, e.g. after the basket changed: a request already under way may predate the change. */
    refresh,
    /** The shopper came back to the tab: asks again unless a request is under way or one ran very recently. */
    refreshOnFocus(): Promise<void> {
      if (pending) return pending;
      if (now() - focusedAt < BASKET_FOCUS_THROTTLE_MS) return Promise.resolve();
      focusedAt = now();
      return refresh();
    },
  };
}

async function fetchBasket(): Promise<BasketBrief> {
  const response = await fetch('/api/cart', { cache: 'no-store' });
  if (!response.ok) return { count: 0, quantities: {} };
  const answer = (await response.json()) as Partial<BasketBrief>;
  return { count: answer.count ?? 0, quantities: answer.quantities ?? {} };
}

/** The one count the header shows; it stays across client navigations, so the badge does not blink. */
export const basketCount = createBasketCount(fetchBasket);
