import type { ProductSearchQuery } from '../generated/graphql';
import type { Price } from '../search/searchTypes';
import type { Category } from './category';
import { attributeText, authorNames, formatLabel } from './variantAttributes';

/** A product as commerce knows it: what the product page, carousels and the basket need. */
export interface CatalogProduct {
  id: string;
  name: string;
  slug: string;
  description?: string;
  sku: string;
  variantId: number;
  productType?: string;
  imageUrl?: string;
  price?: Price;
  authors: string[];
  format?: string;
  rating: number;
  /** How many ratings `rating` averages (commerce's review statistics); none when the product has no ratings. */
  ratingCount?: number;
  /** When commerce last changed the product (ISO 8601), e.g. for a sitemap's `lastmod`. */
  lastModifiedAt?: string;
  publisher?: string;
  isbn?: string;
  publicationDate?: string;
  /**
   * The product's categories, each with its ancestors root first (what `breadcrumbTrail` takes). Only
   * `productBySlug` loads them, for the product page's breadcrumbs; carousels and stock lookups leave them out.
   */
  categories?: Category[];
  /** The catalogue's availability text ('available', 'back-order', …) and the stock behind it. */
  availability: {
    state?: string;
    isOnStock: boolean;
    restockableInDays?: number;
    availableQuantity?: number;
  };
}

type Result = ProductSearchQuery['productProjectionSearch']['results'][number];
type WireCategory = { id: string; key?: string | null; name?: string | null; slug?: string | null };

const graphqlCategory = ({ id, key, name, slug }: WireCategory): Category => ({
  id,
  key: key ?? '',
  name: name ?? '',
  slug: slug ?? '',
});

/** Reads one GraphQL product projection into a {@link CatalogProduct}; attribute shapes follow the live catalogue. */
export function toCatalogProduct(result: Result): CatalogProduct {
  const variant = result.masterVariant;
  const attributes = new Map(variant.attributesRaw.map((attribute) => [attribute.name, attribute.value]));
  const price = variant.prices?.[0];
  const stock = variant.availability?.noChannel;
  return {
    id: result.id,
    name: result.name ?? '',
    slug: result.slug ?? '',
    description: result.description ?? undefined,
    sku: variant.sku ?? '',
    variantId: variant.id,
    productType: result.productType?.key ?? undefined,
    imageUrl: variant.images[0]?.url,
    price: price
      ? {
          value: { centAmount: price.value.centAmount, currencyCode: price.value.currencyCode },
          ...(price.discounted
            ? {
                discounted: {
                  value: {
                    centAmount: price.discounted.value.centAmount,
                    currencyCode: price.discounted.value.currencyCode,
                  },
                },
              }
            : {}),
        }
      : undefined,
    authors: authorNames(attributes.get('author_illustrator_artist_etc')),
    format: formatLabel(attributes.get('format')),
    rating: Number(attributes.get('rating') ?? 0) || 0,
    ratingCount: result.reviewRatingStatistics?.count || undefined,
    lastModifiedAt: attributeText(result.lastModifiedAt),
    publisher: attributeText(attributes.get('publisher')),
    isbn: attributeText(attributes.get('isbn')),
    publicationDate: attributeText(attributes.get('publicationDate')),
    ...(result.categories
      ? {
          categories: result.categories.map((category) => ({
            ...graphqlCategory(category),
            ancestors: category.ancestors.map(graphqlCategory),
          })),
        }
      : {}),
    availability: {
      state: attributeText(attributes.get('availability')),
      isOnStock: stock?.isOnStock ?? false,
      restockableInDays: stock?.restockableInDays ?? undefined,
      availableQuantity: stock?.availableQuantity ?? undefined,
    },
  };
}
