import { graphql } from '../../generated';

// Products found by a filter (a sku list, or a slug): carousels, the product page, and stock merged into search
// results. The attributes are the ones cards and the product page show.
export const ProductSearchQuery = graphql(`
  query ProductSearch($filters: [SearchFilterInput!]!, $limit: Int!, $locale: Locale!) {
    productProjectionSearch(filters: $filters, limit: $limit, locale: $locale) {
      total
      results {
        id
        name(locale: $locale)
        slug(locale: $locale)
        description(locale: $locale)
        productType {
          key
        }
        masterVariant {
          id
          sku
          images {
            url
          }
          attributesRaw(
            includeNames: [
              "author_illustrator_artist_etc"
              "format"
              "rating"
              "publisher"
              "isbn"
              "publicationDate"
              "availability"
            ]
          ) {
            name
            value
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
