import type { Price } from '@bookshop/sdk';

/** The currencies a visitor can see prices in; catalogue prices are AUD (spec C9), NZD is converted for NZ visitors. */
export const DISPLAY_CURRENCIES = ['AUD', 'NZD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
/** The catalogue's own currency, shown when nothing else is chosen. */
export const BASE_CURRENCY: DisplayCurrency = 'AUD';
/** The cookie holding a visitor's choice (a year, readable by the server only). */
export const CURRENCY_COOKIE = 'currency';
/** Headers a CDN sets to the visitor's country (Vercel, Cloudflare); used only when the visitor has not chosen. */
export const COUNTRY_HEADERS = ['x-vercel-ip-country', 'cf-ipcountry'] as const;

/**
 * The visitor's country: the CDN's country header when there is one, else the region of the browser's most preferred
 * language that names one (`en-NZ,en;q=0.9` → 'NZ'). Without a CDN in front (or a CDN that sets no country header),
 * the browser's language is all the site knows about where a visitor is.
 *
 * @example
 * ```ts
 * visitorCountry({ countryHeader: undefined, acceptLanguage: 'en-NZ,en;q=0.9' }); // 'NZ'
 * visitorCountry({ countryHeader: 'AU', acceptLanguage: 'en-NZ' }); // 'AU'
 * ```
 */
export function visitorCountry({
  countryHeader,
  acceptLanguage,
}: {
  countryHeader?: string | null;
  acceptLanguage?: string | null;
}): string | undefined {
  const fromHeader = countryHeader?.trim().toUpperCase();
  if (fromHeader) return fromHeader;
  // Most preferred first; the sort is stable, so equal weights keep the browser's order.
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return { tag, q: weight ? Number(weight.slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    // A region subtag is two letters after the language (and any script): en-NZ, mi-NZ, zh-Hant-TW.
    const region = tag
      .split('-')
      .slice(1)
      .find((subtag) => /^[a-z]{2}$/i.test(subtag));
    if (region) return region.toUpperCase();
  }
  return undefined;
}

/** A currency code if it is one of {@link DISPLAY_CURRENCIES} (any case), else `undefined`. */
export function parseDisplayCurrency(value: string | null | undefined): DisplayCurrency | undefined {
  const code = value?.trim().toUpperCase();
  return DISPLAY_CURRENCIES.find((currency) => currency === code);
}

/**
 * The currency to show: the visitor's saved choice wins; without one, a visitor from New Zealand (see
 * {@link visitorCountry}) sees NZD; everyone else AUD.
 *
 * @example
 * ```ts
 * pickDisplayCurrency({ cookie: undefined, country: 'NZ' }); // 'NZD'
 * pickDisplayCurrency({ cookie: 'AUD', country: 'NZ' }); // 'AUD'
 * ```
 */
export function pickDisplayCurrency({
  cookie,
  country,
}: {
  cookie?: string | null;
  country?: string | null;
}): DisplayCurrency {
  return parseDisplayCurrency(cookie) ?? (country?.trim().toUpperCase() === 'NZ' ? 'NZD' : BASE_CURRENCY);
}

/**
 * A price converted at `rate` (units of `currency` per unit of the price's own currency), each amount rounded to
 * whole cents; `undefined` stays `undefined`, and a rate of 1 or a price already in `currency` is returned as is.
 *
 * @example
 * ```ts
 * convertPrice({ value: { centAmount: 2000, currencyCode: 'AUD' } }, 1.09, 'NZD');
 * // { value: { centAmount: 2180, currencyCode: 'NZD' } }
 * ```
 */
export function convertPrice<T extends Price | undefined>(price: T, rate: number, currency: string): T {
  if (!price || price.value.currencyCode === currency) return price;
  const money = (cents: number) => ({ centAmount: Math.round(cents * rate), currencyCode: currency });
  return {
    ...price,
    value: money(price.value.centAmount),
    ...(price.discounted
      ? { discounted: { ...price.discounted, value: money(price.discounted.value.centAmount) } }
      : {}),
  } as T;
}
