import { TrackSearch } from '@/lib/analytics/TrackSearch';
import type { ListingPageData } from '@/lib/data/listing';
import { ListingScreen } from './ListingScreen';

/** A search or category listing page, from the data `listingPage` loaded for its URL. */
export function ListingPage({ state, listing, layout, kiosk, currency, noResults, content }: ListingPageData) {
  return (
    <>
      {/* Analytics: a search event when the results of a search are shown (spec C7), not when the search failed. */}
      {state.q && !listing.failed ? (
        <TrackSearch term={state.q} results={listing.empty ? 0 : listing.result.pagination.totalResults} />
      ) : null}
      <ListingScreen
        state={state}
        listing={listing}
        layout={layout}
        kiosk={kiosk}
        currency={currency}
        noResults={noResults}
        content={content}
      />
    </>
  );
}
