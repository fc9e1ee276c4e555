import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ValidationError } from '../errors';
import { parseOrThrow, type Schema } from '../transport/wire';
import { wishlistSchema } from '../validation/wishlistSchema';
import { wishlistDescription, wishlistFields, wishlistName } from './wishlistFields';

const outcome = (schema: Schema, value: unknown) => {
  try {
    return { data: parseOrThrow(schema, value, () => 'bad') };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { issues: error.issues };
  }
};
const text = fc.oneof(fc.string(), fc.constantFrom('', '  ', ' Christmas ', '\t\n'), fc.anything());

describe('wishlist fields, as the wishlist form checks them', () => {
  it('trims, and a blank or missing name is Required', () => {
    expect(outcome(wishlistFields, { name: ' Christmas ', description: ' For the family ' })).toEqual({
      data: { name: 'Christmas', description: 'For the family' },
    });
    expect(outcome(wishlistName, { name: '   ' })).toEqual({ issues: [{ path: ['name'], message: 'Required' }] });
    expect(outcome(wishlistName, {})).toEqual({ issues: [{ path: ['name'], message: 'Required' }] });
    expect(outcome(wishlistDescription, { description: 3 })).toEqual({
      issues: [{ path: ['description'], message: 'Invalid input: expected string, received number' }],
    });
  });

  it('answers as wishlistSchema for any name and description', () => {
    fc.assert(
      fc.property(text, text, (name, description) => {
        expect(outcome(wishlistFields, { name, description })).toEqual(outcome(wishlistSchema, { name, description }));
        expect(outcome(wishlistName, { name })).toEqual(outcome(z.pick(wishlistSchema, { name: true }), { name }));
        expect(outcome(wishlistDescription, { description })).toEqual(
          outcome(z.pick(wishlistSchema, { description: true }), { description }),
        );
      }),
      { numRuns: 300 },
    );
  });
});
