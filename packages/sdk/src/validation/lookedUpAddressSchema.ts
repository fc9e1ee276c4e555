import * as z from 'zod/mini';
import { addressFormSchema } from './addressFormSchema';

/**
 * An address as the lookup gives it (spec A5: the address parts are required only when manual entry is on): the
 * manual form's fields and messages, except the house or unit, which most street addresses do not have. Street,
 * suburb, postcode, country and state or city stay required: an order cannot go to half an address.
 *
 * @example
 * ```ts
 * lookedUpAddressSchema.parse({ street: '12 Wattle Street', suburb: 'Winnellie', postcode: '0821', country: 'AU', stateOrCity: 'NT' });
 * // { building: '', street: '12 Wattle Street', suburb: 'Winnellie', postcode: '0821', country: 'AU', stateOrCity: 'NT' }
 * ```
 */
export const lookedUpAddressSchema = z.extend(addressFormSchema, {
  building: z._default(z.string().check(z.trim()), ''),
});
