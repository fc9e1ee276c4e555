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
    "\n  fragment CustomerFields on Customer {\n    id\n    version\n    email\n    title\n    firstName\n    lastName\n    companyName\n    customerNumber\n    createdAt\n    externalId\n    dateOfBirth\n    addresses {\n      id\n      key\n      firstName\n      lastName\n      building\n      streetNumber\n      streetName\n      additionalStreetInfo\n      additionalAddressInfo\n      city\n      state\n      region\n      postalCode\n      country\n      pOBox\n      mobile\n    }\n    shippingAddressIds\n    billingAddressIds\n    defaultShippingAddressId\n    defaultBillingAddressId\n    customerGroup {\n      key\n      name\n    }\n    custom {\n      customFieldsRaw {\n        name\n        value\n      }\n    }\n  }\n": typeof types.CustomerFieldsFragmentDoc,
    "\n  query MyCustomer {\n    me {\n      customer {\n        ...CustomerFields\n      }\n    }\n  }\n": typeof types.MyCustomerDocument,
    "\n  mutation UpdateMyCustomer($version: Long!, $actions: [MyCustomerUpdateAction!]!) {\n    updateMyCustomer(version: $version, actions: $actions) {\n      ...CustomerFields\n    }\n  }\n": typeof types.UpdateMyCustomerDocument,
    "\n  query ProductSearch($filters: [SearchFilterInput!]!, $limit: Int!, $locale: Locale!) {\n    productProjectionSearch(filters: $filters, limit: $limit, locale: $locale) {\n      total\n      results {\n        id\n        name(locale: $locale)\n        slug(locale: $locale)\n        description(locale: $locale)\n        productType {\n          key\n        }\n        masterVariant {\n          id\n          sku\n          images {\n            url\n          }\n          attributesRaw(\n            includeNames: [\n              \"author_illustrator_artist_etc\"\n              \"format\"\n              \"rating\"\n              \"publisher\"\n              \"isbn\"\n              \"publicationDate\"\n              \"availability\"\n            ]\n          ) {\n            name\n            value\n          }\n          prices {\n            value {\n              centAmount\n              currencyCode\n            }\n            discounted {\n              value {\n                centAmount\n                currencyCode\n              }\n            }\n          }\n          availability {\n            noChannel {\n              isOnStock\n              restockableInDays\n              availableQuantity\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductSearchDocument,
};
const documents: Documents = {
    "\n  fragment CustomerFields on Customer {\n    id\n    version\n    email\n    title\n    firstName\n    lastName\n    companyName\n    customerNumber\n    createdAt\n    externalId\n    dateOfBirth\n    addresses {\n      id\n      key\n      firstName\n      lastName\n      building\n      streetNumber\n      streetName\n      additionalStreetInfo\n      additionalAddressInfo\n      city\n      state\n      region\n      postalCode\n      country\n      pOBox\n      mobile\n    }\n    shippingAddressIds\n    billingAddressIds\n    defaultShippingAddressId\n    defaultBillingAddressId\n    customerGroup {\n      key\n      name\n    }\n    custom {\n      customFieldsRaw {\n        name\n        value\n      }\n    }\n  }\n": types.CustomerFieldsFragmentDoc,
    "\n  query MyCustomer {\n    me {\n      customer {\n        ...CustomerFields\n      }\n    }\n  }\n": types.MyCustomerDocument,
    "\n  mutation UpdateMyCustomer($version: Long!, $actions: [MyCustomerUpdateAction!]!) {\n    updateMyCustomer(version: $version, actions: $actions) {\n      ...CustomerFields\n    }\n  }\n": types.UpdateMyCustomerDocument,
    "\n  query ProductSearch($filters: [SearchFilterInput!]!, $limit: Int!, $locale: Locale!) {\n    productProjectionSearch(filters: $filters, limit: $limit, locale: $locale) {\n      total\n      results {\n        id\n        name(locale: $locale)\n        slug(locale: $locale)\n        description(locale: $locale)\n        productType {\n          key\n        }\n        masterVariant {\n          id\n          sku\n          images {\n            url\n          }\n          attributesRaw(\n            includeNames: [\n              \"author_illustrator_artist_etc\"\n              \"format\"\n              \"rating\"\n              \"publisher\"\n              \"isbn\"\n              \"publicationDate\"\n              \"availability\"\n            ]\n          ) {\n            name\n            value\n          }\n          prices {\n            value {\n              centAmount\n              currencyCode\n            }\n            discounted {\n              value {\n                centAmount\n                currencyCode\n              }\n            }\n          }\n          availability {\n            noChannel {\n              isOnStock\n              restockableInDays\n              availableQuantity\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ProductSearchDocument,
};

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


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
