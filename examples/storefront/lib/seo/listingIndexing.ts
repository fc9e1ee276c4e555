import { DEFAULT_PAGE_SIZE, normalizeSearchState, type SearchState, searchStateToUrl } from '@bookshop/sdk/rules';

/** How search engines should treat one listing URL. */
export interface ListingIndexing {
  /** The canonical path: the listing itself, on its page when only the page differs. */
  canonical: string;
  /** `noindex, follow`: a facet, sort, page-size or layout permutation, or an empty listing. */
  noindex: boolean;
}

/**
 * What a listing is a listing of: its category, its search text or landing page, or, outside a category and
 * without text, its authors (a product page's author link, `/search?authors=…`, is that author's titles).
 */
export function listingIdentity(state: SearchState): SearchState {
  const { category, q, tag, authors } = normalizeSearchState(state);
  const identity: SearchState = {};
  if (category) identity.category = category;
  if (q) identity.q = q;
  if (tag) identity.tag = tag;
  if (!category && !q && !tag && authors) identity.authors = authors;
  return identity;
}

/** Whether a state narrows, sorts, resizes or re-lays its listing, beyond paging through it. */
function isPermutation(state: SearchState, layout: 'grid' | 'list'): boolean {
  const normal = normalizeSearchState(state);
  const identity = listingIdentity(state);
  return (
    layout === 'list' ||
    !!normal.filters ||
    !!normal.price ||
    !!normal.sort ||
    normal.resultsPerPage !== DEFAULT_PAGE_SIZE ||
    (normal.authors?.length ?? 0) !== (identity.authors?.length ?? 0)
  );
}

/**
 * The canonical URL and indexing of a listing (category or search): a listing with only paging keeps its page; a
 * facet, price, sort, page-size or layout permutation points to the unfiltered listing and is `noindex, follow`, so
 * crawlers still follow its product links; an empty listing is `noindex, follow` too. The listing of everything is
 * `/category` (a bare `/search` shows the same products).
 *
 * @example
 * ```ts
 * listingIndexing({ category: ['bibles', 'niv'], filters: { format: ['Hardcover'] }, currentPage: 2 });
 * // { canonical: '/category/bibles/niv', noindex: true }
 * ```
 */
export function listingIndexing(
  state: SearchState,
  { layout = 'grid', empty = false }: { layout?: 'grid' | 'list'; empty?: boolean } = {},
): ListingIndexing {
  const permuted = isPermutation(state, layout);
  const identity = listingIdentity(state);
  const page = normalizeSearchState(state).currentPage ?? 1;
  const url = searchStateToUrl(permuted ? identity : { ...identity, currentPage: page });
  const canonical =
    url === '/search' || url.startsWith('/search?currentPage=') ? url.replace('/search', '/category') : url;
  return { canonical, noindex: permuted || empty };
}
