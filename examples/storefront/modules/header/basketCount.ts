import { basketQuantities } from './basketQuantities';

/** Coming back to the tab asks for the count at most this often. */
export const BASKET_FOCUS_THROTTLE_MS = 5000;

/**
 * The basket badge's item count, without React: the newest request wins (an answer that started before a later
 * request is dropped), a failed request keeps the count shown, and a focus refresh is skipped while a request is
 * under way or one ran within `BASKET_FOCUS_THROTTLE_MS`.
 *
 * @example
 * ```ts
 * const count = createBasketCount(() => fetchCount());
 * window.addEventListener(CART_CHANGED_EVENT, () => void count.refresh());
 * ```
 */
export function createBasketCount(fetchCount: () => Promise<number>, now: () => number = Date.now) {
  let count = 0;
  let newest = 0;
  let pending: Promise<void> | undefined;
  let focusedAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();

  const refresh = (): Promise<void> => {
    const ticket = ++newest;
    const request = fetchCount()
      .then(
        (next) => {
          if (ticket !== newest || next === count) return;
          count = next;
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

async function fetchCount(): Promise<number> {
  const response = await fetch('/api/cart', { cache: 'no-store' });
  if (!response.ok) return 0;
  const answer = (await response.json()) as { count?: number; quantities?: Record<string, number> };
  basketQuantities.set(answer.quantities ?? {});
  return answer.count ?? 0;
}

/** The one count the header shows; it stays across client navigations, so the badge does not blink. */
export const basketCount = createBasketCount(fetchCount);
