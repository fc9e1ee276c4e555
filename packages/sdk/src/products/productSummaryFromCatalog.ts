import type { CatalogProduct } from '../catalog/catalogProduct';
import { type ProductSummary, summaryFields } from './productSummary';

/**
 * Commerce's availability text; when the catalogue does not carry one, its stock flag stands in: on stock reads as
 * 'available', anything else is left to the rules (which treat an unknown state as unavailable). `withStock` reads
 * a merged search product the same way.
 */
const availabilityOf = ({ availability }: CatalogProduct) =>
  availability.state ?? (availability.isOnStock ? 'available' : undefined);

/**
 * Commerce's product (the product page, carousels by sku) as a {@link ProductSummary}, its stock as commerce keeps it.
 *
 * @example
 * ```ts
 * const product = await bookshop.catalog.productBySlug('mere-christianity-9780060652920');
 * const summary = product && productSummaryFromCatalog(product);
 * ```
 */
export function productSummaryFromCatalog(product: CatalogProduct): ProductSummary {
  return {
    ...summaryFields(product),
    stock: {
      availability: availabilityOf(product),
      restockableInDays: product.availability.restockableInDays,
      availableQuantity: product.availability.availableQuantity,
    },
  };
}
