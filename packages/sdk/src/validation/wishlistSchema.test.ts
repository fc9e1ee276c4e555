import { expect, it } from 'vitest';
import { wishlistSchema } from './wishlistSchema';

it('needs a name; the description is optional', () => {
  expect(wishlistSchema.parse({ name: ' Christmas ' })).toEqual({ name: 'Christmas' });
  expect(wishlistSchema.parse({ name: 'Reading', description: ' for 2026 ' })).toEqual({
    name: 'Reading',
    description: 'for 2026',
  });
  expect(wishlistSchema.safeParse({ name: ' ' }).error?.issues.map((issue) => issue.message)).toEqual(['Required']);
  expect(wishlistSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual(['Required']);
});
