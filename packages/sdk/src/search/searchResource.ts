import type { BookshopConfig } from '../config';
import type { ContentSearchResult } from '../content/contentResource';
import { BookshopError } from '../errors';
import { NO_RESULT_PROFILE } from '../rules/carouselSource';
import { dropAutocompleteProducts } from '../rules/dropAutocompleteProducts';
import type { SearchState } from '../rules/searchState';
import type { Http, NoInput, RequestOptions } from '../transport/http';
import { parseWire } from '../transport/wire';
import { toSearchProduct, toSearchResult } from './mapSearchResponse';
import { createRecommendProfile, type RecommendProfile } from './recommendProfile';
import {
  AUTOCOMPLETE_PAGE_SIZE,
  type BackgroundFilters,
  searchspringParams,
  withBackgroundFilters,
} from './searchspringParams';
import { type SearchspringOptions, withProductSearchParams } from './searchspringTracking';
import { type WireResult, wireRecommendResponse, wireSearchResponse, wireSuggestResponse } from './searchspringWire';
import type { SearchProduct, SearchResult } from './searchTypes';
import { createSiteMeta, type SearchMeta } from './siteMeta';
import { createTrending, type TrendingQuery } from './trending';

/** A collection lookup's page size unless a limit is given (spec C9: the category page size fallback). */
const COLLECTION_PAGE_SIZE = 200;
/** The most products the search service serves on one page (`resultsPerPage`). */
const SEARCH_PAGE_MAX = 100;
/** Recommendation limits (spec C9): the default, and for the 'no result found' profile. */
const RECOMMENDATION_LIMIT = 100;
const NO_RESULT_RECOMMENDATION_LIMIT = 200;
/** What an autocomplete asks for unless told otherwise: everything the box shows. */
const AUTOCOMPLETE_PARTS: readonly AutocompletePart[] = ['products', 'content', 'suggestions'];
/** Suggestions asked of suggest/query: the official client's default `suggestionCount`. */
const SUGGESTION_COUNT = 5;

/** What the search box shows while typing: the spec's autocomplete result (productResults, contentResults, suggestions). */
export interface AutocompleteResult {
  /** Up to 5 products; none for an ISBN-like query the service had to correct. */
  productResults: SearchProduct[];
  /** Blog and author pages from the content feed (help-centre articles are left out). */
  contentResults: ContentSearchResult[];
  /** Queries to offer instead: the correction first, then completions. */
  suggestions: string[];
  query: { original?: string; corrected?: string };
  redirect?: string;
}

/** Per-call options of a listing search. */
export interface SearchOptions extends SearchspringOptions {
  /** The shop's own filters, applied before the shopper's and never shown as theirs (`bgfilter.{field}`). */
  backgroundFilters?: BackgroundFilters;
  /**
   * Merge commerce's stock into the products by sku (one request, after the results; spec C4). On by default when
   * commerce is configured; a failed stock request is logged and the search's own availability kept. A function
   * merges in place of `catalog.withStock`: an app's cached call of it, shared by every shopper with the same results
   * (the search itself, carrying the shopper's tracking ids, is never shared).
   */
  stock?: boolean | StockMerge;
}

/** Merges commerce's stock into search products, as `catalog.withStock` does (e.g. the app's cached call of it). */
export type StockMerge = (products: SearchProduct[], options: RequestOptions) => Promise<SearchProduct[]>;

/** The three parts of an autocomplete answer, each its own request. */
export type AutocompletePart = 'products' | 'content' | 'suggestions';

/** Per-call options of the search box's suggestions: its product search takes the listing's background filters. */
export type AutocompleteOptions = SearchspringOptions &
  Pick<SearchOptions, 'backgroundFilters'> & {
    /**
     * The parts to ask for (default all three). A part left out is not requested and comes back empty: an app that
     * keeps the parts that are the same for every shopper (content pages, suggested queries) in its own cache asks
     * only for the products, which carry the shopper's tracking ids.
     */
    parts?: readonly AutocompletePart[];
  };

/** What the search resource borrows from the content and catalog resources. */
export interface SearchDependencies {
  contentSearch(query: string, options?: RequestOptions): Promise<ContentSearchResult[]>;
  withStock<T extends SearchProduct>(products: T[], options?: RequestOptions): Promise<T[]>;
}

/** Query suggestions: the corrected query, if any, and completions to offer. */
export interface Suggestions {
  corrected?: string;
  suggestions: string[];
}

/** A recommendation request (Searchspring's `recommend`): profile tags plus the context they use. */
export interface RecommendInput {
  /** Profile tags, e.g. `['view-cart']` or `['no result found']`. */
  tags: string[];
  /** The product being viewed (sku). */
  product?: string;
  shopper?: string;
  /** Skus in the basket. */
  cart?: string[];
  /** Recently viewed skus, oldest first (the service wants the most recent first; the SDK reverses them). */
  lastViewed?: string[];
  categories?: string[];
  /**
   * @deprecated Not sent: the current `POST /v1/recommend` has no seed (only the older `GET /boost/{siteId}/recommend`
   * took one). Kept so existing callers compile.
   */
  seed?: string;
  /** Products per profile; 100 by default, 200 for the 'no result found' profile. */
  limits?: number[];
}

export interface Recommendation {
  tag: string;
  products: SearchProduct[];
}

/** Search and merchandising calls (Searchspring). */
export interface SearchResource {
  /**
   * Runs a listing search (`GET /api/search/search.json`, native format) for a listing state, one request each call:
   * keeping answers is the app's (one with its tracking ids is that shopper's alone). Commerce's stock is then merged
   * in by sku in one request (`stock: false` skips it).
   *
   * @example
   * ```ts
   * const { products, pagination } = await bookshop.search.search({ q: 'grace', resultsPerPage: 30 });
   * products[0]?.availabilityInfo; // { isOnStock: true, availableQuantity: 12 }
   * ```
   */
  search(state: SearchState, options?: SearchOptions): Promise<SearchResult>;
  /**
   * What the search box shows for a query, from three requests made together: 5 products
   * (`/api/search/autocomplete.json`; dropped for an ISBN-like query the service had to correct, spec C5), blog and
   * author pages from the content feed, and suggested queries. A part that fails is logged and comes back empty;
   * only when every part asked for fails is the first one's error thrown. `parts` asks for fewer.
   *
   * @example
   * ```ts
   * const { productResults, contentResults, suggestions } = await bookshop.search.autocomplete('psal');
   * // Only the shopper's products (content and suggestions kept elsewhere, the same for everyone):
   * const { productResults: mine } = await bookshop.search.autocomplete('psal', { parts: ['products'], tracking });
   * ```
   */
  autocomplete(query: string, options?: AutocompleteOptions): Promise<AutocompleteResult>;
  /**
   * Query completions and the corrected query (`/api/suggest/query`).
   *
   * @example
   * ```ts
   * const { suggestions } = await bookshop.search.suggest('bibl');
   * ```
   */
  suggest(query: string, options?: SearchspringOptions): Promise<Suggestions>;
  /**
   * Recommendations per profile, from Searchspring's current `POST /v1/recommend` (one profile entry per tag, in order).
   *
   * @example
   * ```ts
   * const [forCart] = await bookshop.search.recommend({ tags: ['view-cart'], cart: ['9780310448655'] });
   * ```
   */
  recommend(input: RecommendInput, options?: SearchspringOptions): Promise<Recommendation[]>;
  /**
   * The products of one facet value, for a carousel (e.g. a series or a category path `bibles>niv`); 200 (the
   * spec's page size for collection lookups) unless a limit is given. The search service serves at most 100 a page,
   * so a larger limit is read as several pages, at once, and answered as one.
   *
   * @example
   * ```ts
   * const { products } = await bookshop.search.collection('series', 'The Chronicles of Narnia');
   * ```
   */
  collection(facet: string, value: string, options?: SearchOptions & { limit?: number }): Promise<SearchResult>;
  /**
   * How the site's search is set up (`/api/meta/meta.json`): sort options, facets in display order with their
   * display settings, and the default page size.
   *
   * @example
   * ```ts
   * const { sortOptions, defaultPageSize } = await bookshop.search.meta();
   * ```
   */
  meta(input?: NoInput, options?: SearchspringOptions): Promise<SearchMeta>;
  /**
   * The phrases shoppers search for most (`/api/suggest/trending`), most popular first; `limit` of them (1–100).
   *
   * @example
   * ```ts
   * const phrases = (await bookshop.search.trending({ limit: 6 })).map((trend) => trend.query);
   * ```
   */
  trending(input?: { limit?: number }, options?: SearchspringOptions): Promise<TrendingQuery[]>;
  /**
   * How one recommendation profile is shown (`/api/personalized-recommendations/profile.json`): placement,
   * threshold and the carousel's title.
   *
   * @example
   * ```ts
   * const { title } = await bookshop.search.recommendProfile('view-cart');
   * ```
   */
  recommendProfile(tag: string, options?: SearchspringOptions): Promise<RecommendProfile>;
}

export function createSearchResource(config: BookshopConfig, http: Http, borrowed: SearchDependencies): SearchResource {
  const service = () => {
    if (!config.searchspring) throw new BookshopError('The searchspring service is not configured');
    return config.searchspring;
  };
  // Tracking ids travel in the query of product searches only (withProductSearchParams), never as headers.
  const get = (path: string, query: URLSearchParams, { tracking: _tracking, ...options }: SearchspringOptions) => {
    const { baseUrl, siteId } = service();
    query.set('siteId', siteId);
    return http(`${baseUrl}${path}`, { ...options, query });
  };
  const searchResult = (body: unknown) =>
    toSearchResult(parseWire(wireSearchResponse, body, 'Searchspring'), config.currencyCode);
  const autocompleteProducts = async (
    text: string,
    { backgroundFilters, tracking, ...options }: AutocompleteOptions,
  ) => {
    // As the official client's autocomplete asks: the full answer even when a redirect is triggered.
    const query = new URLSearchParams({
      q: text,
      resultsPerPage: String(AUTOCOMPLETE_PAGE_SIZE),
      redirectResponse: 'full',
    });
    withProductSearchParams(withBackgroundFilters(query, backgroundFilters), tracking);
    const result = searchResult(await get('/api/search/autocomplete.json', query, options));
    return {
      productResults: dropAutocompleteProducts(text, result.query.corrected) ? [] : result.products,
      query: result.query,
      redirect: result.redirect,
    };
  };
  const resource: SearchResource = {
    meta: createSiteMeta(get),
    trending: createTrending(get),
    recommendProfile: createRecommendProfile(get),
    async search(state, { stock = true, backgroundFilters, tracking, ...options } = {}) {
      const query = withProductSearchParams(
        withBackgroundFilters(searchspringParams(state), backgroundFilters),
        tracking,
      );
      const result = searchResult(await get('/api/search/search.json', query, options));
      if (!stock || !config.commercetools || result.products.length === 0) return result;
      try {
        // The tracking ids are Searchspring's: commerce gets the caller's signal and headers only.
        const merge = typeof stock === 'function' ? stock : borrowed.withStock;
        return { ...result, products: await merge(result.products, options) };
      } catch (error) {
        if (options.signal?.aborted) throw error;
        config.logger.warn('Stock could not be merged into the search results', error);
        return result;
      }
    },
    async autocomplete(text, { backgroundFilters, tracking, parts = AUTOCOMPLETE_PARTS, ...options } = {}) {
      const asked = <T>(part: AutocompletePart, load: () => Promise<T>, empty: T) =>
        parts.includes(part) ? load() : Promise.resolve(empty);
      const [products, content, suggestions] = await Promise.allSettled([
        asked('products', () => autocompleteProducts(text, { ...options, backgroundFilters, tracking }), {
          productResults: [] as SearchProduct[],
          query: {},
          redirect: undefined as string | undefined,
        }),
        asked('content', () => borrowed.contentSearch(text, options), [] as ContentSearchResult[]),
        asked('suggestions', () => resource.suggest(text, options), { suggestions: [] } as Suggestions),
      ]);
      // A box that has moved on to another query wants none of this, and an abort is no failure to log.
      options.signal?.throwIfAborted();
      // Only when every part asked for failed is there nothing to show: the first one's error is thrown.
      const failures = [products, content, suggestions].filter((part) => part.status === 'rejected');
      if (parts.length && failures.length === new Set(parts).size) throw failures[0]?.reason;
      const settled = <T>(part: PromiseSettledResult<T>, name: string, empty: T): T => {
        if (part.status === 'fulfilled') return part.value;
        config.logger.error(`Autocomplete ${name} failed`, part.reason);
        return empty;
      };
      const found = settled(products, 'products', { productResults: [], query: {}, redirect: undefined });
      return {
        ...found,
        contentResults: settled(content, 'content', []),
        suggestions: settled(suggestions, 'suggestions', { suggestions: [] }).suggestions,
      };
    },
    async suggest(text, options = {}) {
      // As the official client asks: `query` (not `q`), English, five suggestions, spelling corrected.
      const body = await get(
        '/api/suggest/query',
        new URLSearchParams({ language: 'en', query: text, suggestionCount: String(SUGGESTION_COUNT) }),
        options,
      );
      const wire = parseWire(wireSuggestResponse, body, 'Searchspring suggest');
      const candidates = [
        wire.suggested?.text,
        ...(wire.suggested?.completed ?? []).map((completion) => completion.query ?? completion.token),
        ...wire.alternatives.map((alternative) => alternative.text),
      ];
      const seen = new Set([text.trim().toLowerCase()]);
      const suggestions = candidates.filter((candidate): candidate is string => {
        const key = candidate?.trim().toLowerCase();
        if (!key || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return { corrected: wire['corrected-query'] || undefined, suggestions };
    },
    async recommend(input, { tracking: _tracking, ...options } = {}) {
      const { baseUrl, recommendUrl, siteId } = service();
      const limits =
        input.limits ??
        input.tags.map((tag) => (tag === NO_RESULT_PROFILE ? NO_RESULT_RECOMMENDATION_LIMIT : RECOMMENDATION_LIMIT));
      // The body Searchspring's own client posts (snap-client `RecommendAPI.batchRecommendations`), in its key order.
      const request = {
        profiles: input.tags.map((tag, index) => ({
          tag,
          ...(input.categories?.length ? { categories: input.categories } : {}),
          limit: limits[index] ?? limits[0] ?? RECOMMENDATION_LIMIT,
        })),
        siteId,
        ...(input.product ? { products: [input.product] } : {}),
        ...(input.cart?.length ? { cart: input.cart } : {}),
        ...(input.lastViewed?.length ? { lastViewed: [...input.lastViewed].reverse() } : {}),
        ...(input.shopper ? { shopper: input.shopper } : {}),
        beacon: true,
      };
      // text/plain, as the official client sends it: a "simple" request, so a browser sends no CORS preflight.
      const body = await http(`${recommendUrl ?? baseUrl}/v1/recommend`, {
        ...options,
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...options.headers },
        body: request,
      });
      return parseWire(wireRecommendResponse, body, 'Searchspring recommend').map((profile) => ({
        tag: profile.profile.tag,
        // A record's reader takes numbers and missing fields as search.json's strings and nulls.
        products: profile.results.map(({ id, mappings: { core } }) =>
          toSearchProduct({ id, ...core } as WireResult, config.currencyCode),
        ),
      }));
    },
    async collection(facet, value, { limit = COLLECTION_PAGE_SIZE, ...options } = {}) {
      const state: SearchState =
        facet === 'category' ? { category: value.split('>') } : { filters: { [facet]: [value] } };
      // The search service serves at most SEARCH_PAGE_MAX a page: a larger collection is read page by page.
      const perPage = Math.min(limit, SEARCH_PAGE_MAX);
      const page = (currentPage: number) =>
        resource.search({ ...state, resultsPerPage: perPage, currentPage }, options);
      const first = await page(1);
      const pages = Math.min(Math.ceil(limit / perPage), first.pagination.totalPages);
      if (pages <= 1) return first;
      const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => page(index + 2)));
      const products = [first, ...rest].flatMap((result) => result.products).slice(0, limit);
      return {
        ...first,
        products,
        pagination: {
          ...first.pagination,
          perPage: limit,
          totalPages: Math.ceil(first.pagination.totalResults / limit),
          end: products.length,
        },
      };
    },
  };
  return resource;
}
