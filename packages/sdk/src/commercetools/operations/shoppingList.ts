import { graphql } from '../../generated';

// A wishlist (commercetools shopping list) with what the wishlist popover and page show.
export const ShoppingListFieldsFragment = graphql(`
  fragment ShoppingListFields on ShoppingList {
    id
    version
    key
    name(locale: $locale)
    description(locale: $locale)
    createdAt
    lineItems {
      id
      productId
      variantId
      quantity
      addedAt
      name(locale: $locale)
      productSlug(locale: $locale)
      productType {
        key
      }
      variant {
        sku
        images {
          url
        }
      }
    }
  }
`);

export const MyShoppingListsQuery = graphql(`
  query MyShoppingLists($limit: Int!, $offset: Int!, $locale: Locale!) {
    me {
      shoppingLists(limit: $limit, offset: $offset, sort: ["createdAt desc"]) {
        total
        offset
        count
        results {
          ...ShoppingListFields
        }
      }
    }
  }
`);

export const CreateMyShoppingListMutation = graphql(`
  mutation CreateMyShoppingList($draft: MyShoppingListDraft!, $locale: Locale!) {
    createMyShoppingList(draft: $draft) {
      ...ShoppingListFields
    }
  }
`);

export const UpdateMyShoppingListMutation = graphql(`
  mutation UpdateMyShoppingList($id: String!, $version: Long!, $actions: [MyShoppingListUpdateAction!]!, $locale: Locale!) {
    updateMyShoppingList(id: $id, version: $version, actions: $actions) {
      ...ShoppingListFields
    }
  }
`);

export const DeleteMyShoppingListMutation = graphql(`
  mutation DeleteMyShoppingList($id: String!, $version: Long!, $locale: Locale!) {
    deleteMyShoppingList(id: $id, version: $version) {
      ...ShoppingListFields
    }
  }
`);
