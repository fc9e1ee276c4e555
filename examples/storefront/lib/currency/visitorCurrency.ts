import 'server-only';
import type { Price } from '@bookshop/sdk';
import { CURRENCY_RATE_FAILED_MESSAGE } from '@bookshop/sdk';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import type { CardProduct } from '@/modules/products/cardProduct';
import { bookshop } from '../bookshop';
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
  /** What the visitor asked for (cookie or country); differs from `currency` when the rate could not be fetched. */
  requested: DisplayCurrency;
  /** AUD → `currency`. */
  rate: number;
  /** 'Failed to fetch currency rate.' when the rate could not be fetched (prices then stay in AUD). */
  error?: string;
}

/**
 * This request's display currency (once per request): the visitor's cookie, else NZD for a New Zealand visitor (by
 * the CDN's country header, else the browser's language region), else AUD. The rate comes from the SDK's currency
 * service, whose shared client keeps it for 24 hours; when it cannot be fetched the prices stay in AUD and `error`
 * carries the spec's message.
 */
export const visitorCurrency = cache(async (): Promise<VisitorCurrency> => {
  const [jar, incoming] = await Promise.all([cookies(), headers()]);
  const country = visitorCountry({
    countryHeader: COUNTRY_HEADERS.map((name) => incoming.get(name)).find(Boolean),
    acceptLanguage: incoming.get('accept-language'),
  });
  const requested = pickDisplayCurrency({ cookie: jar.get(CURRENCY_COOKIE)?.value, country });
  if (requested === BASE_CURRENCY) return { currency: requested, requested, rate: 1 };
  try {
    return { currency: requested, requested, rate: await bookshop().currency.rate(BASE_CURRENCY, requested) };
  } catch (error) {
    console.error(`Could not fetch the ${BASE_CURRENCY} → ${requested} rate`, error);
    return { currency: BASE_CURRENCY, requested, rate: 1, error: CURRENCY_RATE_FAILED_MESSAGE };
  }
});

/** A price in this visitor's currency. */
export async function inVisitorCurrency<T extends Price | undefined>(price: T): Promise<T> {
  const { currency, rate } = await visitorCurrency();
  return convertPrice(price, rate, currency);
}

/** Card products with their prices in this visitor's currency. */
export async function cardsInVisitorCurrency(products: CardProduct[]): Promise<CardProduct[]> {
  const { currency, rate } = await visitorCurrency();
  if (currency === BASE_CURRENCY) return products;
  return products.map((product) => ({ ...product, price: convertPrice(product.price, rate, currency) }));
}
