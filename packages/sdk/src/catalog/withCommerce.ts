import type { SearchProduct } from '../search/searchTypes';
import type { CatalogProduct } from './catalogProduct';

/**
 * A search product with commerce's product for its sku merged in: commerce's stock always (it changes by the minute,
 * the feed by the day), and what the feed left out from commerce's record. On stock without a state reads as
 * 'available'; otherwise the feed's own availability stays.
 */
export function withCommerce<T extends SearchProduct>(product: T, found: CatalogProduct): T {
  const { state, ...availabilityInfo } = found.availability;
  return {
    ...product,
    imageUrl: product.imageUrl ?? found.imageUrl,
    authors: product.authors.length ? product.authors : found.authors,
    format: product.format ?? found.format,
    rating: product.rating || found.rating,
    ratingCount: product.ratingCount ?? found.ratingCount,
    price: product.price ?? found.price,
    productType: product.productType ?? found.productType,
    variantId: product.variantId ?? found.variantId,
    availability: state ?? product.availability ?? (availabilityInfo.isOnStock ? 'available' : undefined),
    availabilityInfo,
  };
}
