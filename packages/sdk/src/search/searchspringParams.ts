import { SEARCH_FILTER_WHITELIST, type SearchState } from '../rules/searchState';

/** Autocomplete asks the search service for this many products, and its content feed for this many pages (spec C9). */
export const AUTOCOMPLETE_PAGE_SIZE = 5;

const isPositiveInteger = (value: number | undefined): value is number =>
  value !== undefined && Number.isSafeInteger(value) && value > 0;

/**
 * Searchspring query parameters for a listing state: `landing-page` for a tag (which then takes the place of `q`)
 * or `q`, `filter.authors` and `filter.category` (the path '>'-joined, Searchspring's hierarchy separator),
 * `filter.{facet}` repeated per value for whitelisted facets only, `filter.price.low/high` in dollars,
 * `sort.{field}`, `page` past the first and `resultsPerPage`. The state is sent as given, not normalised, so that
 * callers such as autocomplete can ask for page sizes a listing URL never offers (5).
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
  // Walking the whitelist, not the state's keys, keeps unknown facets out and the order stable.
  for (const facet of SEARCH_FILTER_WHITELIST) {
    for (const value of state.filters?.[facet] ?? []) params.append(`filter.${facet}`, value);
  }
  if (state.price) {
    params.set('filter.price.low', String(state.price.low / 100));
    params.set('filter.price.high', String(state.price.high / 100));
  }
  if (state.sort) params.set(`sort.${state.sort.field}`, state.sort.direction);
  if (isPositiveInteger(state.currentPage) && state.currentPage > 1) params.set('page', String(state.currentPage));
  if (isPositiveInteger(state.resultsPerPage)) params.set('resultsPerPage', String(state.resultsPerPage));
  return params;
}

/**
 * Filters the shop applies before the shopper's own, e.g. `{ search_only: ['no'] }`: each value is sent as
 * `bgfilter.{field}`, which Searchspring applies without showing it as a filter or counting it as the shopper's in
 * its reports. Any field may be named, as the shop (not the URL) chooses them.
 */
export type BackgroundFilters = Readonly<Record<string, readonly string[]>>;

/**
 * Adds background filters to a query as `bgfilter.{field}`, one parameter per value.
 *
 * @example
 * ```ts
 * const params = searchspringParams({ q: 'grace' });
 * withBackgroundFilters(params, { available: ['In Stock'] }).toString();
 * // 'q=grace&bgfilter.available=In+Stock'
 * ```
 */
export function withBackgroundFilters(params: URLSearchParams, filters: BackgroundFilters = {}): URLSearchParams {
  for (const [field, values] of Object.entries(filters)) {
    for (const value of values) params.append(`bgfilter.${field}`, value);
  }
  return params;
}
