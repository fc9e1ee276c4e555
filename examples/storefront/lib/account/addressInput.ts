import { ADDRESS_FIELD_MESSAGES, addressFormSchema, isAuState } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';

// The bodies the address book's routes accept, checked with the same schema as the manual form. Only types leave
// this file for the browser.

const manualAddress = z.extend(addressFormSchema, { source: z.literal('manual') }).check(
  z.refine((values) => values.country !== 'AU' || isAuState(values.stateOrCity), {
    error: ADDRESS_FIELD_MESSAGES.stateOrCity,
    path: ['stateOrCity'],
  }),
);

const lookupAddress = z.object({
  source: z.literal('lookup'),
  id: z
    .string({ error: 'Choose an address from the list' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Choose an address from the list' }),
      z.maxLength(200, { error: 'Choose an address from the list' }),
    ),
});

/** An address to save: the manual form's fields, or the id of a lookup result the server retrieves itself. */
export const addressSourceSchema = z.discriminatedUnion('source', [manualAddress, lookupAddress], {
  error: 'Enter the address or choose one from the list',
});

const addressType = z.enum(['shipping', 'billing'], { error: 'Choose a delivery or billing address' });

/** `POST /api/account/addresses`. */
export const addAddressRequest = z.object({
  type: addressType,
  sameAsOther: z._default(z.boolean({ error: 'Same as must be true or false' }), false),
  address: addressSourceSchema,
});

/** `PUT /api/account/addresses/{id}`. */
export const editAddressRequest = z.object({ address: addressSourceSchema });

/** `PUT /api/account/addresses/{id}/default`. */
export const setDefaultAddressRequest = z.object({ type: addressType });

/** The `{id}` of an address route. */
export const addressIdParam = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[\w-]+$/));

export type AddAddressRequest = z.input<typeof addAddressRequest>;
export type EditAddressRequest = z.input<typeof editAddressRequest>;
export type AddressSourceRequest = z.input<typeof addressSourceSchema>;
