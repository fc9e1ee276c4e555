import { clearStoredPriceRange } from '@bookshop/react';

/** Beside price-min/price-max: the path whose listing kept them, so another route knows to forget them. */
export const PRICE_PATH_STORAGE_KEY = 'price-path';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage for the price filter that also records which listing's path the kept range belongs to. */
export function priceRangeStorage(pathname: string, storage: Storage): Pick<Storage, 'setItem' | 'removeItem'> {
  return {
    setItem(key, value) {
      storage.setItem(key, value);
      storage.setItem(PRICE_PATH_STORAGE_KEY, pathname);
    },
    removeItem(key) {
      storage.removeItem(key);
      storage.removeItem(PRICE_PATH_STORAGE_KEY);
    },
  };
}

/**
 * Forgets a kept price range when the shopper is on another route than the listing that kept it (spec C4: cleared
 * on route change), whether they got there in the app or by a full page load through a plain link.
 */
export function forgetPriceRangeOffRoute(pathname: string, storage: Storage): void {
  if (storage.getItem(PRICE_PATH_STORAGE_KEY) === pathname) return;
  clearStoredPriceRange(storage);
  storage.removeItem(PRICE_PATH_STORAGE_KEY);
}
