/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CartFields on Cart {\n    id\n    version\n    cartState\n    anonymousId\n    customerId\n    totalLineItemQuantity\n    totalPrice {\n      centAmount\n      currencyCode\n    }\n    lineItems {\n      id\n      productId\n      name(locale: $locale)\n      productSlug(locale: $locale)\n      quantity\n      productType {\n        key\n      }\n      variant {\n        id\n        sku\n        images {\n          url\n        }\n        attributesRaw(includeNames: [\"author_illustrator_artist_etc\", \"format\", \"availability\"]) {\n          name\n          value\n        }\n        availability {\n          noChannel {\n            isOnStock\n            restockableInDays\n            availableQuantity\n          }\n        }\n      }\n      price {\n        value {\n          centAmount\n          currencyCode\n        }\n        discounted {\n          value {\n            centAmount\n            currencyCode\n          }\n        }\n      }\n      totalPrice {\n        centAmount\n        currencyCode\n      }\n    }\n    discountCodes {\n      state\n      discountCode {\n        code\n      }\n    }\n    shippingInfo {\n      shippingMethodName\n      price {\n        centAmount\n        currencyCode\n      }\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  query MyActiveCart($locale: Locale!) {\n    me {\n      activeCart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.MyActiveCartDocument,
    "\n  mutation CreateMyCart($draft: MyCartDraft!, $locale: Locale!) {\n    createMyCart(draft: $draft) {\n      ...CartFields\n    }\n  }\n": typeof types.CreateMyCartDocument,
    "\n  mutation UpdateMyCart($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!, $locale: Locale!) {\n    updateMyCart(id: $id, version: $version, actions: $actions) {\n      ...CartFields\n    }\n  }\n": typeof types.UpdateMyCartDocument,
    "\n  fragment CustomerFields on Customer {\n    id\n    version\n    email\n    title\n    firstName\n    lastName\n    companyName\n    customerNumber\n    createdAt\n    externalId\n    dateOfBirth\n    addresses {\n      id\n      key\n      firstName\n      lastName\n      building\n      streetNumber\n      streetName\n      additionalStreetInfo\n      additionalAddressInfo\n      city\n      state\n      region\n      postalCode\n      country\n      pOBox\n      mobile\n    }\n    shippingAddressIds\n    billingAddressIds\n    defaultShippingAddressId\n    defaultBillingAddressId\n    customerGroup {\n      key\n      name\n    }\n    custom {\n      customFieldsRaw {\n        name\n        value\n      }\n    }\n  }\n": typeof types.CustomerFieldsFragmentDoc,
    "\n  query MyCustomer {\n    me {\n      customer {\n        ...CustomerFields\n      }\n    }\n  }\n": typeof types.MyCustomerDocument,
    "\n  mutation UpdateMyCustomer($version: Long!, $actions: [MyCustomerUpdateAction!]!) {\n    updateMyCustomer(version: $version, actions: $actions) {\n      ...CustomerFields\n    }\n  }\n": typeof types.UpdateMyCustomerDocument,
    "\n  query ProductSearch($filters: [SearchFilterInput!]!, $limit: Int!, $locale: Locale!) {\n    productProjectionSearch(filters: $filters, limit: $limit, locale: $locale) {\n      total\n      results {\n        id\n        name(locale: $locale)\n        slug(locale: $locale)\n        description(locale: $locale)\n        productType {\n          key\n        }\n        masterVariant {\n          id\n          sku\n          images {\n            url\n          }\n          attributesRaw(\n            includeNames: [\n              \"author_illustrator_artist_etc\"\n              \"format\"\n              \"rating\"\n              \"publisher\"\n              \"isbn\"\n              \"publicationDate\"\n              \"availability\"\n            ]\n          ) {\n            name\n            value\n          }\n          prices {\n            value {\n              centAmount\n              currencyCode\n            }\n            discounted {\n              value {\n                centAmount\n                currencyCode\n              }\n            }\n          }\n          availability {\n            noChannel {\n              isOnStock\n              restockableInDays\n              availableQuantity\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductSearchDocument,
    "\n  fragment ShoppingListFields on ShoppingList {\n    id\n    version\n    key\n    name(locale: $locale)\n    description(locale: $locale)\n    createdAt\n    lineItems {\n      id\n      productId\n      variantId\n      quantity\n      addedAt\n      name(locale: $locale)\n      productSlug(locale: $locale)\n      productType {\n        key\n      }\n      variant {\n        sku\n        images {\n          url\n        }\n      }\n    }\n  }\n": typeof types.ShoppingListFieldsFragmentDoc,
    "\n  query MyShoppingLists($limit: Int!, $offset: Int!, $locale: Locale!) {\n    me {\n      shoppingLists(limit: $limit, offset: $offset, sort: [\"createdAt desc\"]) {\n        total\n        offset\n        count\n        results {\n          ...ShoppingListFields\n        }\n      }\n    }\n  }\n": typeof types.MyShoppingListsDocument,
    "\n  mutation CreateMyShoppingList($draft: MyShoppingListDraft!, $locale: Locale!) {\n    createMyShoppingList(draft: $draft) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.CreateMyShoppingListDocument,
    "\n  mutation UpdateMyShoppingList($id: String!, $version: Long!, $actions: [MyShoppingListUpdateAction!]!, $locale: Locale!) {\n    updateMyShoppingList(id: $id, version: $version, actions: $actions) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.UpdateMyShoppingListDocument,
    "\n  mutation DeleteMyShoppingList($id: String!, $version: Long!, $locale: Locale!) {\n    deleteMyShoppingList(id: $id, version: $version) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.DeleteMyShoppingListDocument,
};
const documents: Documents = {
    "\n  fragment CartFields on Cart {\n    id\n    version\n    cartState\n    anonymousId\n    customerId\n    totalLineItemQuantity\n    totalPrice {\n      centAmount\n      currencyCode\n    }\n    lineItems {\n      id\n      productId\n      name(locale: $locale)\n      productSlug(locale: $locale)\n      quantity\n      productType {\n        key\n      }\n      variant {\n        id\n        sku\n        images {\n          url\n        }\n        attributesRaw(includeNames: [\"author_illustrator_artist_etc\", \"format\", \"availability\"]) {\n          name\n          value\n        }\n        availability {\n          noChannel {\n            isOnStock\n            restockableInDays\n            availableQuantity\n          }\n        }\n      }\n      price {\n        value {\n          centAmount\n          currencyCode\n        }\n        discounted {\n          value {\n            centAmount\n            currencyCode\n          }\n        }\n      }\n      totalPrice {\n        centAmount\n        currencyCode\n      }\n    }\n    discountCodes {\n      state\n      discountCode {\n        code\n      }\n    }\n    shippingInfo {\n      shippingMethodName\n      price {\n        centAmount\n        currencyCode\n      }\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  query MyActiveCart($locale: Locale!) {\n    me {\n      activeCart {\n        ...CartFields\n      }\n    }\n  }\n": types.MyActiveCartDocument,
    "\n  mutation CreateMyCart($draft: MyCartDraft!, $locale: Locale!) {\n    createMyCart(draft: $draft) {\n      ...CartFields\n    }\n  }\n": types.CreateMyCartDocument,
    "\n  mutation UpdateMyCart($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!, $locale: Locale!) {\n    updateMyCart(id: $id, version: $version, actions: $actions) {\n      ...CartFields\n    }\n  }\n": types.UpdateMyCartDocument,
    "\n  fragment CustomerFields on Customer {\n    id\n    version\n    email\n    title\n    firstName\n    lastName\n    companyName\n    customerNumber\n    createdAt\n    externalId\n    dateOfBirth\n    addresses {\n      id\n      key\n      firstName\n      lastName\n      building\n      streetNumber\n      streetName\n      additionalStreetInfo\n      additionalAddressInfo\n      city\n      state\n      region\n      postalCode\n      country\n      pOBox\n      mobile\n    }\n    shippingAddressIds\n    billingAddressIds\n    defaultShippingAddressId\n    defaultBillingAddressId\n    customerGroup {\n      key\n      name\n    }\n    custom {\n      customFieldsRaw {\n        name\n        value\n      }\n    }\n  }\n": types.CustomerFieldsFragmentDoc,
    "\n  query MyCustomer {\n    me {\n      customer {\n        ...CustomerFields\n      }\n    }\n  }\n": types.MyCustomerDocument,
    "\n  mutation UpdateMyCustomer($version: Long!, $actions: [MyCustomerUpdateAction!]!) {\n    updateMyCustomer(version: $version, actions: $actions) {\n      ...CustomerFields\n    }\n  }\n": types.UpdateMyCustomerDocument,
    "\n  query ProductSearch($filters: [SearchFilterInput!]!, $limit: Int!, $locale: Locale!) {\n    productProjectionSearch(filters: $filters, limit: $limit, locale: $locale) {\n      total\n      results {\n        id\n        name(locale: $locale)\n        slug(locale: $locale)\n        description(locale: $locale)\n        productType {\n          key\n        }\n        masterVariant {\n          id\n          sku\n          images {\n            url\n          }\n          attributesRaw(\n            includeNames: [\n              \"author_illustrator_artist_etc\"\n              \"format\"\n              \"rating\"\n              \"publisher\"\n              \"isbn\"\n              \"publicationDate\"\n              \"availability\"\n            ]\n          ) {\n            name\n            value\n          }\n          prices {\n            value {\n              centAmount\n              currencyCode\n            }\n            discounted {\n              value {\n                centAmount\n                currencyCode\n              }\n            }\n          }\n          availability {\n            noChannel {\n              isOnStock\n              restockableInDays\n              availableQuantity\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ProductSearchDocument,
    "\n  fragment ShoppingListFields on ShoppingList {\n    id\n    version\n    key\n    name(locale: $locale)\n    description(locale: $locale)\n    createdAt\n    lineItems {\n      id\n      productId\n      variantId\n      quantity\n      addedAt\n      name(locale: $locale)\n      productSlug(locale: $locale)\n      productType {\n        key\n      }\n      variant {\n        sku\n        images {\n          url\n        }\n      }\n    }\n  }\n": types.ShoppingListFieldsFragmentDoc,
    "\n  query MyShoppingLists($limit: Int!, $offset: Int!, $locale: Locale!) {\n    me {\n      shoppingLists(limit: $limit, offset: $offset, sort: [\"createdAt desc\"]) {\n        total\n        offset\n        count\n        results {\n          ...ShoppingListFields\n        }\n      }\n    }\n  }\n": types.MyShoppingListsDocument,
    "\n  mutation CreateMyShoppingList($draft: MyShoppingListDraft!, $locale: Locale!) {\n    createMyShoppingList(draft: $draft) {\n      ...ShoppingListFields\n    }\n  }\n": types.CreateMyShoppingListDocument,
    "\n  mutation UpdateMyShoppingList($id: String!, $version: Long!, $actions: [MyShoppingListUpdateAction!]!, $locale: Locale!) {\n    updateMyShoppingList(id: $id, version: $version, actions: $actions) {\n      ...ShoppingListFields\n    }\n  }\n": types.UpdateMyShoppingListDocument,
    "\n  mutation DeleteMyShoppingList($id: String!, $version: Long!, $locale: Locale!) {\n    deleteMyShoppingList(id: $id, version: $version) {\n      ...ShoppingListFields\n    }\n  }\n": types.DeleteMyShoppingListDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    id\n    version\n    cartState\n    anonymousId\n    customerId\n    totalLineItemQuantity\n    totalPrice {\n      centAmount\n      currencyCode\n    }\n    lineItems {\n      id\n      productId\n      name(locale: $locale)\n      productSlug(locale: $locale)\n      quantity\n      productType {\n        key\n      }\n      variant {\n        id\n        sku\n        images {\n          url\n        }\n        attributesRaw(includeNames: [\"author_illustrator_artist_etc\", \"format\", \"availability\"]) {\n          name\n          value\n        }\n        availability {\n          noChannel {\n            isOnStock\n            restockableInDays\n            availableQuantity\n          }\n        }\n      }\n      price {\n        value {\n          centAmount\n          currencyCode\n        }\n        discounted {\n          value {\n            centAmount\n            currencyCode\n          }\n        }\n      }\n      totalPrice {\n        centAmount\n        currencyCode\n      }\n    }\n    discountCodes {\n      state\n      discountCode {\n        code\n      }\n    }\n    shippingInfo {\n      shippingMethodName\n      price {\n        centAmount\n        currencyCode\n      }\n    }\n  }\n"): typeof import('./graphql').CartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyActiveCart($locale: Locale!) {\n    me {\n      activeCart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').MyActiveCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMyCart($draft: MyCartDraft!, $locale: Locale!) {\n    createMyCart(draft: $draft) {\n      ...CartFields\n    }\n  }\n"): typeof import('./graphql').CreateMyCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyCart($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!, $locale: Locale!) {\n    updateMyCart(id: $id, version: $version, actions: $actions) {\n      ...CartFields\n    }\n  }\n"): typeof import('./graphql').UpdateMyCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerFields on Customer {\n    id\n    version\n    email\n    title\n    firstName\n    lastName\n    companyName\n    customerNumber\n    createdAt\n    externalId\n    dateOfBirth\n    addresses {\n      id\n      key\n      firstName\n      lastName\n      building\n      streetNumber\n      streetName\n      additionalStreetInfo\n      additionalAddressInfo\n      city\n      state\n      region\n      postalCode\n      country\n      pOBox\n      mobile\n    }\n    shippingAddressIds\n    billingAddressIds\n    defaultShippingAddressId\n    defaultBillingAddressId\n    customerGroup {\n      key\n      name\n    }\n    custom {\n      customFieldsRaw {\n        name\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCustomer {\n    me {\n      customer {\n        ...CustomerFields\n      }\n    }\n  }\n"): typeof import('./graphql').MyCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyCustomer($version: Long!, $actions: [MyCustomerUpdateAction!]!) {\n    updateMyCustomer(version: $version, actions: $actions) {\n      ...CustomerFields\n    }\n  }\n"): typeof import('./graphql').UpdateMyCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductSearch($filters: [SearchFilterInput!]!, $limit: Int!, $locale: Locale!) {\n    productProjectionSearch(filters: $filters, limit: $limit, locale: $locale) {\n      total\n      results {\n        id\n        name(locale: $locale)\n        slug(locale: $locale)\n        description(locale: $locale)\n        productType {\n          key\n        }\n        masterVariant {\n          id\n          sku\n          images {\n            url\n          }\n          attributesRaw(\n            includeNames: [\n              \"author_illustrator_artist_etc\"\n              \"format\"\n              \"rating\"\n              \"publisher\"\n              \"isbn\"\n              \"publicationDate\"\n              \"availability\"\n            ]\n          ) {\n            name\n            value\n          }\n          prices {\n            value {\n              centAmount\n              currencyCode\n            }\n            discounted {\n              value {\n                centAmount\n                currencyCode\n              }\n            }\n          }\n          availability {\n            noChannel {\n              isOnStock\n              restockableInDays\n              availableQuantity\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProductSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShoppingListFields on ShoppingList {\n    id\n    version\n    key\n    name(locale: $locale)\n    description(locale: $locale)\n    createdAt\n    lineItems {\n      id\n      productId\n      variantId\n      quantity\n      addedAt\n      name(locale: $locale)\n      productSlug(locale: $locale)\n      productType {\n        key\n      }\n      variant {\n        sku\n        images {\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ShoppingListFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyShoppingLists($limit: Int!, $offset: Int!, $locale: Locale!) {\n    me {\n      shoppingLists(limit: $limit, offset: $offset, sort: [\"createdAt desc\"]) {\n        total\n        offset\n        count\n        results {\n          ...ShoppingListFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyShoppingListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMyShoppingList($draft: MyShoppingListDraft!, $locale: Locale!) {\n    createMyShoppingList(draft: $draft) {\n      ...ShoppingListFields\n    }\n  }\n"): typeof import('./graphql').CreateMyShoppingListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyShoppingList($id: String!, $version: Long!, $actions: [MyShoppingListUpdateAction!]!, $locale: Locale!) {\n    updateMyShoppingList(id: $id, version: $version, actions: $actions) {\n      ...ShoppingListFields\n    }\n  }\n"): typeof import('./graphql').UpdateMyShoppingListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyShoppingList($id: String!, $version: Long!, $locale: Locale!) {\n    deleteMyShoppingList(id: $id, version: $version) {\n      ...ShoppingListFields\n    }\n  }\n"): typeof import('./graphql').DeleteMyShoppingListDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
