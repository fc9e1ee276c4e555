/** A cached exchange rate and when it was fetched (epoch milliseconds). */
export interface CachedRate {
  rate: number;
  fetchedAt: number;
}

/**
 * Where currency rates are kept between calls, keyed `FROM:TO`. The default lives in memory; a browser app can
 * pass one over `localStorage`, a server one over its cache.
 */
export interface RateStore {
  get(key: string): CachedRate | undefined | Promise<CachedRate | undefined>;
  set(key: string, value: CachedRate): void | Promise<void>;
}

/** The rate store `createBookshop` keeps when given none: one per client, in memory. */
export function memoryRateStore(): RateStore {
  const rates = new Map<string, CachedRate>();
  return {
    get: (key) => rates.get(key),
    set: (key, value) => {
      rates.set(key, value);
    },
  };
}
