/** Coming back to the tab asks for the count at most this often. */
export const BASKET_FOCUS_THROTTLE_MS = 5000;

import { type BasketSummary, EMPTY_BASKET } from './basketSummary';

/**
 * The basket badge's item count and the units per sku, without React: the newest answer wins (a read that started
 * before a later read or write is dropped), a failed read keeps what is shown, and a focus refresh is skipped while a
 * read is under way or one ran within `BASKET_FOCUS_THROTTLE_MS`. A write's answer is the same summary a read gives,
 * so it is shown at once, without reading again.
 *
 * @example
 * ```ts
 * const count = createBasketCount(readBasket);
 * count.set(await addedBasket); // after an add, from the add's own answer
 * ```
 */
export function createBasketCount(fetchBasket: () => Promise<BasketSummary>, now: () => number = Date.now) {
  let { count, quantities } = EMPTY_BASKET;
  let newest = 0;
  let pending: Promise<void> | undefined;
  let focusedAt = Number.NEGATIVE_INFINITY;
  let writing = 0;
  let overlapped = false;
  const listeners = new Set<() => void>();

  const show = (next: BasketSummary) => {
    count = next.count;
    quantities = next.quantities;
    for (const listener of listeners) listener();
  };

  const refresh = (): Promise<void> => {
    const ticket = ++newest;
    const request = fetchBasket()
      .then(
        (next) => {
          if (ticket === newest) show(next);
        },
        () => {},
      )
      .finally(() => {
        if (ticket === newest) pending = undefined;
      });
    pending = request;
    return request;
  };

  /** Shows the basket a write answered with; a read already under way predates it and is dropped. */
  const set = (next: BasketSummary) => {
    newest += 1;
    pending = undefined;
    show(next);
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
    /** Shows the basket a write answered with; a read already under way predates it and is dropped. */
    set,
    /**
     * A write (an add) starts; call what this answers when it ends, with the basket it answered (none if it failed).
     * The answer is shown at once; but writes that overlapped may answer out of order (the one that created the
     * basket can answer last with fewer lines), so once the last of them ends the basket is read again.
     */
    beginWrite() {
      writing += 1;
      if (writing > 1) overlapped = true;
      return (next?: BasketSummary) => {
        writing -= 1;
        if (next) set(next);
        if (writing === 0 && overlapped) {
          overlapped = false;
          void refresh();
        }
      };
    },
    /** The shopper came back to the tab: asks again unless a request is under way or one ran very recently. */
    refreshOnFocus(): Promise<void> {
      if (pending) return pending;
      if (now() - focusedAt < BASKET_FOCUS_THROTTLE_MS) return Promise.resolve();
      focusedAt = now();
      return refresh();
    },
  };
}

/**
 * The one count the header shows; it stays across client navigations, so the badge does not blink. The basket's calls
 * (and the route caller under them) arrive in a chunk of their own once the page runs: every page's header counts the
 * basket, and the listing pages' first-load budget has no room for them.
 */
export const basketCount = createBasketCount(() => import('./basketApi').then((api) => api.readBasket()));
