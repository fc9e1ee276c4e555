import { expect, it } from 'vitest';
import { searchQuerySchema } from './searchQuerySchema';

it('accepts a trimmed query of up to 256 characters', () => {
  expect(searchQuerySchema.parse('  grace  ')).toBe('grace');
  expect(searchQuerySchema.parse('a'.repeat(256))).toHaveLength(256);
});

it('rejects an empty or too long query', () => {
  expect(searchQuerySchema.safeParse('   ').error?.issues.map((issue) => issue.message)).toEqual([
    'Please enter a search term',
  ]);
  expect(searchQuerySchema.safeParse(undefined).success).toBe(false);
  expect(searchQuerySchema.safeParse('a'.repeat(257)).error?.issues.map((issue) => issue.message)).toEqual([
    'Search terms are limited to 256 characters',
  ]);
});
