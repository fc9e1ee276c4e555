import { createAddressesResource } from './addresses/addressesResource';
import { createAuthResource } from './auth/authResource';
import { guardTokenStore } from './auth/guardTokenStore';
import type { WishlistLinksResource } from './backend/wishlistLinksResource';
import { createCartResource } from './cart/cartResource';
import { createCatalogResource } from './catalog/catalogResource';
import { createGraphQLClient } from './commercetools/graphqlClient';
import { createOAuth } from './commercetools/oauth';
import { createRestClient } from './commercetools/restClient';
import { createSession } from './commercetools/session';
import { type BookshopConfigInput, type BookshopDependencies, resolveConfig } from './config';
import { createCustomerResource, type LoyaltyUpdate } from './customer/customerResource';
import { createHttp } from './transport/http';
import { createWishlistsResource } from './wishlists/wishlistsResource';

/**
 * The configuration, validated once, and the one transport and commercetools session every client of a factory
 * shares: `graphql` for the shopper's calls, `customerGraphql` for those only a signed-in customer may make.
 */
export function createCommerceTransport(input: BookshopConfigInput & BookshopDependencies) {
  const resolved = resolveConfig(input);
  const config = { ...resolved, tokenStore: guardTokenStore(resolved.tokenStore) };
  const http = createHttp(config);
  const oauth = createOAuth(config, http, config.now);
  const session = createSession(oauth, config.tokenStore, config.now);
  return {
    config,
    http,
    oauth,
    session,
    graphql: createGraphQLClient(config, http, session),
    customerGraphql: createGraphQLClient(config, http, session, { customerOnly: true }),
  };
}

/** Everything both factories set up before their clients: see {@link createCommerceTransport}. */
export type CommerceTransport = ReturnType<typeof createCommerceTransport>;

/**
 * The two steps of the shop's back end the commercetools clients wait on: the loyalty update an email change waits
 * for, and the links a shared wishlist is sent with. Given apart, so the commerce entry builds only these two and
 * bundles no more of the back end's client than they need.
 */
export interface CommerceBackendSteps {
  loyalty: LoyaltyUpdate;
  wishlistLinks: WishlistLinksResource;
}

/**
 * The commercetools clients over one transport, the same objects for `createBookshop` and `createCommerce`: `auth`,
 * `customer`, `addresses`, `wishlists`, `cart` and `catalog`.
 */
export function createCommerceClients(transport: CommerceTransport, backend: CommerceBackendSteps) {
  const { config, http, oauth, session, graphql, customerGraphql } = transport;
  const cart = createCartResource(config, graphql, config.tokenStore);
  const customer = createCustomerResource(config, { graphql, tokenStore: config.tokenStore, loyalty: backend.loyalty });
  return {
    auth: createAuthResource(config, http, oauth),
    customer,
    addresses: createAddressesResource(customer),
    wishlists: createWishlistsResource(config, { graphql: customerGraphql, cart, links: backend.wishlistLinks }),
    cart,
    catalog: createCatalogResource(config, graphql, createRestClient(config, http, session)),
  };
}
