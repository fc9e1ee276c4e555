import { graphql } from '../../generated';

// The basket as the header badge, the flyout and the basket page read it.
export const CartFieldsFragment = graphql(`
  fragment CartFields on Cart {
    id
    version
    cartState
    anonymousId
    customerId
    totalLineItemQuantity
    totalPrice {
      centAmount
      currencyCode
    }
    lineItems {
      id
      productId
      name(locale: $locale)
      productSlug(locale: $locale)
      quantity
      productType {
        key
      }
      variant {
        id
        sku
        images {
          url
        }
        attributesRaw(includeNames: ["author_illustrator_artist_etc", "format", "availability"]) {
          name
          value
        }
        availability {
          noChannel {
            isOnStock
            restockableInDays
            availableQuantity
          }
        }
      }
      price {
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
      totalPrice {
        centAmount
        currencyCode
      }
    }
    discountCodes {
      state
      discountCode {
        code
      }
    }
    shippingInfo {
      shippingMethodName
      price {
        centAmount
        currencyCode
      }
    }
  }
`);

export const MyActiveCartQuery = graphql(`
  query MyActiveCart($locale: Locale!) {
    me {
      activeCart {
        ...CartFields
      }
    }
  }
`);

export const CreateMyCartMutation = graphql(`
  mutation CreateMyCart($draft: MyCartDraft!, $locale: Locale!) {
    createMyCart(draft: $draft) {
      ...CartFields
    }
  }
`);

export const UpdateMyCartMutation = graphql(`
  mutation UpdateMyCart($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!, $locale: Locale!) {
    updateMyCart(id: $id, version: $version, actions: $actions) {
      ...CartFields
    }
  }
`);
