import { Accordion, type ListingLayout } from '@bookshop/react';
import { quickLinks, type SearchState } from '@bookshop/sdk/rules';
import type { DisplayCurrency } from '@/lib/currency/displayCurrency';
import type { Listing, ListingPageData } from '@/lib/data/listing';
import type { ContentImageLink, ListingContent } from '@/lib/data/listingContent';
import { activeFilterCount, listingHref } from '@/lib/listing/listingUrl';
import { CurrencyRateNotice } from '@/modules/currency/CurrencyRateNotice';
import { ProductActions } from '@/modules/products/ProductActions';
import { PRIORITY_CARDS, ProductCard } from '@/modules/products/ProductCard';
import { Breadcrumbs } from '@/modules/ui/Breadcrumbs';
import { imageLoading } from '@/modules/ui/imageLoading';
import { CategoryNav } from './CategoryNav';
import { FacetFilters } from './FacetFilters';
import { FilterDrawer } from './FilterDrawer';
import { ListingBusy, ListingNavigation } from './ListingNavigation';
import { ListingPagination } from './ListingPagination';
import styles from './ListingScreen.module.css';
import { ListingToolbar } from './ListingToolbar';
import { listingCrumbs } from './listingCrumbs';
import { LISTING_HEADING_ID, listingHeading, searchedFor, segmentHeading } from './listingHeading';
import { NoResults } from './NoResults';
import readMore from './ReadMore.module.css';

const NEW_TAB_HINT_ID = 'quick-links-new-tab';

export interface ListingScreenProps {
  state: SearchState;
  listing: Listing;
  layout: ListingLayout;
  kiosk: boolean;
  /** The currency the products' prices are shown in. */
  currency: DisplayCurrency;
  /** What an empty search offers instead: popular phrases and the 'no result found' carousel. */
  noResults?: ListingPageData['noResults'];
  /** Banners, ad slots and the description from the content service (category pages). */
  content?: ListingContent;
}

function ImageLink({
  item,
  className,
  width,
  height,
  priority = false,
}: {
  item?: ContentImageLink;
  className?: string;
  width: number;
  height: number;
  /** The top banner leads the page on every width: it is the largest paint, so it loads at once. */
  priority?: boolean;
}) {
  if (!item) return null;
  return (
    <a href={item.href} className={className}>
      {/* biome-ignore lint/performance/noImgElement: content assets come from the content service, not Next's loader */}
      <img src={item.imageUrl} alt={item.alt} width={width} height={height} {...imageLoading(priority)} />
    </a>
  );
}

const number = (count: number) => count.toLocaleString('en-AU');
const plural = (count: number) => `${number(count)} ${count === 1 ? 'result' : 'results'}`;

/**
 * The one listing screen of search and category pages (spec C2), rendered on the server from the URL's state:
 * breadcrumbs, heading and count, quick links, the category navigation and filters (a drawer on mobile), the sort
 * and layout bar, the products as a grid or list, pagination, and the empty states.
 */
export function ListingScreen({
  state,
  listing,
  layout,
  kiosk,
  currency,
  noResults,
  content = { ads: {} },
}: ListingScreenProps) {
  const { result, products, facets, tree, category, empty, failed } = listing;
  const lastSegment = state.category?.at(-1);
  const categoryName = listing.categoryName ?? (lastSegment ? segmentHeading(lastSegment) : undefined);
  const { pagination } = result;
  const term = state.q ?? state.tag;
  const searched = searchedFor(state, !!category);
  const heading = listingHeading(state, !!category, listing.landingPageName) ?? categoryName ?? 'All products';
  const crumbs = listingCrumbs(state, category, listing.landingPageName);
  const links = category && !term ? quickLinks(category) : [];
  const filtered = activeFilterCount(state) > 0;
  return (
    <div className={styles.screen}>
      <ImageLink item={content.topBanner} className={styles.topBanner} width={1440} height={240} priority />
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <h1 id={LISTING_HEADING_ID} className={styles.heading} tabIndex={-1}>
          {heading}
        </h1>
        {/* Always there and polite, so a new count (a filter, a sort, a page size) is read out as it arrives. */}
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {!empty ? (
            <>
              <span className={styles.total}>{plural(pagination.totalResults)}</span>
              <span className={styles.range}>
                {number(pagination.begin)}-{number(pagination.end)} of {number(pagination.totalResults)}
              </span>
            </>
          ) : null}
        </p>
        <CurrencyRateNotice className={styles.currency} />
      </header>
      {listing.campaignBannerHtml ? (
        // The merchandisers' words for a landing page or campaign, under the heading they belong to.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify in loadListing
        <div className={styles.campaignBanner} dangerouslySetInnerHTML={{ __html: listing.campaignBannerHtml }} />
      ) : null}
      {links.length ? (
        <nav aria-label="Quick links" className={styles.quickLinks}>
          <ul data-count={links.length}>
            {links.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  {...(link.newTab ? { target: '_blank', rel: 'noopener', 'aria-describedby': NEW_TAB_HINT_ID } : {})}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          {/* A description, not part of the name, so the link is named by its label alone ('Bible Print Sizes'). */}
          {links.some((link) => link.newTab) ? (
            <span id={NEW_TAB_HINT_ID} hidden>
              Opens in a new tab
            </span>
          ) : null}
        </nav>
      ) : null}
      {failed ? (
        <div className={styles.empty} role="alert">
          <p>Sorry, products could not be loaded just now. Please try again in a moment.</p>
          <a href={listingHref(state, layout)}>Try again</a>
        </div>
      ) : empty && term && !filtered ? (
        <NoResults term={term} phrases={noResults?.phrases ?? []} shelf={noResults?.shelf} kiosk={kiosk} />
      ) : (
        <ListingNavigation state={state} layout={layout}>
          <div className={styles.layout}>
            <FilterDrawer activeCount={activeFilterCount(state)}>
              <CategoryNav tree={tree} state={state} layout={layout} />
              <FacetFilters facets={facets} currency={currency} />
              <ImageLink item={content.sideBanner} className={styles.sideBanner} width={300} height={600} />
              {content.ads.upper || content.ads.lower ? (
                <aside aria-label="Advertisements" className={styles.ads}>
                  <ImageLink item={content.ads.upper} className={styles.ad} width={300} height={250} />
                  <ImageLink item={content.ads.lower} className={styles.ad} width={300} height={250} />
                </aside>
              ) : null}
            </FilterDrawer>
            <section className={styles.results} aria-label="Products">
              <ListingToolbar sortOptions={result.sorting.options} />
              <ListingBusy className={styles.busy} statusClassName={styles.loading}>
                {/* The status stays mounted across the listing's changes, so a filter that empties the page is read
                    out; a status added with its text already in it often is not. */}
                <div className={empty ? styles.empty : styles.status}>
                  <p role="status">
                    {empty ? `Search was unable to find any results for "${searched ?? categoryName ?? ''}".` : ''}
                  </p>
                  {/* With no results there are no facets to untick, so the filters that emptied the page go here. */}
                  {empty && (state.filters || state.price) ? (
                    <a href={listingHref({ ...state, filters: undefined, price: undefined, currentPage: 1 }, layout)}>
                      Clear all filters
                    </a>
                  ) : null}
                </div>
                {empty ? null : (
                  <ProductActions list={searched ? 'Search results' : (categoryName ?? 'All products')}>
                    <ul className={styles.products} data-layout={layout}>
                      {products.map((product, index) => (
                        <li key={product.id} data-sku={product.sku} data-position={pagination.begin + index}>
                          <ProductCard
                            product={product}
                            view={layout}
                            kiosk={kiosk}
                            priority={index < PRIORITY_CARDS}
                          />
                        </li>
                      ))}
                    </ul>
                  </ProductActions>
                )}
              </ListingBusy>
              <ListingPagination current={pagination.currentPage} total={pagination.totalPages} />
              {content.descriptionHtml ? (
                <Accordion
                  aria-label={`About ${categoryName ?? 'this category'}`}
                  className={readMore.readMore}
                  classNames={{ body: readMore.body, toggle: readMore.toggle }}
                >
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify in loadListingContent */}
                  <div dangerouslySetInnerHTML={{ __html: content.descriptionHtml }} />
                </Accordion>
              ) : null}
            </section>
          </div>
        </ListingNavigation>
      )}
    </div>
  );
}
