import { wishlistSchema } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';
import { accountJson } from '@/lib/http/accountRoute';

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

const listPage = z.object({
  limit: pageNumber('The limit', 1, 500),
  offset: pageNumber('The offset', 0, 10_000),
});

/** The page of wishlists a list request asks for (`?limit&offset`): a 400 with the field's message when malformed. */
export function listQuery(
  query: URLSearchParams,
): { ok: true; value: { limit?: number; offset?: number } } | { ok: false; response: Response } {
  const checked = z.safeParse(listPage, {
    limit: query.get('limit') ?? undefined,
    offset: query.get('offset') ?? undefined,
  });
  if (checked.success) return { ok: true, value: checked.data };
  const [issue] = checked.error.issues;
  return { ok: false, response: accountJson({ error: issue?.message, field: issue?.path[0] }, 400) };
}

/** A write whose ids are all in its path sends no body (or an empty one). */
export const noInput = z.nullish(z.object({}));

/** The path's ids, checked as the body is: a 400 with the field's message, never a call with a malformed id. */
export function pathIds<T extends Record<string, string>>(
  params: T,
): { ok: true; ids: T } | { ok: false; response: Response } {
  for (const [key, value] of Object.entries(params)) {
    const checked = z.safeParse(id(key === 'lineItemId' ? 'A line item id' : 'A wishlist id'), value);
    if (!checked.success) {
      return { ok: false, response: accountJson({ error: checked.error.issues[0]?.message, field: key }, 400) };
    }
  }
  return { ok: true, ids: params };
}

/** The answer when the shopper has no wishlist (or line) of that id. */
export const noSuchWishlist = () => accountJson({ error: 'This wishlist no longer exists' }, 404);

/** The answer when the basket line a product is moved from is not (or no longer) in the shopper's basket. */
export const noSuchBasketLine = () => accountJson({ error: 'That item is no longer in your basket' }, 404);
