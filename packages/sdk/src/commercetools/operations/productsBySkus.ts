import { graphql } from '../../generated';

// Products by sku list, for carousels and for merging stock into search results.
export const ProductsBySkusQuery = graphql(`
  query ProductsBySkus($filters: [SearchFilterInput!]!, $limit: Int!, $locale: Locale!) {
    productProjectionSearch(filters: $filters, limit: $limit, locale: $locale) {
      total
      results {
        id
        name(locale: $locale)
        slug(locale: $locale)
        productType {
          key
        }
        masterVariant {
          id
          sku
          images {
            url
          }
          prices {
            value {
              centAmount
              currencyCode
            }
            discounted {
              value {
                centAmount
                currencyCode
              }
            }
          }
          availability {
            noChannel {
              isOnStock
              restockableInDays
              availableQuantity
            }
          }
        }
      }
    }
  }
`);
