import * as z from 'zod';
import { LINE_QUANTITY_MAX } from './basketView';

/** A basket line's or discount code's id as the routes take it from the address: commerce's ids are short. */
export const basketId = z
  .string({ error: 'An id is required' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'That id is not one of this basket' });

/** A line's new quantity: 0 removes the line. */
export const lineQuantity = z.object({
  quantity: z
    .number({ error: `The quantity must be a whole number from 0 to ${LINE_QUANTITY_MAX}` })
    .int({ error: `The quantity must be a whole number from 0 to ${LINE_QUANTITY_MAX}` })
    .min(0, { error: `The quantity must be a whole number from 0 to ${LINE_QUANTITY_MAX}` })
    .max(LINE_QUANTITY_MAX, { error: `The quantity must be a whole number from 0 to ${LINE_QUANTITY_MAX}` }),
});

/** A discount code as typed: trimmed, upper-cased as the shop prints its codes. */
export const discountCodeInput = z.object({
  code: z
    .string({ error: 'Please enter a discount code' })
    .trim()
    .min(1, { error: 'Please enter a discount code' })
    .max(50, { error: 'A discount code is at most 50 characters' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Discount not valid' })
    .transform((code) => code.toUpperCase()),
});
