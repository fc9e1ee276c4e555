import 'server-only';
import { type SearchState, searchStateFromUrl, searchStateToUrl } from '@bookshop/sdk/rules';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { TrackSearch } from '@/lib/analytics/TrackSearch';
import { visitorCurrency } from '@/lib/currency/visitorCurrency';
import { loadListing, loadListingContent } from '@/lib/data/listing';
import { noResultProducts } from '@/lib/data/products';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { ListingScreen } from './ListingScreen';
import { activeFilterCount, layoutFrom, listingRedirectHref, queryString } from './listingUrl';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The listing state of a request: the SDK's rules read the URL (path segments from the router, if any). */
export function listingState(searchParams: SearchParams, categoryPath?: string[]): SearchState {
  // The router has already split and decoded the path; the legacy `category` parameter is read from the query.
  return searchStateFromUrl(`/search${queryString(searchParams)}`, { categoryPath: categoryPath ?? null });
}

// React's per-request cache compares arguments by identity, so a state is keyed by its canonical URL (one state, one
// URL): the page title and the page then share one search and one stock lookup.
const listingByUrl = cache((url: string) => loadListing(searchStateFromUrl(url)));

/** The listing of a state, loaded once per request whoever asks first (the page's title or the page). */
export const listingOf = (state: SearchState) => listingByUrl(searchStateToUrl(state));

/**
 * Renders the listing screen for a search or category URL. A merchandising redirect for a plain search is followed;
 * a category slug in the path goes to the category's path; a category path the catalogue does not know is a 404; a
 * page number past the end goes to the last page.
 */
export async function ListingPage({
  searchParams,
  categoryPath,
}: {
  searchParams: SearchParams;
  categoryPath?: string[];
}) {
  const state = listingState(searchParams, categoryPath);
  // A category slug in the path (`/category/web_bibles_niv`) is read as its path; the address bar gets that path.
  if (categoryPath?.length && categoryPath.join('/') !== state.category?.join('/')) {
    permanentRedirect(listingRedirectHref(state, searchParams));
  }
  const [listing, kiosk, { currency }] = await Promise.all([listingOf(state), isKiosk(), visitorCurrency()]);
  const plainSearch = !!state.q && !state.category && activeFilterCount(state) === 0 && state.currentPage === 1;
  if (plainSearch && listing.result.redirect) redirect(listing.result.redirect);
  // A category the search does not know is a 404; a search that failed says nothing about the category.
  if (state.category && !listing.category && !listing.failed) notFound();
  // A page past the end (an old link, a hand-edited URL) goes to the last page there is, not an empty grid.
  const { totalPages } = listing.result.pagination;
  if (!listing.empty && totalPages > 0 && (state.currentPage ?? 1) > totalPages) {
    redirect(listingRedirectHref({ ...state, currentPage: totalPages }, searchParams));
  }
  // A failed search shows its notice, not the empty state, so nothing more is asked of the search service.
  const needsCarousel = !listing.failed && listing.empty && !!(state.q ?? state.tag) && activeFilterCount(state) === 0;
  const [recommendations, content] = await Promise.all([
    needsCarousel ? noResultProducts() : undefined,
    state.q || state.tag ? loadListingContent(null, 'SEARCH') : loadListingContent(listing.category, 'CATEGORY'),
  ]);
  return (
    <>
      {/* Analytics: a search event when the results of a search are shown (spec C7), not when the search failed. */}
      {state.q && !listing.failed ? (
        <TrackSearch term={state.q} results={listing.empty ? 0 : listing.result.pagination.totalResults} />
      ) : null}
      <ListingScreen
        state={state}
        listing={listing}
        layout={layoutFrom(searchParams)}
        kiosk={kiosk}
        currency={currency}
        noResultShelf={recommendations}
        content={content}
      />
    </>
  );
}
