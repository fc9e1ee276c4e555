import type { SearchState } from './searchState';

/**
 * The facet names the site may send to Searchspring; anything else in a URL is dropped before it reaches the
 * search service (spec C5).
 */
export const SEARCH_FILTER_WHITELIST: readonly string[] = [
  'category',
  'authors',
  'format',
  'publisher',
  'publication_date',
  'available',
  'series',
  'themes',
  'rating',
  'language',
  'translation',
  'bible_size',
  'age_group',
];

/**
 * Searchspring query parameters for a listing state: `q` or `landing-page`, `filter.{facet}` (repeated per value),
 * `filter.price.low/high` in dollars, `sort.{field}`, `page` and `resultsPerPage`. Only whitelisted facets are sent.
 *
 * @example
 * ```ts
 * searchspringParams({ q: 'grace', filters: { format: ['Hardcover'] }, currentPage: 2 }).toString();
 * // 'q=grace&filter.format=Hardcover&page=2'
 * ```
 */
export function searchspringParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tag) params.set('landing-page', state.tag);
  else if (state.q) params.set('q', state.q);
  for (const author of state.authors ?? []) params.append('filter.authors', author);
  if (state.category?.length) params.append('filter.category', state.category.join('>'));
  for (const [facet, values] of Object.entries(state.filters ?? {})) {
    if (!SEARCH_FILTER_WHITELIST.includes(facet)) continue;
    for (const value of values) params.append(`filter.${facet}`, value);
  }
  if (state.price) {
    params.set('filter.price.low', String(state.price.low / 100));
    params.set('filter.price.high', String(state.price.high / 100));
  }
  if (state.sort) params.set(`sort.${state.sort.field}`, state.sort.direction);
  if (state.currentPage && state.currentPage > 1) params.set('page', String(state.currentPage));
  if (state.resultsPerPage) params.set('resultsPerPage', String(state.resultsPerPage));
  return params;
}
