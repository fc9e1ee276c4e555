import 'server-only';
import {
  type CatalogProduct,
  type GlobalSettings,
  type ProductSummary,
  productSummaryFromSearch,
  type SearchProduct,
  type SearchResult,
} from '@bookshop/sdk';
import { CAROUSEL_PRODUCT_LIMIT, NO_RESULT_PROFILE, type SearchState } from '@bookshop/sdk/rules';
import { cache } from 'react';
import type { RecommendationQuery } from '@/lib/products/recommendationsApi';
import { bookshop } from '../bookshop';
import { cardsInVisitorCurrency } from '../currency/visitorCurrency';
import { productsCache, productTag, stockCache } from './catalogCache';
import { contentSettings } from './content';
import { withFallback } from './fallback';

/** Search results as cards: the SDK has merged commerce's stock in; prices in the visitor's display currency. */
export const searchCards = (products: SearchProduct[]): Promise<ProductSummary[]> =>
  cardsInVisitorCurrency(products.map(productSummaryFromSearch));

/**
 * The SDK's stock merge (`catalog.withStock`, spec C4), kept for every shopper who gets the same results (stock's
 * policy: a minute, refreshed by the `stock` tag). The search's products are the key, so a different answer is a
 * different entry; the request's options (signal, headers) are left out of the key.
 */
async function cachedWithStock(products: SearchProduct[]): Promise<SearchProduct[]> {
  'use cache';
  stockCache();
  return bookshop().catalog.withStock(products);
}

/**
 * A shelf's or a shopper's picks with stock merged in apart from their search (a shelf is kept five minutes; stock a
 * minute); when stock cannot be read the results show without it (logged), as the SDK's own merge does.
 */
async function productsWithStock(products: SearchProduct[]): Promise<SearchProduct[]> {
  if (!products.length) return products;
  return withFallback('stock for the search results', () => cachedWithStock(products), products);
}

/**
 * A listing's search, the SDK merging stock in through the shared stock cache instead of a commerce call per page
 * (when stock cannot be read the SDK logs it and the results show without it). It carries no tracking ids: the page
 * is the same for every visitor, and the browser reports the search with its ids. React's per-request cache shares it
 * within a page.
 */
export async function searchWithStock(state: SearchState): Promise<SearchResult> {
  return bookshop().search.search(state, { stock: (products) => cachedWithStock(products) });
}

/**
 * A shelf's products (a home carousel, best sellers): a search the shop chose, not one the shopper made, so it is
 * asked with no tracking ids and kept for every shopper (five minutes, the `products` and `search-shelf` tags).
 * Without stock: a merge inside this cache would keep stock five minutes or, nested, cut the search's life to
 * stock's minute, so `searchProducts` merges it once, after, through the shared stock cache.
 */
async function shelfSearch(state: SearchState): Promise<SearchProduct[]> {
  'use cache';
  productsCache('search-shelf');
  return (await bookshop().search.search(state, { stock: false })).products;
}

/** The first products of a shop-chosen search as cards, stock included (merged after the results, spec C4). */
export async function searchProducts(state: SearchState): Promise<ProductSummary[]> {
  return searchCards(await productsWithStock(await shelfSearch(state)));
}

/** Best sellers for the home page; an outage shows an empty shelf rather than an error page (spec C8). */
export const bestSellers = (limit = 12): Promise<ProductSummary[]> =>
  withFallback(
    'best sellers',
    () => searchProducts({ sort: { field: 'sales_rank', direction: 'desc' }, resultsPerPage: limit }),
    [],
  );

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * One product for its page, or `null` for an unknown slug (the page answers 404). The same for every shopper, so it
 * is kept under stock's policy (it carries stock) and tagged with its slug; the page's metadata and body share one
 * read per request.
 */
export const productBySlug = cache(async (slug: string): Promise<CatalogProduct | null> => {
  // No slug holds a control character, and the commerce service refuses such text outright: a `%00` in an address
  // is an unknown product, not a failure.
  if (CONTROL_CHARACTER.test(slug)) return null;
  return cachedProductBySlug(slug);
});

async function cachedProductBySlug(slug: string): Promise<CatalogProduct | null> {
  'use cache';
  stockCache(productTag(slug));
  return bookshop().catalog.productBySlug(slug);
}

/**
 * A recommendation carousel's products (spec C5, C8): the first 30 of a profile, with commerce's stock and what the feed
 * left out merged in by sku (the SDK's one enrichment). `limit` is the request's (the content settings' for their carousels, else the
 * SDK's default for the profile: 100, or 200 for 'no result found'), so the carousel still fills when the product
 * itself is among them. Asked for no shopper, so it is kept for every visitor; a signed-in shopper's browser asks
 * for their own picks afterwards (`personalRecommendations`). A failure is logged and the carousel is empty.
 */
export const recommendedProducts = ({ tag, product, limit }: RecommendationQuery): Promise<ProductSummary[]> =>
  withFallback(`the '${tag}' carousel`, async () => searchCards(await anonymousRecommended(tag, product, limit)), []);

/**
 * A carousel's products as recommended to the signed-in `shopper` (the recommend call's `shopper`, so its picks can
 * be personal); for the browser's no-store route, never for a page. The picks are one shopper's, but their stock is
 * everyone's: it is merged as the shelves' is, through the shared stock cache, and shown without when it cannot be
 * read. An outage of the recommendations themselves throws.
 */
export async function personalRecommendations(
  { tag, product, limit }: RecommendationQuery,
  shopper: string,
): Promise<ProductSummary[]> {
  return searchCards(await productsWithStock(await recommendFor(tag, product, limit, shopper)));
}

/** A profile's products (the product itself left out, at most a carousel's worth), as recommended to `shopper`. */
async function recommendFor(tag: string, product?: string, limit?: number, shopper?: string) {
  const [profile] = await bookshop().search.recommend({
    tags: [tag],
    product,
    shopper,
    limits: limit ? [limit] : undefined,
  });
  return (profile?.products ?? []).filter((item) => item.sku !== product).slice(0, CAROUSEL_PRODUCT_LIMIT);
}

/** A carousel for no one in particular, stock merged in: the same for every visitor. */
async function anonymousRecommended(tag: string, product?: string, limit?: number): Promise<SearchProduct[]> {
  'use cache';
  stockCache();
  const found = await recommendFor(tag, product, limit);
  return found.length ? bookshop().catalog.withStock(found) : [];
}

/** A titled carousel of products, and the recommendation it shows (a signed-in shopper's browser asks for theirs). */
export interface Shelf {
  title: string;
  products: ProductSummary[];
  recommendation?: RecommendationQuery;
}

type SettingsCarousel = GlobalSettings['carousels'][keyof GlobalSettings['carousels']];

// What the shelves show while the content settings cannot be read: the titles and profiles the spec names.
const SETTINGS_CAROUSEL_FALLBACK = {
  product_page_similar: { title: 'Similar products', profile: 'similar' },
  no_results: { title: 'Popular right now', profile: NO_RESULT_PROFILE },
} satisfies Record<string, SettingsCarousel>;

/**
 * A carousel the content settings define (spec C3: product-page similar, no results): its title, recommendation
 * profile and request limit come from content, so editors can change them; an outage of content falls back to the
 * spec's profiles.
 */
async function settingsShelf(key: keyof typeof SETTINGS_CAROUSEL_FALLBACK, product?: string): Promise<Shelf> {
  const carousel = await withFallback<SettingsCarousel>(
    `the '${key}' carousel settings`,
    async () => (await contentSettings()).carousels[key],
    SETTINGS_CAROUSEL_FALLBACK[key],
  );
  const recommendation = { tag: carousel.profile, product, limit: carousel.limit };
  return { title: carousel.title, products: await recommendedProducts(recommendation), recommendation };
}

/** Similar products for a product page. */
export const similarProducts = (sku: string) => settingsShelf('product_page_similar', sku);
/** The carousel shown when a search finds nothing. */
export const noResultProducts = () => settingsShelf('no_results');
