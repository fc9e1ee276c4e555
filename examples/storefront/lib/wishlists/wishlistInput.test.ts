import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createInput, listQuery, noInput, toggleInput, wishlistLinePath, wishlistPath } from './wishlistInput';

/** The first refusal's message and field, as the route answers it. */
const refusal = (schema: z.core.$ZodType, value: unknown) => {
  const parsed = z.safeParse(schema, value);
  const issue = parsed.error?.issues[0];
  return issue && { error: issue.message, field: issue.path.join('.') };
};

describe('wishlist route input', () => {
  it('checks the path’s ids with the field they belong to', () => {
    expect(z.parse(wishlistPath, { id: 'list-1:a.b' })).toEqual({ id: 'list-1:a.b' });
    expect(refusal(wishlistPath, { id: 'x'.repeat(129) })).toEqual({
      error: 'A wishlist id must be at most 128 characters',
      field: 'id',
    });
    expect(refusal(wishlistLinePath, { id: 'list-1', lineItemId: '../x' })).toEqual({
      error: 'A line item id is not valid',
      field: 'lineItemId',
    });
  });

  it('reads a page of the query as numbers within commerce’s bounds', () => {
    expect(z.parse(listQuery, {})).toEqual({});
    expect(z.parse(listQuery, { limit: '20', offset: '40', other: 'x' })).toEqual({ limit: 20, offset: 40 });
    expect(refusal(listQuery, { limit: '0' })).toEqual({ error: 'The limit must be at least 1', field: 'limit' });
    expect(refusal(listQuery, { limit: '501' })).toEqual({ error: 'The limit must be at most 500', field: 'limit' });
    expect(refusal(listQuery, { offset: '-1' })).toEqual({
      error: 'The offset must be a whole number',
      field: 'offset',
    });
  });

  it('takes the form’s name and a product or basket line to start with', () => {
    expect(z.parse(createInput, { name: ' Advent ', productId: 'p1', variantId: 2 })).toMatchObject({
      name: 'Advent',
      productId: 'p1',
      variantId: 2,
    });
    expect(refusal(createInput, { name: 'x'.repeat(101) })).toEqual({
      error: 'Name must be at most 100 characters',
      field: 'name',
    });
    expect(refusal(toggleInput, { productId: 'p1', fromBasketLineId: 'no such/line' })).toEqual({
      error: 'That id is not one of this basket',
      field: 'fromBasketLineId',
    });
  });

  it('takes no body, or an empty one, for a write whose ids are in its path', () => {
    for (const body of [undefined, null, {}]) expect(z.safeParse(noInput, body).success).toBe(true);
    expect(z.safeParse(noInput, [1]).success).toBe(false);
  });
});
