import * as z from 'zod/mini';
import { COUNTRIES } from '../rules/countryCode';
import { requiredText } from './requiredText';

/**
 * The manual address form's fields, in form order, with their required-field messages (spec A5).
 *
 * @example
 * ```ts
 * ADDRESS_FIELD_MESSAGES.building; // 'Enter House/Appartment details'
 * ```
 */
export const ADDRESS_FIELD_MESSAGES = {
  building: 'Enter House/Appartment details',
  street: 'Enter street details',
  suburb: 'Enter suburb',
  postcode: 'Enter postal code',
  country: 'Select country',
  stateOrCity: 'Enter state or city',
} as const;

// A country field: trimmed, 'AU' or 'NZ', 'Select country' otherwise.
const countryField = () =>
  z.pipe(
    z.string({ error: ADDRESS_FIELD_MESSAGES.country }).check(z.trim()),
    z.enum(COUNTRIES, { error: ADDRESS_FIELD_MESSAGES.country }),
  );

/**
 * The manual address form (spec A5): every field trimmed and required, with the spec's messages in field order
 * ('Enter House/Appartment details', 'Enter street details', 'Enter suburb', 'Enter postal code',
 * 'Select country', 'Enter state or city'); country is 'AU' or 'NZ'; `stateOrCity` is the State select for AU
 * and the City field for NZ.
 *
 * @example
 * ```ts
 * addressFormSchema.safeParse({ building: '', street: '', suburb: '', postcode: '', country: '', stateOrCity: '' })
 *   .error?.issues.map((issue) => issue.message);
 * // ['Enter House/Appartment details', 'Enter street details', 'Enter suburb', 'Enter postal code', 'Select country', 'Enter state or city']
 * ```
 */
export const addressFormSchema = z.object({
  building: requiredText(ADDRESS_FIELD_MESSAGES.building),
  street: requiredText(ADDRESS_FIELD_MESSAGES.street),
  suburb: requiredText(ADDRESS_FIELD_MESSAGES.suburb),
  postcode: requiredText(ADDRESS_FIELD_MESSAGES.postcode),
  country: countryField(),
  stateOrCity: requiredText(ADDRESS_FIELD_MESSAGES.stateOrCity),
});

/** The manual address form's values. */
export type AddressFormInput = z.infer<typeof addressFormSchema>;
