import type { CatalogProduct, Price, SearchProduct } from '@bookshop/sdk';
import { type AvailabilityInput, DEFAULT_RATING } from '@bookshop/sdk/rules';

/**
 * A product as a card shows it, whether it came from search (listing, recommendations) or from commerce (stock,
 * the product page). `stock` holds what `effectiveAvailability` needs.
 */
export interface CardProduct {
  id: string;
  sku: string;
  name: string;
  slug: string;
  imageUrl?: string;
  authors: string[];
  format?: string;
  rating: number;
  price?: Price;
  productType?: string;
  stock: Pick<AvailabilityInput, 'availability' | 'restockableInDays' | 'availableQuantity'>;
}

/**
 * Commerce's availability text; when the catalogue does not carry one, its stock flag stands in: on stock reads as
 * 'available', anything else is left to the rules (which treat an unknown state as unavailable).
 */
function availabilityOf(product: CatalogProduct): string | undefined {
  return product.availability.state ?? (product.availability.isOnStock ? 'available' : undefined);
}

/** A search result, with commerce's stock as the SDK's search merged it in (spec C4). */
export function cardFromSearch(product: SearchProduct): CardProduct {
  return {
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
    stock: {
      availability: product.availability,
      restockableInDays: product.availabilityInfo?.restockableInDays,
      availableQuantity: product.availabilityInfo?.availableQuantity,
    },
  };
}

/** A commerce product (product page, carousels enriched by sku). */
export function cardFromCatalog(product: CatalogProduct): CardProduct {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    imageUrl: product.imageUrl,
    authors: product.authors,
    format: product.format,
    rating: product.rating ?? DEFAULT_RATING,
    price: product.price,
    productType: product.productType,
    stock: {
      availability: availabilityOf(product),
      restockableInDays: product.availability.restockableInDays,
      availableQuantity: product.availability.availableQuantity,
    },
  };
}
