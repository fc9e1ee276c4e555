import 'server-only';
import type { Price, ProductSummary } from '@bookshop/sdk';
import { CURRENCY_RATE_FAILED_MESSAGE } from '@bookshop/sdk';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { bookshop } from '../bookshop';
import { noteFallback } from '../cache/fallbackRenders';
import {
  BASE_CURRENCY,
  COUNTRY_HEADERS,
  CURRENCY_COOKIE,
  convertPrice,
  type DisplayCurrency,
  pickDisplayCurrency,
  visitorCountry,
} from './displayCurrency';

/** The currency this request's prices are shown in, and why it may differ from the one asked for. */
export interface VisitorCurrency {
  /** What prices are shown in. */
  currency: DisplayCurrency;
  /** AUD → `currency`. */
  rate: number;
  /** 'Failed to fetch currency rate.' when the rate could not be fetched (prices then stay in AUD). */
  error?: string;
}

/**
 * This request's display currency (once per request): the visitor's cookie, else NZD for a New Zealand visitor (by
 * the CDN's country header, else the browser's language region), else AUD. The rate comes from the SDK's currency
 * service, whose shared client keeps it for 24 hours; when it cannot be fetched within 2 s the prices stay in AUD,
 * `error` carries the spec's message, and the service is asked again after a minute.
 */
export const visitorCurrency = cache(async (): Promise<VisitorCurrency> => {
  const [jar, incoming] = await Promise.all([cookies(), headers()]);
  const country = visitorCountry({
    countryHeader: COUNTRY_HEADERS.map((name) => incoming.get(name)).find(Boolean),
    acceptLanguage: incoming.get('accept-language'),
  });
  const requested = pickDisplayCurrency({ cookie: jar.get(CURRENCY_COOKIE)?.value, country });
  if (requested === BASE_CURRENCY) return { currency: requested, rate: 1 };
  const failed = { currency: BASE_CURRENCY, rate: 1, error: CURRENCY_RATE_FAILED_MESSAGE };
  if (rateFailures.recent(requested)) {
    noteFallback();
    return failed;
  }
  try {
    const rate = await bookshop().currency.rate(BASE_CURRENCY, requested, {
      signal: AbortSignal.timeout(RATE_WAIT_MS),
    });
    return { currency: requested, rate };
  } catch (error) {
    console.error(`Could not fetch the ${BASE_CURRENCY} → ${requested} rate`, error);
    rateFailures.note(requested);
    noteFallback();
    return failed;
  }
});

/**
 * How long a page waits for a rate it does not have yet. Prices in AUD are a fallback a shopper can read; a page
 * held for the SDK's full timeout and retries (30 s) is not.
 */
const RATE_WAIT_MS = 2_000;

/** After a failure the rate service is left alone this long, so each NZ page does not wait on it again. */
const RATE_RETRY_AFTER_MS = 60_000;

const rateFailures = (() => {
  const failedAt = new Map<string, number>();
  return {
    recent: (currency: string) =>
      Date.now() - (failedAt.get(currency) ?? Number.NEGATIVE_INFINITY) < RATE_RETRY_AFTER_MS,
    note: (currency: string) => failedAt.set(currency, Date.now()),
  };
})();

/** A price in this visitor's currency. */
export async function inVisitorCurrency<T extends Price | undefined>(price: T): Promise<T> {
  const { currency, rate } = await visitorCurrency();
  return convertPrice(price, rate, currency);
}

/** Card products with their prices in this visitor's currency. */
export async function cardsInVisitorCurrency(products: ProductSummary[]): Promise<ProductSummary[]> {
  const { currency, rate } = await visitorCurrency();
  if (currency === BASE_CURRENCY) return products;
  return products.map((product) => ({ ...product, price: convertPrice(product.price, rate, currency) }));
}
