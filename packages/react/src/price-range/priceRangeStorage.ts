// Apart from the controller: every page forgets a kept range off its listing (the site's layout), and only listings
// need the controller, so a page that only forgets should not carry it.

/** Local-storage keys that keep the price filter's ends, in whole dollars (spec C4). */
export const PRICE_MIN_STORAGE_KEY = 'price-min';
export const PRICE_MAX_STORAGE_KEY = 'price-max';

/** Where the price filter's ends are kept: localStorage in a browser. */
export type PriceStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/**
 * Forgets the kept range (on a route change, spec C4).
 *
 * @example
 * ```ts
 * useEffect(() => clearStoredPriceRange(window.localStorage), [pathname]);
 * ```
 */
export function clearStoredPriceRange(storage: PriceStorage | null | undefined): void {
  storage?.removeItem(PRICE_MIN_STORAGE_KEY);
  storage?.removeItem(PRICE_MAX_STORAGE_KEY);
}
