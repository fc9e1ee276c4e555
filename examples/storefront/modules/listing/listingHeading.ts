import { categoryHeading, type SearchState } from '@bookshop/sdk/rules';

/**
 * The id of the listing's `h1`, which is focusable from script (`tabIndex={-1}`): after a page link the keyboard focus
 * moves there. Kept out of the client modules so the server's screen reads it as a plain string.
 */
export const LISTING_HEADING_ID = 'listing-heading';

/**
 * What a listing reads as a search for: its text or landing-page tag, or else, outside a category, its authors (a
 * product page's author link, `/search?authors=…`). The heading and the page title both say 'Results for "…"'.
 */
export function searchedFor(
  state: Pick<SearchState, 'q' | 'tag' | 'authors'>,
  inCategory: boolean,
): string | undefined {
  const term = state.q ?? state.tag;
  return term ?? (!inCategory && state.authors?.length ? state.authors.join(', ') : undefined);
}

/**
 * A category's name read from its last path segment (`bible-covers` → 'Bible covers'), for the page title and for a
 * heading when the search that names categories could not be reached.
 */
export function segmentHeading(segment: string): string {
  return categoryHeading(segment.replace(/-/g, ' ')).replace(/^./, (first) => first.toUpperCase());
}

/**
 * A listing's heading, which its page title repeats: a search is 'Results for "…"'; a landing page (`?tag=…`) goes by
 * the name the search service gives it ('Monthly Specials'), or a title made from its tag when it gives none
 * (`monthly-specials` → 'Monthly specials'), never by the tag itself; `undefined` when it is neither (a category).
 */
export function listingHeading(
  state: Pick<SearchState, 'q' | 'tag' | 'authors'>,
  inCategory: boolean,
  landingPageName?: string,
): string | undefined {
  if (!state.q && state.tag) return landingPageName ?? segmentHeading(state.tag);
  const searched = searchedFor(state, inCategory);
  return searched ? `Results for "${searched}"` : undefined;
}
