import { type Availability, type AvailabilityInput, effectiveAvailability } from './effectiveAvailability';
import { STOCKLESS_PRODUCT_TYPE_KEYS } from './showBackOrderBadge';

/** A product's availability in context: an {@link Availability}, or 'stockless' for a type that is never stocked. */
export type ProductAvailability = Availability | 'stockless';

/** The availability facts of one product with its type; the basket's units count where the caller knows them. */
export interface ProductAvailabilityInput extends AvailabilityInput {
  /** The product type's key, e.g. 'book' or 'gift-card'. */
  productType?: string | null;
}

/**
 * What a product's stock allows in context (spec C4, A4): 'stockless' for a type that is never stocked
 * (gift cards: always sold, never limited by stock, shown as a link to its
 * page rather than a basket button), otherwise its {@link effectiveAvailability} with what the basket already holds
 * and what is requested. The one answer the product card, the flyout, the basket's quantity limit, the server's add
 * check and the product page's structured data share.
 *
 * @example
 * ```ts
 * productAvailability({ productType: 'gift-card', availability: 'unavailable' }); // 'stockless'
 * productAvailability({ productType: 'book', availability: 'available', availableQuantity: 1, quantityInCart: 1 }); // 'unavailable'
 * ```
 */
export function productAvailability(product: ProductAvailabilityInput): ProductAvailability {
  return product.productType && STOCKLESS_PRODUCT_TYPE_KEYS.includes(product.productType)
    ? 'stockless'
    : effectiveAvailability(product);
}
