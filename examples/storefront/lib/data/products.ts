import 'server-only';
import type { CatalogProduct, GlobalSettings, SearchProduct } from '@bookshop/sdk';
import { CAROUSEL_PRODUCT_LIMIT, NO_RESULT_PROFILE } from '@bookshop/sdk/rules';
import { contentSettings } from '@/modules/content/data';
import { type CardProduct, cardFromCatalog, cardFromSearch } from '@/modules/products/cardProduct';
import { bookshop } from '../bookshop';
import { cardsInVisitorCurrency } from '../currency/visitorCurrency';
import { searchTracking, signedInShopper } from '../search/searchTracking';

/** Best sellers for the home page; an outage shows an empty shelf rather than an error page (spec C8). */
export async function bestSellers(limit = 12): Promise<SearchProduct[]> {
  try {
    // The home page merges stock itself (`withStock`), with the catalogue products the cards are built from.
    const result = await bookshop().search.search(
      { sort: { field: 'sales_rank', direction: 'desc' }, resultsPerPage: limit },
      { stock: false, tracking: await searchTracking() },
    );
    return result.products;
  } catch (error) {
    console.error('Could not load best sellers', error);
    return [];
  }
}

/**
 * Search products with commerce's stock merged in by sku (spec C4: stock is fetched after the results). When the
 * stock call fails the search's own availability is shown, and the failure logged.
 */
export async function withStock(products: SearchProduct[]): Promise<CardProduct[]> {
  let stock = new Map<string, CatalogProduct>();
  try {
    const found = await bookshop().catalog.productsBySkus(products.map((product) => product.sku));
    stock = new Map(found.map((product) => [product.sku, product]));
  } catch (error) {
    console.error('Could not load stock for the listing', error);
  }
  // Prices in the visitor's display currency (AUD unless they chose NZD).
  return cardsInVisitorCurrency(products.map((product) => cardFromSearch(product, stock.get(product.sku))));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** One product for its page, or `null` for an unknown slug (the page answers 404). */
export async function productBySlug(slug: string): Promise<CatalogProduct | null> {
  // No slug holds a control character, and the commerce service refuses such text outright: a `%00` in an address
  // is an unknown product, not a failure.
  if (CONTROL_CHARACTER.test(slug)) return null;
  return bookshop().catalog.productBySlug(slug);
}

/**
 * A recommendation carousel's products (spec C5, C8): the first 30 of a profile, enriched from commerce by sku so the
 * cards know format, authors and stock. `limit` is the request's (the content settings' for their carousels, else the
 * SDK's default for the profile: 100, or 200 for 'no result found'), so the carousel still fills when the product
 * itself is among them. A failure is logged and the carousel is empty.
 */
export async function recommendedProducts(tag: string, product?: string, limit?: number): Promise<CardProduct[]> {
  try {
    const [tracking, shopper] = await Promise.all([searchTracking(), signedInShopper()]);
    const [profile] = await bookshop().search.recommend(
      { tags: [tag], product, shopper, limits: limit ? [limit] : undefined },
      { tracking },
    );
    const found = (profile?.products ?? []).filter((item) => item.sku !== product).slice(0, CAROUSEL_PRODUCT_LIMIT);
    if (!found.length) return [];
    const catalog = await bookshop().catalog.productsBySkus(found.map((item) => item.sku));
    const bySku = new Map(catalog.map((item) => [item.sku, item]));
    return cardsInVisitorCurrency(
      found.map((item) => {
        const known = bySku.get(item.sku);
        return known ? cardFromCatalog(known) : cardFromSearch(item);
      }),
    );
  } catch (error) {
    console.error(`Could not load the '${tag}' carousel`, error);
    return [];
  }
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
  let carousel: SettingsCarousel = SETTINGS_CAROUSEL_FALLBACK[key];
  try {
    carousel = (await contentSettings()).carousels[key];
  } catch (error) {
    console.error(`Could not load the '${key}' carousel settings`, error);
  }
  return { title: carousel.title, products: await recommendedProducts(carousel.profile, product, carousel.limit) };
}

/** Similar products for a product page. */
export const similarProducts = (sku: string) => settingsShelf('product_page_similar', sku);
/** The carousel shown when a search finds nothing. */
export const noResultProducts = () => settingsShelf('no_results');
