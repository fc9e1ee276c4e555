import * as z from 'zod/mini';
import { addressFormSchema } from './addressFormSchema';
import { NAME_MIN_LENGTH } from './fieldLimits';
import { phoneSchema } from './phoneSchema';

const NAME_MESSAGE = 'Enter at least 2 characters';
const nameField = () =>
  z.string({ error: NAME_MESSAGE }).check(z.trim(), z.minLength(NAME_MIN_LENGTH, { error: NAME_MESSAGE }));
const optionalText = () => z.optional(z.string().check(z.trim()));

const contact = { firstName: nameField(), lastName: nameField(), mobile: phoneSchema };

/**
 * The checkout address form (spec A5): first and last name trimmed and at least 2 characters
 * ('Enter at least 2 characters'), the mobile number by the phone rules, and the address parts required only
 * when `manualEntry` is true, then exactly as in {@link addressFormSchema} (trimmed, its messages in field order,
 * country 'AU' or 'NZ'). Every field's problem is reported at once, names and address parts alike.
 *
 * @example
 * ```ts
 * checkoutAddressSchema.parse({ firstName: 'Jo', lastName: 'Lee', mobile: '0412345678', manualEntry: false });
 * checkoutAddressSchema.safeParse({ firstName: 'J', lastName: 'Lee', mobile: '0412345678', manualEntry: true })
 *   .error?.issues.map((issue) => issue.message);
 * // ['Enter at least 2 characters', 'Enter House/Appartment details', 'Enter street details', 'Enter suburb',
 * //  'Enter postal code', 'Select country', 'Enter state or city']
 * ```
 */
export const checkoutAddressSchema = z.discriminatedUnion('manualEntry', [
  z.object({ ...contact, manualEntry: z.literal(true), ...addressFormSchema.shape }),
  z.object({
    ...contact,
    manualEntry: z.literal(false),
    building: optionalText(),
    street: optionalText(),
    suburb: optionalText(),
    postcode: optionalText(),
    country: optionalText(),
    stateOrCity: optionalText(),
  }),
]);

/** The checkout address form's values. */
export type CheckoutAddressInput = z.infer<typeof checkoutAddressSchema>;
