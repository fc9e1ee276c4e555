import { wishlistSchema } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';

/** The longest name and description the form lets through (its inputs' `maxLength`). */
export const WISHLIST_NAME_MAX = 100;
export const WISHLIST_DESCRIPTION_MAX = 500;

const id = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .check(
      z.minLength(1, `${what} is required`),
      z.maxLength(128, `${what} must be at most 128 characters`),
      z.regex(/^[\w:.-]+$/, `${what} is not valid`),
    );

/** A wishlist's name: the form's rule ('Required', trimmed), and bounded. */
const name = wishlistSchema.shape.name.check(
  z.maxLength(WISHLIST_NAME_MAX, `Name must be at most ${WISHLIST_NAME_MAX} characters`),
);

/** The basket line a product is moved from ('Move to wishlist' on /cart): the basket routes' id rule. */
const fromBasketLineId = z.optional(
  z
    .string({ error: 'A basket line id is required' })
    .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'That id is not one of this basket')),
);

const product = {
  productId: id('A product id'),
  variantId: z.optional(
    z.int({ error: 'A variant id must be a whole number' }).check(z.minimum(1), z.maximum(100_000)),
  ),
};

/** 'Create new wishlist': the form's fields, and the product to start it with, if any. */
export const createInput = z.object({
  name,
  description: z.optional(
    z
      .string({ error: 'A description must be text' })
      .check(
        z.trim(),
        z.maxLength(WISHLIST_DESCRIPTION_MAX, `Description must be at most ${WISHLIST_DESCRIPTION_MAX} characters`),
      ),
  ),
  productId: z.optional(product.productId),
  variantId: product.variantId,
  fromBasketLineId,
});

export const renameInput = z.object({ name });
export const toggleInput = z.object({ ...product, fromBasketLineId });

/** A page number in a query: digits only, within commerce's bounds for `me.shoppingLists`. */
const pageNumber = (what: string, min: number, max: number) =>
  z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d{1,5}$/, `${what} must be a whole number`)), z.transform(Number)),
      z
        .number()
        .check(z.minimum(min, `${what} must be at least ${min}`), z.maximum(max, `${what} must be at most ${max}`)),
    ),
  );

/** The page of wishlists a list request asks for (`?limit&offset`). */
export const listQuery = z.object({
  limit: pageNumber('The limit', 1, 500),
  offset: pageNumber('The offset', 0, 10_000),
});

/** A write whose ids are all in its path sends no body (or an empty one). */
export const noInput = z.nullish(z.object({}));

/** A wishlist's id in the path, checked as the body's ids are: never a call to commerce with a malformed id. */
export const wishlistPath = z.object({ id: id('A wishlist id') });

/** A wishlist's line in the path (`[id]/items/[lineItemId]`). */
export const wishlistLinePath = z.object({ id: id('A wishlist id'), lineItemId: id('A line item id') });

/** When the shopper has no wishlist of that id (someone else's, deleted, unknown). */
export const NO_SUCH_WISHLIST = 'This wishlist no longer exists';

/** When the basket line a product is moved from is not (or no longer) in the shopper's basket. */
export const NO_SUCH_BASKET_LINE = 'That item is no longer in your basket';
