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

// No term, facet value or category holds a control character, and the search service's database refuses NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * A URL query string built from Next's `searchParams` object, for the SDK's `searchStateFromUrl`. Control characters
 * (`%00`, a tab or newline pasted into a link) are dropped, so `?q=a%00b` searches for "ab" as its heading says.
 */
export function queryString(params: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      query.append(name.replace(CONTROL, ''), item.replace(CONTROL, ''));
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
