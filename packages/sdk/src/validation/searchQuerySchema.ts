import * as z from 'zod/mini';
import { SEARCH_QUERY_MAX_LENGTH } from '../rules/searchQueryMaxLength';

/**
 * The search box's query (spec C5): trimmed, not empty (an empty query does not navigate) and at most 256
 * characters. The spec shows no messages; ours are 'Please enter a search term' and
 * 'Search terms are limited to 256 characters'.
 *
 * @example
 * ```ts
 * searchQuerySchema.parse('  grace  ');  // 'grace'
 * searchQuerySchema.safeParse('').success; // false: do not navigate
 * ```
 */
export const searchQuerySchema = z.string({ error: 'Please enter a search term' }).check(
  z.trim(),
  z.minLength(1, { error: 'Please enter a search term' }),
  z.maxLength(SEARCH_QUERY_MAX_LENGTH, {
    error: `Search terms are limited to ${SEARCH_QUERY_MAX_LENGTH} characters`,
  }),
);
