import { DEFAULT_RATING } from '../rules/defaultRating';
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

/**
 * The fields a search product and a catalogue product both carry under a summary's names, taken as they are but for
 * a rating of 0 (the feed's for a product nobody rated), which reads as `DEFAULT_RATING`.
 */
export const summaryFields = (product: Omit<ProductSummary, 'stock'>): Omit<ProductSummary, 'stock'> => ({
  id: product.id,
  sku: product.sku,
  name: product.name,
  slug: product.slug,
  imageUrl: product.imageUrl,
  authors: product.authors,
  format: product.format,
  rating: product.rating || DEFAULT_RATING,
  price: product.price,
  productType: product.productType,
});
