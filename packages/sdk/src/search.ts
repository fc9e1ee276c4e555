/**
 * `@bookshop/sdk/search`: the search client alone (Searchspring: search, autocomplete, suggestions, recommendations,
 * trending, site meta), for an app that only searches. It brings the configuration check and the HTTP transport,
 * nothing of commerce, content or the shop's back end, so it costs what the official search client does
 * (`size-budget.json`: ≤ 7.6 kB gz). An app that also sells imports `@bookshop/sdk/commerce` or `@bookshop/sdk`.
 *
 * @example
 * ```ts
 * import { createSearch } from '@bookshop/sdk/search';
 *
 * const search = createSearch({ searchspring: { baseUrl: 'https://abc123.a.searchspring.io', siteId: 'abc123' } });
 * const { products, pagination } = await search.search({ q: 'psalms' });
 * ```
 *
 * @module search
 */
import { type BookshopConfigInput, type BookshopDependencies, resolveConfig } from './config';
import { createSearchResource, type SearchDependencies, type SearchResource } from './search/searchResource';
import { createHttp } from './transport/http';

export type { BookshopConfigInput, BookshopDependencies, Logger } from './config';
export {
  BookshopError,
  type GraphQLErrorEntry,
  HttpError,
  ValidationError,
  type ValidationIssue,
} from './errors';
export type { RecommendProfile } from './search/recommendProfile';
export type {
  AutocompleteOptions,
  AutocompletePart,
  AutocompleteResult,
  Recommendation,
  RecommendInput,
  SearchDependencies,
  SearchOptions,
  SearchResource,
  StockMerge,
  Suggestions,
} from './search/searchResource';
export type { BackgroundFilters } from './search/searchspringParams';
export type { SearchspringOptions, SearchspringTracking } from './search/searchspringTracking';
export type {
  MerchandisingBanners,
  Money,
  Price,
  SearchFacet,
  SearchFacetValue,
  SearchPagination,
  SearchProduct,
  SearchResult,
  SortOption,
} from './search/searchTypes';
export type { MetaFacet, SearchMeta } from './search/siteMeta';
export type { TrendingQuery } from './search/trending';
export type { NoInput, RequestOptions } from './transport/http';

/**
 * Creates the search client alone: the same client as `createBookshop(config).search`, configured by the same
 * object (only its `searchspring` section is used), and validated once, here.
 *
 * Alone it has nobody to borrow from, so by default the search box's suggestions carry no blog or author results
 * and search results keep the search feed's stock. Pass what the full client would lend: `withStock` from a
 * commerce client merges live stock into every search (as `createBookshop` does), `contentSearch` adds the content
 * feed's results to `autocomplete`.
 *
 * @throws {@link ValidationError} when the configuration is invalid.
 * @example
 * ```ts
 * import { createCommerce } from '@bookshop/sdk/commerce';
 * import { createSearch } from '@bookshop/sdk/search';
 *
 * const commerce = createCommerce(config);
 * const search = createSearch(config, { withStock: commerce.catalog.withStock });
 * const { suggestions } = await search.autocomplete('gra');
 * ```
 */
export function createSearch(
  input: BookshopConfigInput & BookshopDependencies,
  borrowed: Partial<SearchDependencies> = {},
): SearchResource {
  const config = resolveConfig(input);
  return createSearchResource(config, createHttp(config), {
    contentSearch: borrowed.contentSearch ?? (async () => []),
    withStock: borrowed.withStock ?? (async (products) => products),
  });
}
