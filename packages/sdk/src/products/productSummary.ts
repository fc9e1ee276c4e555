import type { Price } from '../rules/priceDisplay';
import type { ProductAvailabilityInput } from '../rules/productAvailability';

/** The stock facts of a product that `productAvailability` takes, with its type, to decide what a card may do. */
export type ProductStock = Pick<ProductAvailabilityInput, 'availability' | 'restockableInDays' | 'availableQuantity'>;

/**
 * A product as a card, a shelf or the added-to-basket flyout shows it, whichever service it came from: a search
 * result ({@link productSummaryFromSearch}) or commerce's product ({@link productSummaryFromCatalog}). One shape, so
 * an app renders and decides availability the same way for both.
 *
 * @example
 * ```ts
 * const summary = productSummaryFromCatalog(await bookshop.catalog.productBySlug(slug));
 * productAvailability({ ...summary.stock, productType: summary.productType }); // 'available'
 * ```
 */
export interface ProductSummary {
  id: string;
  sku: string;
  name: string;
  slug: string;
  imageUrl?: string;
  authors: string[];
  format?: string;
  /** The average rating, or `DEFAULT_RATING` when the product has none. */
  rating: number;
  price?: Price;
  /** The product type's key, e.g. 'book' or 'gift-card' (a stockless type). */
  productType?: string;
  stock: ProductStock;
}
