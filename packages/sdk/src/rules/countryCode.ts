/**
 * The countries an address may be in (spec A9); the default, {@link DEFAULT_COUNTRY}, comes first.
 *
 * @example
 * ```tsx
 * <select name="country">{COUNTRIES.map((code) => <option key={code}>{code}</option>)}</select>
 * ```
 */
export const COUNTRIES = ['AU', 'NZ'] as const;
/**
 * The country of a new address or basket when none is given (spec A9).
 *
 * @example
 * ```ts
 * const country = countryCode(address.country) ?? DEFAULT_COUNTRY;
 * ```
 */
export const DEFAULT_COUNTRY = 'AU';

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
