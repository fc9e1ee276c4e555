import { searchStateToUrl } from '@bookshop/sdk/rules';
import { TrackSearch } from '@/lib/analytics/TrackSearch';
import type { ListingPageData } from '@/lib/data/listing';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbJsonLd';
import { ReportListingSearch } from '@/modules/search/ReportListingSearch';
import { JsonLd } from '@/modules/seo/JsonLd';
import { ListingScreen } from './ListingScreen';
import { listingCrumbs } from './listingCrumbs';

/**
 * A search or category listing page, from the data `listingPage` loaded for its URL, with its breadcrumbs as
 * structured data.
 */
export function ListingPage({
  state,
  listing,
  layout,
  kiosk,
  currency,
  noResults,
  content,
  structuredData: { origin, nonce },
}: ListingPageData) {
  return (
    <>
      {/* Analytics: a search event when the results of a search are shown (spec C7), not when the search failed. */}
      {state.q && !listing.failed ? (
        <TrackSearch term={state.q} results={listing.empty ? 0 : listing.result.pagination.totalResults} />
      ) : null}
      {/* The search service's report of this search, with the browser's tracking ids (the page itself is shared). */}
      {listing.failed ? null : <ReportListingSearch search={searchStateToUrl(state)} />}
      <ListingScreen
        state={state}
        listing={listing}
        layout={layout}
        kiosk={kiosk}
        currency={currency}
        noResults={noResults}
        content={content}
      />
      <JsonLd
        nonce={nonce}
        nodes={[breadcrumbJsonLd(origin, listingCrumbs(state, listing.category, listing.landingPageName))]}
      />
    </>
  );
}
