import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';

/** The tag of commerce's products and their prices: `revalidateTag(PRODUCTS_TAG)` after a catalogue or price change. */
export const PRODUCTS_TAG = 'products';

/** The tag of everything that carries commerce's stock: `revalidateTag(STOCK_TAG)` after a stock change. */
export const STOCK_TAG = 'stock';

/** The tag of one product's page data (`product:{slug}`), for a change to that product alone. */
export const productTag = (slug: string) => `product:${slug}`;

/**
 * The cache policy of catalogue reads that carry stock (the same for every shopper: a product, stock merged into
 * search results, an anonymous carousel), declared inside a `'use cache'` function. Stock changes by the minute, so
 * a copy is fresh for a minute and never served after ten; a change pushed through the revalidation route shows on
 * the next visit. Tagged with products and stock, so either kind of change refreshes it. A failed load is not kept.
 */
export function stockCache(...tags: string[]): void {
  cacheLife({ stale: 30, revalidate: 60, expire: 600 });
  cacheTag(PRODUCTS_TAG, STOCK_TAG, ...tags);
}

/**
 * The cache policy of catalogue reads without stock (the search box's suggested queries): the same for every
 * shopper, five minutes like content, refreshed by the products tag.
 */
export function productsCache(...tags: string[]): void {
  cacheLife({ stale: 300, revalidate: 300, expire: 3600 });
  cacheTag(PRODUCTS_TAG, ...tags);
}
