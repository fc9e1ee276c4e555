import type { ProductRow } from '../products/productRows';
import { productProjectionSource } from '../products/productSource';
import { productSearchKeywords } from '../products/productSuggest';

/**
 * A product as the REST `ProductProjection` (current, published), built from the same source the GraphQL answers
 * from: localized fields as `{ locale: text }` maps, references as `{ typeId, id }`, the variant's `availability`
 * with the no-channel figures at its top.
 */
export function productProjectionJson(row: ProductRow, origin: string) {
  const source = productProjectionSource(row, origin);
  const {
    availability,
    isMatchingVariant: _m,
    scopedPrice: _s,
    scopedPriceDiscounted: _d,
    ...variant
  } = source.masterVariant;
  const price = variant.prices[0];
  // GraphQL's Money carries its __typename; REST's does not.
  const plain = ({ __typename: _t, ...money }: { __typename?: string }) => money;
  return {
    id: source.id,
    version: source.version,
    key: source.key,
    productType: source.productTypeRef,
    name: source.names,
    description: source.descriptions,
    categories: source.categoriesRef,
    categoryOrderHints: {},
    slug: source.slugs,
    masterVariant: {
      ...variant,
      prices: price
        ? [
            {
              id: price.id,
              value: plain(price.value),
              ...(price.discounted
                ? { discounted: { value: plain(price.discounted.value), discount: price.discounted.discountRef } }
                : {}),
            },
          ]
        : [],
      availability: { ...availability.noChannel, channels: {} },
    },
    variants: [],
    searchKeywords: productSearchKeywords(row),
    hasStagedChanges: false,
    published: true,
    ...(source.reviewRatingStatistics ? { reviewRatingStatistics: source.reviewRatingStatistics } : {}),
    createdAt: source.createdAt,
    lastModifiedAt: source.lastModifiedAt,
  };
}

/**
 * A product as the Admin API's `Product`: its published projection's data as both `masterData.current` and
 * `masterData.staged` (the catalogue has no staged changes), the rest at the top.
 */
export function productJson(row: ProductRow, origin: string) {
  const {
    id,
    version,
    key,
    productType,
    hasStagedChanges,
    published,
    reviewRatingStatistics,
    createdAt,
    lastModifiedAt,
    ...data
  } = productProjectionJson(row, origin) as ReturnType<typeof productProjectionJson> & {
    reviewRatingStatistics?: unknown;
  };
  return {
    id,
    version,
    key,
    productType,
    masterData: { current: data, staged: data, published, hasStagedChanges },
    ...(reviewRatingStatistics ? { reviewRatingStatistics } : {}),
    priceMode: 'Embedded',
    createdAt,
    lastModifiedAt,
  };
}
