import { isCorrectedEmpty } from './isCorrectedEmpty';

/**
 * Whether the search box drops autocomplete's product results (spec C5): the query is all digits, 6 or more of
 * them, and the provider corrected it. A partly typed ISBN or membership number "corrected" into another number
 * would suggest the wrong products.
 *
 * @example
 * ```ts
 * dropAutocompleteProducts('978031', '978032'); // true
 * dropAutocompleteProducts('romans', 'roman'); // false, not digits
 * ```
 */
export function dropAutocompleteProducts(query: string, corrected?: string | null): boolean {
  return /^\d+$/.test(query.trim()) && isCorrectedEmpty(query, corrected);
}
