import 'server-only';
import type { CatalogProduct, GlobalSettings, SearchProduct } from '@bookshop/sdk';
import { CAROUSEL_PRODUCT_LIMIT, NO_RESULT_PROFILE, type SearchState } from '@bookshop/sdk/rules';
import { cache } from 'react';
import { type CardProduct, cardFromSearch } from '@/lib/products/cardProduct';
import { bookshop } from '../bookshop';
import { cardsInVisitorCurrency } from '../currency/visitorCurrency';
import { searchTracking, signedInShopper } from '../search/searchTracking';
import { contentSettings } from './content';
import { withFallback } from './fallback';

/** Search results as cards: the SDK has merged commerce's stock in; prices in the visitor's display currency. */
export const searchCards = (products: SearchProduct[]): Promise<CardProduct[]> =>
  cardsInVisitorCurrency(products.map(cardFromSearch));

/** The first products of a search as cards, stock included (the SDK merges it after the results, spec C4). */
export async function searchProducts(state: SearchState): Promise<CardProduct[]> {
  const result = await bookshop().search.search(state, { tracking: await searchTracking() });
  return searchCards(result.products);
}

/** Best sellers for the home page; an outage shows an empty shelf rather than an error page (spec C8). */
export const bestSellers = (limit = 12): Promise<CardProduct[]> =>
  withFallback(
    'best sellers',
    () => searchProducts({ sort: { field: 'sales_rank', direction: 'desc' }, resultsPerPage: limit }),
    [],
  );

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * One product for its page, or `null` for an unknown slug (the page answers 404). Read once per request: the page's
 * metadata and body share the answer; stock is live, so it is not kept longer.
 */
export const productBySlug = cache(async (slug: string): Promise<CatalogProduct | null> => {
  // No slug holds a control character, and the commerce service refuses such text outright: a `%00` in an address
  // is an unknown product, not a failure.
  if (CONTROL_CHARACTER.test(slug)) return null;
  return bookshop().catalog.productBySlug(slug);
});

/**
 * A recommendation carousel's products (spec C5, C8): the first 30 of a profile, with commerce's stock and what the feed
 * left out merged in by sku (the SDK's one enrichment). `limit` is the request's (the content settings' for their carousels, else the
 * SDK's default for the profile: 100, or 200 for 'no result found'), so the carousel still fills when the product
 * itself is among them. A failure is logged and the carousel is empty.
 */
export const recommendedProducts = (tag: string, product?: string, limit?: number): Promise<CardProduct[]> =>
  withFallback(`the '${tag}' carousel`, () => loadRecommended(tag, product, limit), []);

async function loadRecommended(tag: string, product?: string, limit?: number): Promise<CardProduct[]> {
  const [tracking, shopper] = await Promise.all([searchTracking(), signedInShopper()]);
  const [profile] = await bookshop().search.recommend(
    { tags: [tag], product, shopper, limits: limit ? [limit] : undefined },
    { tracking },
  );
  const found = (profile?.products ?? []).filter((item) => item.sku !== product).slice(0, CAROUSEL_PRODUCT_LIMIT);
  if (!found.length) return [];
  return searchCards(await bookshop().catalog.withStock(found));
}

/** A titled carousel of products. */
export interface Shelf {
  title: string;
  products: CardProduct[];
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
  return { title: carousel.title, products: await recommendedProducts(carousel.profile, product, carousel.limit) };
}

/** Similar products for a product page. */
export const similarProducts = (sku: string) => settingsShelf('product_page_similar', sku);
/** The carousel shown when a search finds nothing. */
export const noResultProducts = () => settingsShelf('no_results');
