import type { ListingLayout } from '@bookshop/react';
import { SEARCH_FILTER_WHITELIST, type SearchState, searchStateToUrl } from '@bookshop/sdk/rules';
import { firstValue } from '@/lib/http/searchParam';

/** The site's own listing parameter: the list layout (grid is the default and is not written). */
export const LAYOUT_PARAM = 'view';

/** The listing URL for a state and layout: the SDK's canonical URL, plus `view=list` for the list layout. */
export function listingHref(state: SearchState, layout: ListingLayout = 'grid'): string {
  const url = searchStateToUrl(state);
  if (layout !== 'list') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${LAYOUT_PARAM}=list`;
}

/** The layout a listing URL asks for. */
export function layoutFrom(params: Record<string, string | string[] | undefined>): ListingLayout {
  return firstValue(params[LAYOUT_PARAM]) === 'list' ? 'list' : 'grid';
}

/**
 * A URL query string built from Next's `searchParams` object, for the SDK's `searchStateFromUrl` (which drops control
 * characters such as a `%00` pasted into a link).
 */
export function queryString(params: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      query.append(name, item);
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The parameters a listing URL is made of; `sort.{field}` too (the front caches listings with these alone). */
export const LISTING_PARAMS: ReadonlySet<string> = new Set([
  'q',
  'tag',
  'authors',
  'resultsPerPage',
  'currentPage',
  'price',
  'category',
  LAYOUT_PARAM,
  ...SEARCH_FILTER_WHITELIST,
]);

/**
 * Where a listing redirects to (a category slug to its path, a page past the end to the last page): the URL of the
 * new state and layout, keeping the request's other parameters (`from=checkout&status=…` for the order-failure
 * notice, a campaign's `utm_*`), which the listing itself does not read.
 */
export function listingRedirectHref(state: SearchState, params: Record<string, string | string[] | undefined>): string {
  const href = listingHref(state, layoutFrom(params));
  const others = new URLSearchParams(queryString(params));
  for (const name of [...others.keys()]) {
    if (LISTING_PARAMS.has(name) || name.startsWith('sort.')) others.delete(name);
  }
  const rest = others.toString();
  return rest ? `${href}${href.includes('?') ? '&' : '?'}${rest}` : href;
}

/** How many filters a shopper has set: facet values, authors and a price range (the mobile Filter button's count). */
export function activeFilterCount(state: SearchState): number {
  const values = Object.values(state.filters ?? {}).reduce((sum, list) => sum + list.length, 0);
  return values + (state.authors?.length ?? 0) + (state.price ? 1 : 0);
}
