import type { SearchProduct } from '../search/searchTypes';
import { type ProductSummary, summaryFields } from './productSummary';

/**
 * A search result as a {@link ProductSummary}, with commerce's stock where `catalog.withStock` (or the search's own
 * `stock` merge) put it in; without it the feed's availability text stands alone. The feed's rating is 0 for a
 * product nobody rated, which reads as `DEFAULT_RATING`.
 *
 * @example
 * ```ts
 * const { products } = await bookshop.search.search(state);
 * const summaries = products.map(productSummaryFromSearch);
 * ```
 */
export function productSummaryFromSearch(product: SearchProduct): ProductSummary {
  return {
    ...summaryFields(product),
    stock: {
      availability: product.availability,
      restockableInDays: product.availabilityInfo?.restockableInDays,
      availableQuantity: product.availabilityInfo?.availableQuantity,
    },
  };
}
