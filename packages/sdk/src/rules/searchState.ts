import { categoryPathFromSlug } from './categoryPathFromSlug';
import { SEARCH_QUERY_MAX_LENGTH } from './searchQueryMaxLength';

/**
 * The listing page sizes offered (spec C9); the first, {@link DEFAULT_PAGE_SIZE}, is the default.
 *
 * @example
 * ```tsx
 * <select name="resultsPerPage">{PAGE_SIZES.map((size) => <option key={size}>{size}</option>)}</select>
 * ```
 */
export const PAGE_SIZES = [30, 40, 60] as const;
/**
 * The listing page size when the URL names none (spec C9); {@link searchStateToUrl} leaves it out of URLs.
 *
 * @example
 * ```ts
 * searchStateFromUrl('/search?q=grace').resultsPerPage === DEFAULT_PAGE_SIZE; // true
 * ```
 */
export const DEFAULT_PAGE_SIZE = 30;

/**
 * The facet names a listing may filter on, in the order they are written: the only `filter.{facet}` names sent to
 * Searchspring and the only facet parameters kept from a URL (spec C5). Authors, category and price are not in the
 * list because a {@link SearchState} holds them in fields of their own. The spec's list ends with "and others";
 * `rating` to `age_group` are the shop's other browsing facets, and its "price-book fields" are left out because
 * they are staff and business prices, which shoppers never filter on.
 *
 * @example
 * ```ts
 * const shown = result.facets.filter((facet) => SEARCH_FILTER_WHITELIST.includes(facet.field));
 * ```
 */
export const SEARCH_FILTER_WHITELIST: readonly string[] = [
  'format',
  'publisher',
  'publication_date',
  'available',
  'series',
  'themes',
  'rating',
  'language',
  'translation',
  'bible_size',
  'age_group',
];

/** A sort order as Searchspring names it: `sort.{field}={direction}`. */
export interface SearchSort {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * The state of a listing screen (search or category), independent of how it is written in a URL.
 * Facet values are lists because a facet may have several active values; price is in cents.
 * {@link normalizeSearchState} gives the canonical form that {@link searchStateFromUrl} returns.
 */
export interface SearchState {
  /** Search text. */
  q?: string;
  /** A custom landing page (Searchspring's `landing-page`). */
  tag?: string;
  authors?: string[];
  sort?: SearchSort;
  /** One of `PAGE_SIZES` in a normalised state (default 30). */
  resultsPerPage?: number;
  /** 1-based; 1 in a normalised state unless the URL says otherwise. */
  currentPage?: number;
  /** Active facet values by facet field (names of `SEARCH_FILTER_WHITELIST`), e.g. `{ format: ['Hardcover'] }`. */
  filters?: Record<string, string[]>;
  /** Active price range in cents. */
  price?: { low: number; high: number };
  /** Category path segments, e.g. `['bibles', 'niv']`. */
  category?: string[];
}

/** Where a listing URL's category comes from when the router has already split the path. */
export interface SearchStateUrlOptions {
  /** The decoded segments of the `/category/[[...path]]` route, or the path as one 'a/b' string. */
  categoryPath?: string | readonly string[] | null;
}

const CATEGORY_ROUTE = /^\/category(?:\/(.*))?$/;
const PRICE_PARAM = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/;
const WHOLE_NUMBER = /^\d+$/;
// Relative URLs need a base to be parsed; it never leaks into a result.
const PARSE_BASE = 'https://listing.invalid';

// No term, facet value or category holds one (a `%00`, tab or newline pasted into a link), and the search service's
// database refuses NUL; dropping them keeps `?q=a%00b` searching for the "ab" its heading shows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The text without control characters and surrounding white space. */
const clean = (text: string) => text.replace(CONTROL, '').trim();

/** Keeps the first of each value and drops blank ones, in order. */
const valueList = (values: readonly string[] | undefined): string[] => [
  ...new Set((values ?? []).map(clean).filter((value) => value !== '')),
];

/** '.' and '..' would be resolved away by any URL parser, so they cannot name a category. */
const segmentList = (segments: readonly string[] | undefined): string[] =>
  (segments ?? []).map(clean).filter((segment) => segment !== '' && !/^\.\.?$/.test(segment));

const isCents = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * The canonical form of a listing state, the one {@link searchStateFromUrl} returns: text trimmed and without control
 * characters (the query also cut to `SEARCH_QUERY_MAX_LENGTH`), blank and repeated values dropped, only whitelisted facets, a price range in
 * whole non-negative cents with its ends in order (otherwise no price filter), a sort only with a field and 'asc'
 * or 'desc', `resultsPerPage` one of 30/40/60 (else 30) and `currentPage` a positive integer (else 1).
 *
 * @example
 * ```ts
 * normalizeSearchState({ q: '  grace ', filters: { format: ['Hardcover', 'Hardcover'], colour: ['red'] } });
 * // { q: 'grace', filters: { format: ['Hardcover'] }, resultsPerPage: 30, currentPage: 1 }
 * ```
 */
export function normalizeSearchState(state: SearchState): SearchState {
  const normal: SearchState = {};
  // Cutting can leave half of a surrogate pair at the end, which no URL can carry.
  const q = state.q
    ?.replace(CONTROL, '')
    .trim()
    .slice(0, SEARCH_QUERY_MAX_LENGTH)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
  if (q) normal.q = q;
  const tag = state.tag === undefined ? undefined : clean(state.tag);
  if (tag) normal.tag = tag;
  const authors = valueList(state.authors);
  if (authors.length) normal.authors = authors;
  const filters: Record<string, string[]> = {};
  for (const facet of SEARCH_FILTER_WHITELIST) {
    const values = valueList(state.filters?.[facet]);
    if (values.length) filters[facet] = values;
  }
  if (Object.keys(filters).length) normal.filters = filters;
  if (state.price) {
    const low = Math.round(state.price.low);
    const high = Math.round(state.price.high);
    if (isCents(low) && isCents(high)) normal.price = { low: Math.min(low, high), high: Math.max(low, high) };
  }
  const field = state.sort === undefined ? undefined : clean(state.sort.field);
  if (field && (state.sort?.direction === 'asc' || state.sort?.direction === 'desc')) {
    normal.sort = { field, direction: state.sort.direction };
  }
  // A category slug where a path belongs (`/category/web_bibles_niv`) names the path 'bibles/niv' (spec C2).
  const category = segmentList(
    segmentList(state.category).flatMap((segment) =>
      segment.startsWith('web_') ? categoryPathFromSlug(segment).split('/') : [segment],
    ),
  );
  if (category.length) normal.category = category;
  normal.resultsPerPage = (PAGE_SIZES as readonly number[]).includes(state.resultsPerPage ?? Number.NaN)
    ? state.resultsPerPage
    : DEFAULT_PAGE_SIZE;
  const page = state.currentPage ?? 1;
  normal.currentPage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  return normal;
}

function sortFrom(params: URLSearchParams): SearchSort | undefined {
  for (const [name, value] of params) {
    const direction = value.trim().toLowerCase();
    const field = name.slice('sort.'.length).trim();
    if (name.startsWith('sort.') && field && (direction === 'asc' || direction === 'desc')) return { field, direction };
  }
  return undefined;
}

function priceFrom(text: string | null): SearchState['price'] {
  const match = PRICE_PARAM.exec(text?.trim() ?? '');
  if (!match) return undefined;
  return { low: Math.round(Number(match[1]) * 100), high: Math.round(Number(match[2]) * 100) };
}

function wholeNumberFrom(text: string | null): number | undefined {
  return text !== null && WHOLE_NUMBER.test(text.trim()) ? Number(text) : undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is still the best name the URL gives for that segment.
    return segment;
  }
}

function categoryFrom(url: URL, categoryPath: SearchStateUrlOptions['categoryPath']): string[] | undefined {
  const fromRouter = typeof categoryPath === 'string' ? categoryPath.split('/') : categoryPath;
  const fromPath = CATEGORY_ROUTE.exec(url.pathname)?.[1]?.split('/').map(decodeSegment);
  const fromLegacyParam = url.searchParams.get('category')?.split('>');
  return [fromRouter, fromPath, fromLegacyParam].map((path) => segmentList(path ?? [])).find((path) => path.length);
}

/**
 * Reads a listing state from a listing URL (spec C2, C5): `q`, `tag`, `authors` (repeated), `sort.{field}=asc|desc`,
 * `resultsPerPage` (30, 40 or 60, default 30), `currentPage`, one repeated parameter per whitelisted facet,
 * `price=low-high` in dollars, and the category. The category comes from the router's `categoryPath` when given,
 * else from a `/category/…` path, else from the legacy `category` parameter ('>'-separated), the first that names
 * one. Anything else in the URL is dropped, and the result is {@link normalizeSearchState normalised}.
 *
 * @example
 * ```ts
 * searchStateFromUrl('/category/bibles/niv?format=Hardcover&sort.price=asc&price=10-50&utm_source=mail');
 * // { category: ['bibles', 'niv'], filters: { format: ['Hardcover'] }, sort: { field: 'price', direction: 'asc' },
 * //   price: { low: 1000, high: 5000 }, resultsPerPage: 30, currentPage: 1 }
 * ```
 */
export function searchStateFromUrl(url: string | URL, { categoryPath }: SearchStateUrlOptions = {}): SearchState {
  const parsed = new URL(url, PARSE_BASE);
  const params = parsed.searchParams;
  return normalizeSearchState({
    q: params.get('q') ?? undefined,
    tag: params.get('tag') ?? undefined,
    authors: params.getAll('authors'),
    sort: sortFrom(params),
    resultsPerPage: wholeNumberFrom(params.get('resultsPerPage')),
    currentPage: wholeNumberFrom(params.get('currentPage')),
    filters: Object.fromEntries(SEARCH_FILTER_WHITELIST.map((facet) => [facet, params.getAll(facet)])),
    price: priceFrom(params.get('price')),
    category: categoryFrom(parsed, categoryPath),
  });
}

/**
 * Writes a listing state as a relative URL, the inverse of {@link searchStateFromUrl}: `/category/{segments}` when
 * the state has a category (a search inside a category stays on the category page), `/search` otherwise. The
 * parameters come in a fixed order and defaults (30 per page, page 1) are left out, so one state has exactly one
 * URL, which keeps shared links, caches and search engines agreeing. The legacy `category` parameter is read but
 * never written.
 *
 * @example
 * ```ts
 * searchStateToUrl({ q: 'grace', authors: ['Max Lucado'], sort: { field: 'rating', direction: 'desc' }, currentPage: 2 });
 * // '/search?q=grace&authors=Max+Lucado&sort.rating=desc&currentPage=2'
 * ```
 */
export function searchStateToUrl(state: SearchState): string {
  const normal = normalizeSearchState(state);
  const params = new URLSearchParams();
  if (normal.q) params.set('q', normal.q);
  if (normal.tag) params.set('tag', normal.tag);
  for (const author of normal.authors ?? []) params.append('authors', author);
  for (const [facet, values] of Object.entries(normal.filters ?? {})) {
    for (const value of values) params.append(facet, value);
  }
  if (normal.price) params.set('price', `${normal.price.low / 100}-${normal.price.high / 100}`);
  if (normal.sort) params.set(`sort.${normal.sort.field}`, normal.sort.direction);
  if (normal.resultsPerPage !== DEFAULT_PAGE_SIZE) params.set('resultsPerPage', String(normal.resultsPerPage));
  if (normal.currentPage !== 1) params.set('currentPage', String(normal.currentPage));
  const path = normal.category ? `/category/${normal.category.map(encodeURIComponent).join('/')}` : '/search';
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
