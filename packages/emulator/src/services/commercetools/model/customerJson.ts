import { type Json, restJson } from './restJson';

/** Fields of the GraphQL `Customer` that REST does not have (it answers the address ids only). */
const GRAPHQL_ONLY = ['shippingAddresses', 'billingAddresses', 'defaultShippingAddress', 'defaultBillingAddress'];

/** A customer's REST JSON (`Customer`), from the same source the GraphQL answers. */
export function customerJson(source: unknown) {
  const json = restJson(source) as Json;
  for (const field of GRAPHQL_ONLY) delete json[field];
  return json;
}
