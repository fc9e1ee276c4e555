import type { ListingLayout } from '@bookshop/react';
import { type SearchState, searchStateToUrl } from '@bookshop/sdk/rules';

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
  const value = params[LAYOUT_PARAM];
  return (Array.isArray(value) ? value[0] : value) === 'list' ? 'list' : 'grid';
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

/** How many filters a shopper has set: facet values, authors and a price range (the mobile Filter button's count). */
export function activeFilterCount(state: SearchState): number {
  const values = Object.values(state.filters ?? {}).reduce((sum, list) => sum + list.length, 0);
  return values + (state.authors?.length ?? 0) + (state.price ? 1 : 0);
}
