import * as z from 'zod';
import { LINE_QUANTITY_MAX } from './basketView';

/** A basket line's or discount code's id as the routes take it from the address: commerce's ids are short. */
export const basketId = z
  .string({ error: 'An id is required' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'That id is not one of this basket' });

/** The address of one line or code (`/api/cart/lines/[id]`). */
export const basketPath = z.object({ id: basketId });

/**
 * What an add sends: a product's sku and how many (1 unless said). Each field's message says what is wrong with it. A
 * gift card's `recipient` is checked by the product page's own schema (`giftCardRecipientSchema`), and only once the
 * rest is known good.
 */
export const basketAddition = z.object({
  productId: z.string({ error: 'A product id is required' }).min(1).max(100),
  sku: z.string({ error: 'A sku must be 1 to 100 characters' }).min(1).max(100),
  quantity: z.number({ error: 'The quantity must be a whole number from 1 to 99' }).int().min(1).max(99).default(1),
  recipient: z.unknown().optional(),
});

/** A line's new quantity: 0 removes the line. */
export const lineQuantity = z.object({
  quantity: z
    .number({ error: `The quantity must be a whole number from 0 to ${LINE_QUANTITY_MAX}` })
    .int({ error: `The quantity must be a whole number from 0 to ${LINE_QUANTITY_MAX}` })
    .min(0, { error: `The quantity must be a whole number from 0 to ${LINE_QUANTITY_MAX}` })
    .max(LINE_QUANTITY_MAX, { error: `The quantity must be a whole number from 0 to ${LINE_QUANTITY_MAX}` }),
});

/**
 * The basket's cart as the page holds it (`BasketView.cart`), sent with a discount code's change so the server writes
 * to it without reading the basket first; without it the server reads the basket.
 */
const heldCart = z.object({
  id: basketId,
  version: z.number().int().min(0),
  unappliedCodeIds: z.array(basketId).max(10),
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
  cart: heldCart.optional(),
});

/** Taking a discount code off: the basket's cart as the page holds it, when it has one. */
export const discountRemoval = z.object({ cart: heldCart.optional() });
