import 'server-only';
import type { ProductSummary, SearchFacet, SearchFacetValue, SearchResult } from '@bookshop/sdk';
import {
  type CategoryNode,
  categoryHeading,
  categoryPathFromSlug,
  isCorrectedEmpty,
  type SearchState,
  searchStateFromUrl,
  searchStateToUrl,
  visibleFacets,
} from '@bookshop/sdk/rules';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { sanitizeHtml } from '@/lib/content/sanitizeHtml';
import { bookshop } from '../bookshop';
import type { DisplayCurrency } from '../currency/displayCurrency';
import { visitorCurrency } from '../currency/visitorCurrency';
import { isKiosk } from '../kiosk/isKiosk';
import { activeFilterCount, layoutFrom, listingRedirectHref, queryString } from '../listing/listingUrl';
import { searchTracking } from '../search/searchTracking';
import { structuredDataContext } from '../seo/request';
import { contentCache } from './contentCache';
import { withFallback } from './fallback';
import { type ListingContent, loadListingContent } from './listingContent';
import { popularSearchPhrases } from './popularSearches';
import { noResultProducts, type Shelf, searchCards, searchWithStock } from './products';

/** One entry of the category navigation: a link to a category page, with its count. */
export interface CategoryLink {
  label: string;
  path: string[];
  count: number;
  current: boolean;
}

/** The category navigation (depth 3): the current category's ancestors, itself, and its children. */
export interface CategoryTree {
  lineage: CategoryLink[];
  children: CategoryLink[];
}

export interface Listing {
  result: SearchResult;
  products: ProductSummary[];
  /** Facets a shopper may use (no price books, no hierarchy: the tree shows that). */
  facets: SearchFacet[];
  tree: CategoryTree;
  /** The current category as the SDK's rules take it (breadcrumbs, quick links), when on a category page. */
  category: CategoryNode | null;
  /** The heading's name of the current category (underscores as commas). */
  categoryName?: string;
  /** Nothing to show: no results, or a correction of a long query (spec C4). */
  empty: boolean;
  /** The search service failed: the listing is empty for now, which says nothing about whether the category exists. */
  failed: boolean;
  /** A landing page's or campaign's banner from the search service's merchandising (sanitised HTML). */
  campaignBannerHtml?: string;
  /**
   * A landing page's own name (`/search?tag=monthly-specials` is 'Monthly Specials'): the title of the search
   * service's triggered landing-page campaign (`merchandising.triggeredCampaigns`, snap-client's `campaigns`).
   */
  landingPageName?: string;
}

// Category keys and slugs are 'web_' + path segments joined by underscores (the live catalogue's convention, the
// inverse of the SDK's `categoryPathFromSlug`).
const slugOf = (path: string[]) => `web_${path.join('_')}`;
const pathOf = (value: SearchFacetValue) => value.value.split('>').filter(Boolean);
const link = (value: SearchFacetValue, current: boolean): CategoryLink => ({
  label: categoryHeading(value.label),
  path: pathOf(value),
  count: value.count,
  current,
});

/**
 * The category navigation and current category from Searchspring's category hierarchy facet: values already on
 * the active path come first (`history`), the others are the current category's children (the sections at the top).
 */
function categoryFrom(facets: SearchFacet[], wanted: string[] | undefined) {
  const hierarchy = facets.find((facet) => facet.type === 'hierarchy' && facet.field === 'category');
  const values = hierarchy?.values ?? [];
  const wantedKey = (wanted ?? []).join('>').toLowerCase();
  const lineageValues = wantedKey
    ? values.filter(
        (value) => wantedKey === value.value.toLowerCase() || wantedKey.startsWith(`${value.value.toLowerCase()}>`),
      )
    : [];
  const lineage = lineageValues.map((value) => link(value, value.value.toLowerCase() === wantedKey));
  const children = values.filter((value) => !lineageValues.includes(value)).map((value) => link(value, false));
  const current = lineageValues.find((value) => value.value.toLowerCase() === wantedKey);
  if (!current) return { tree: { lineage, children }, category: null };
  const refs = lineageValues.map((value) => ({
    key: slugOf(pathOf(value)),
    slug: slugOf(pathOf(value)),
    name: value.label,
  }));
  const self = refs.at(-1) as CategoryNode;
  const category: CategoryNode = {
    ...self,
    ancestors: [{ key: 'ecom', name: 'All Products', slug: 'ecom' }, ...refs.slice(0, -1)],
  };
  return { tree: { lineage, children }, category, categoryName: categoryHeading(current.label) };
}

/** What a failed search shows: nothing, in the shape of a search result. */
const emptyResult = (state: SearchState): SearchResult => ({
  products: [],
  pagination: {
    currentPage: 1,
    perPage: state.resultsPerPage ?? 30,
    defaultPerPage: 30,
    totalPages: 0,
    totalResults: 0,
    nextPage: 0,
    previousPage: 0,
    begin: 0,
    end: 0,
  },
  sorting: { options: [] },
  facets: [],
  query: {},
  banners: { header: [], banner: [], footer: [], left: [] },
  campaigns: [],
});

/**
 * A listing page's data for a state read from the URL: the search, commerce stock merged into the products by sku,
 * the facets a shopper may see, and the category navigation. A failed search is logged and reads as an empty listing
 * marked `failed` (spec C8).
 */
export async function loadListing(state: SearchState): Promise<Listing> {
  // The search depends on the query alone, with no tracking ids: the page is one copy for every visitor (the front
  // cache), and the browser reports the search with its own ids (`trackListingSearch`). Stock is merged in from the
  // shared stock cache (a minute, refreshed by its tag).
  const found = await withFallback<SearchResult | null>(
    'the search',
    async () => searchWithStock(await withOfferedSort(state)),
    null,
  );
  const failed = found === null;
  const result = found ?? emptyResult(state);
  const corrected = !!state.q && isCorrectedEmpty(state.q, result.query.corrected);
  const empty = corrected || result.pagination.totalResults === 0;
  const products = empty ? [] : await searchCards(result.products);
  const { tree, category, categoryName } = categoryFrom(result.facets, state.category);
  return {
    result,
    products,
    facets: visibleFacets(result.facets).filter((facet) => facet.type !== 'hierarchy'),
    tree,
    category,
    categoryName,
    empty,
    failed,
    // Merchandisers write it as HTML, like a category's description, so it goes through the same sanitiser.
    campaignBannerHtml: result.banners.header.length ? sanitizeHtml(result.banners.header.join('')) : undefined,
    landingPageName: state.tag
      ? result.campaigns.find((campaign) => campaign.type === 'landing-page')?.title || undefined
      : undefined,
  };
}

/** The sort fields the search offers (the site meta), shared by every shopper like content. */
async function offeredSortFields(): Promise<string[]> {
  'use cache';
  contentCache('search-meta');
  return (await bookshop().search.meta()).sortOptions.map((option) => option.field);
}

/**
 * The state with its sort only if the search offers that sort field. The service refuses an unknown field, so a
 * hand-edited `sort.nope=asc` would otherwise empty the page; this way the listing shows in its default order. If
 * the meta cannot be read, the sort is sent as it is.
 */
async function withOfferedSort(state: SearchState): Promise<SearchState> {
  const field = state.sort?.field;
  if (!field) return state;
  const offered = await withFallback('the search meta', offeredSortFields, null);
  return !offered || offered.includes(field) ? state : { ...state, sort: undefined };
}

/**
 * Reports a listing's search to the search service with this browser's tracking ids and the page-load id it minted
 * (spec: the search calls carry user, session and page-load identifiers): the page's own search, shared by every
 * visitor, cannot carry them ("Search tracking ids from the browser", decisions.md). `url` is the listing's search as
 * `searchStateToUrl` writes it; the same search is asked, without a stock lookup, and its answer is not used. An outage
 * throws (the route answers 502; nothing on the page depends on it).
 */
export async function trackListingSearch(url: string, pageLoadId: string): Promise<void> {
  const [state, tracking] = await Promise.all([withOfferedSort(searchStateFromUrl(url)), searchTracking(pageLoadId)]);
  await bookshop().search.search(state, { tracking, stock: false });
}

/** A listing route's search parameters, as the router hands them over. */
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

/** What a listing's preview (title, description, image) reads besides the listing: its content, when on a category. */
export interface ListingPreview {
  /** The listing's state, its category as the search names it. */
  state: SearchState;
  listing: Listing;
  /** The category's description (sanitised HTML), or a landing page's or campaign's banner. */
  descriptionHtml?: string;
  imageUrl?: string;
  imageAlt?: string;
}

/**
 * A listing and the content its metadata shows: the category's description and top banner.
 * Its state names the category by the path the search knows it by (`/category/Bibles` is `/category/bibles`).
 */
export async function listingPreview(state: SearchState): Promise<ListingPreview> {
  const listing = await listingOf(state);
  const slug = listing.category?.slug;
  const known = slug ? categoryPathFromSlug(slug).split('/') : undefined;
  const content =
    listing.category && !state.q && !state.tag ? await loadListingContent(listing.category, 'CATEGORY') : undefined;
  return {
    state: known ? { ...state, category: known } : state,
    listing,
    descriptionHtml: content?.descriptionHtml ?? listing.campaignBannerHtml,
    imageUrl: content?.topBanner?.imageUrl,
    imageAlt: content?.topBanner?.alt,
  };
}

/** Everything a listing page renders, for a search or category URL. */
export interface ListingPageData {
  state: SearchState;
  listing: Listing;
  layout: ReturnType<typeof layoutFrom>;
  kiosk: boolean;
  currency: DisplayCurrency;
  /** What an empty search offers instead (spec C2): popular phrases and the 'no result found' carousel. */
  noResults?: { phrases: string[]; shelf: Shelf };
  content: ListingContent;
  /** The site's address and the page's CSP nonce, for the breadcrumbs' structured data. */
  structuredData: { origin: string; nonce: string | undefined };
}

/**
 * A listing page's data for a search or category URL. A merchandising redirect for a plain search is followed; a
 * category slug in the path goes to the category's path; a category path the catalogue does not know is a 404; a
 * page number past the end goes to the last page.
 */
export async function listingPage(searchParams: SearchParams, categoryPath?: string[]): Promise<ListingPageData> {
  const state = listingState(searchParams, categoryPath);
  // A category slug in the path (`/category/web_bibles_niv`) is read as its path, and so is the legacy `category`
  // parameter (`?category=bibles>niv`, read only where the path names none): the address bar gets that path.
  const legacyCategory = !categoryPath?.length && searchParams.category !== undefined && !!state.category;
  if (legacyCategory || (categoryPath?.length && categoryPath.join('/') !== state.category?.join('/'))) {
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
  const emptySearch = !listing.failed && listing.empty && !!(state.q ?? state.tag) && activeFilterCount(state) === 0;
  const [noResults, content] = await Promise.all([
    emptySearch
      ? Promise.all([popularSearchPhrases(), noResultProducts()]).then(([phrases, shelf]) => ({ phrases, shelf }))
      : undefined,
    state.q || state.tag ? loadListingContent(null, 'SEARCH') : loadListingContent(listing.category, 'CATEGORY'),
  ]);
  const structuredData = await structuredDataContext();
  return { state, listing, layout: layoutFrom(searchParams), kiosk, currency, noResults, content, structuredData };
}
