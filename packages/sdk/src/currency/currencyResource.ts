import type { BookshopConfig } from '../config';
import { BookshopError } from '../errors';
import * as z from '../transport/guard';
import type { Http, RequestOptions } from '../transport/http';
import { parseWire, requireService } from '../transport/wire';
import { memoryRateStore, type RateStore } from './rateStore';

/**
 * The message shown when a rate cannot be fetched (spec C8).
 *
 * @example
 * ```ts
 * const rate = await bookshop.currency.rate('AUD', 'NZD').catch(() => toast.error(CURRENCY_RATE_FAILED_MESSAGE));
 * ```
 */
export const CURRENCY_RATE_FAILED_MESSAGE = 'Failed to fetch currency rate.';
/**
 * A fetched rate is reused for this long (24 hours, spec C7); a shared `RateStore` can expire its entries with it.
 *
 * @example
 * ```ts
 * const currencyRateStore: RateStore = {
 *   get: (key) => redis.get(key).then((text) => (text ? JSON.parse(text) : undefined)),
 *   set: (key, value) => redis.set(key, JSON.stringify(value), { PX: CURRENCY_RATE_CACHE_MS }),
 * };
 * ```
 */
export const CURRENCY_RATE_CACHE_MS = 86_400_000;
/** The amount the rate service is asked to convert; the rate is read from its answer. */
const PROBE_AMOUNT = 100;

const wireRate = z.object({
  success: z.optional(z.boolean()),
  info: z.optional(z.object({ rate: z.optional(z.number().check(z.positive())) })),
  result: z.optional(z.number().check(z.nonnegative())),
});

/** Exchange rates from the currency service (`GET ?from&to&amount=100`). */
export interface CurrencyResource {
  /**
   * How many `to` one `from` buys. Rates are cached for 24 hours in the configured {@link RateStore}; a failure
   * raises {@link BookshopError} 'Failed to fetch currency rate.' (the underlying error is its `cause`).
   *
   * @example
   * ```ts
   * const rate = await bookshop.currency.rate('AUD', 'NZD'); // 1.09
   * ```
   */
  rate(from: string, to: string, options?: RequestOptions): Promise<number>;
  /**
   * Converts integer cents from one currency to another, rounded to whole cents.
   *
   * @example
   * ```ts
   * await bookshop.currency.convert(2999, 'AUD', 'NZD'); // 3269
   * ```
   */
  convert(cents: number, from: string, to: string, options?: RequestOptions): Promise<number>;
}

export function createCurrencyResource(
  config: BookshopConfig,
  http: Http,
  store: RateStore = memoryRateStore(),
): CurrencyResource {
  async function fetchRate(from: string, to: string, options: RequestOptions): Promise<number> {
    const { baseUrl } = requireService(config.currencyRates, 'currencyRates', 'BOOKSHOP_CURRENCY_URL');
    try {
      const body = await http(baseUrl, { ...options, query: { from, to, amount: PROBE_AMOUNT } });
      const wire = parseWire(wireRate, body, 'The currency service');
      const rate = wire.info?.rate ?? (wire.result === undefined ? undefined : wire.result / PROBE_AMOUNT);
      if (wire.success === false || !rate) throw new BookshopError(`No rate from ${from} to ${to}`);
      return rate;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new BookshopError(CURRENCY_RATE_FAILED_MESSAGE, { cause: error });
    }
  }
  const resource: CurrencyResource = {
    async rate(fromCode, toCode, options = {}) {
      const [from, to] = [fromCode.trim().toUpperCase(), toCode.trim().toUpperCase()];
      if (from === to) return 1;
      const key = `${from}:${to}`;
      // The store is a cache: when it fails, the rate is fetched (and still answered) without it.
      const cached = await Promise.resolve()
        .then(() => store.get(key))
        .catch((error: unknown) => {
          config.logger.warn('The currency rate store could not be read', error);
          return undefined;
        });
      const now = config.now();
      if (cached && now - cached.fetchedAt >= 0 && now - cached.fetchedAt < CURRENCY_RATE_CACHE_MS) return cached.rate;
      const rate = await fetchRate(from, to, options);
      await Promise.resolve()
        .then(() => store.set(key, { rate, fetchedAt: now }))
        .catch((error: unknown) => config.logger.warn('The currency rate store could not keep a rate', error));
      return rate;
    },
    async convert(cents, from, to, options) {
      return Math.round(cents * (await resource.rate(from, to, options)));
    },
  };
  return resource;
}
