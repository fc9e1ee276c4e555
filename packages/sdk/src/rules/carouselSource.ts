import { BookshopError } from '../errors';

/**
 * Carousels show at most this many products (spec C9); `catalog.carouselProducts` fetches no more.
 *
 * @example
 * ```ts
 * const skus = entry.skus.slice(0, CAROUSEL_PRODUCT_LIMIT);
 * ```
 */
export const CAROUSEL_PRODUCT_LIMIT = 30;
/**
 * The recommendation profile of the carousel shown when a search finds nothing (spec C4).
 *
 * @example
 * ```ts
 * const [carousel] = await bookshop.search.recommend({ tags: [NO_RESULT_PROFILE] });
 * ```
 */
export const NO_RESULT_PROFILE = 'no result found';

/** Where a carousel's products come from: product slugs or SKUs, never both. */
export type CarouselSource = { by: 'slug'; values: string[] } | { by: 'sku'; values: string[] };

/**
 * Decides how a carousel looks its products up (spec C5, C8): by slug or by SKU. Asking for both at once is a
 * configuration mistake, so it throws rather than guessing which list the editor meant; with neither (or only
 * empty lists) there is nothing to fetch and the answer is `null`.
 *
 * @example
 * ```ts
 * carouselSource({ skus: ['9780310454786'] }); // { by: 'sku', values: ['9780310454786'] }
 * carouselSource({ slugs: ['a'], skus: ['b'] }); // throws BookshopError
 * ```
 */
export function carouselSource({
  slugs,
  skus,
}: {
  slugs?: readonly string[] | null;
  skus?: readonly string[] | null;
}): CarouselSource | null {
  const bySlug = (slugs ?? []).filter(Boolean);
  const bySku = (skus ?? []).filter(Boolean);
  if (bySlug.length && bySku.length) {
    throw new BookshopError('A carousel takes either slugs or skus, not both');
  }
  if (bySlug.length) return { by: 'slug', values: bySlug };
  if (bySku.length) return { by: 'sku', values: bySku };
  return null;
}
