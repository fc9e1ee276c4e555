import { type COUNTRIES, DEFAULT_COUNTRY } from './constants';

/** A country an address may be in. */
export type CountryCode = (typeof COUNTRIES)[number];

const BY_NAME: Readonly<Record<string, CountryCode>> = {
  australia: 'AU',
  au: 'AU',
  'new zealand': 'NZ',
  nz: 'NZ',
};

/**
 * The country code for a country name or code (spec A9): 'Australia' → 'AU', 'New Zealand' → 'NZ',
 * 'AU' and 'NZ' pass through; case and surrounding spaces are ignored; anything else (or nothing) is
 * the default, 'AU'.
 *
 * @example
 * ```ts
 * countryCode('New Zealand'); // 'NZ'
 * countryCode('au');          // 'AU'
 * countryCode('France');      // 'AU'
 * ```
 */
export function countryCode(nameOrCode: string | null | undefined): CountryCode {
  return BY_NAME[(nameOrCode ?? '').trim().toLowerCase()] ?? DEFAULT_COUNTRY;
}
