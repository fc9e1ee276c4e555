/**
 * `@bookshop/sdk/commerce`: the commercetools clients alone (sign-in, the customer's profile, addresses and
 * wishlists, the basket, the catalogue), for an app that sells but searches elsewhere. It brings no search,
 * content, newsletter, address lookup or currency client, so it costs what the official commercetools clients do
 * (`size-budget.json`: ≤ 16 kB gz). The customer's email change still waits for the loyalty service and wishlists
 * still share links through the shop's back end, as with the full client: configure `yotpo` and `backend` to use
 * those two steps.
 *
 * @example
 * ```ts
 * import { createCommerce } from '@bookshop/sdk/commerce';
 *
 * const commerce = createCommerce({ commercetools: { apiUrl, authUrl, projectKey, clientId, clientSecret } });
 * const { customerId } = await commerce.auth.signIn({ username: 'grace@example.com', password: '…' });
 * const me = await commerce.customer.me();
 * ```
 *
 * @module commerce
 */
import { type AddressesResource, createAddressesResource } from './addresses/addressesResource';
import { type AuthResource, createAuthResource } from './auth/authResource';
import { guardTokenStore } from './auth/guardTokenStore';
import { createBackendRequest } from './backend/backendRequest';
import { createLoyaltyResource } from './backend/loyaltyResource';
import { createWishlistLinksResource } from './backend/wishlistLinksResource';
import { type CartResource, createCartResource } from './cart/cartResource';
import { type CatalogResource, createCatalogResource } from './catalog/catalogResource';
import { createGraphQLClient } from './commercetools/graphqlClient';
import { createOAuth } from './commercetools/oauth';
import { createRestClient } from './commercetools/restClient';
import { createSession } from './commercetools/session';
import { type BookshopConfigInput, type BookshopDependencies, resolveConfig } from './config';
import { type CustomerResource, createCustomerResource } from './customer/customerResource';
import { createHttp } from './transport/http';
import { createWishlistsResource, type WishlistsResource } from './wishlists/wishlistsResource';

export type { AddressesResource } from './addresses/addressesResource';
export type {
  AuthResource,
  MagicLinkCheck,
  MagicLinkRedemption,
  MagicLinkRequest,
  MagicLinkStatus,
  PasswordResetResult,
  SignedIn,
  SignInInput,
  SignUpInput,
  SignUpResult,
  UserCheck,
} from './auth/authResource';
export { memoryTokenStore, type TokenSet, type TokenStore } from './auth/tokenStore';
export type { LoyaltyUpdateResult } from './backend/loyaltyResource';
export type {
  WishlistPushLinkInput,
  WishlistPushLinkResult,
  WishlistShareLinkInput,
} from './backend/wishlistLinksResource';
export type {
  Cart,
  CartItemInput,
  CartReference,
  CartResource,
  CartWriteOptions,
  DiscountAnswer,
  DiscountCodeOptions,
  DiscountOutcome,
} from './cart/cartResource';
export type { CatalogProduct } from './catalog/catalogProduct';
export type { CatalogResource } from './catalog/catalogResource';
export type { Category } from './catalog/category';
export type { BookshopConfigInput, BookshopDependencies, Logger } from './config';
export type { Customer, CustomerResource, EmailChangeOutcome, LoyaltyUpdate } from './customer/customerResource';
export {
  AuthError,
  BookshopError,
  CheckoutError,
  type CheckoutErrorCode,
  ConcurrentModificationError,
  type GraphQLErrorEntry,
  GraphQLResponseError,
  HttpError,
  SignInPausedError,
  ValidationError,
  type ValidationIssue,
} from './errors';
export type {
  AddressInput,
  CartFieldsFragment,
  CartState,
  CustomerFieldsFragment,
  DiscountCodeState,
  MyCartUpdateAction,
  MyCustomerUpdateAction,
  MyShoppingListUpdateAction,
  ShoppingListFieldsFragment,
} from './generated/graphql';
export type { NoInput, RequestOptions } from './transport/http';
export type {
  Wishlist,
  WishlistDraft,
  WishlistPage,
  WishlistsResource,
  WishlistToggleResult,
} from './wishlists/wishlistsResource';

/** The commercetools clients, the same objects as the full client's resources of the same names. */
export interface Commerce {
  auth: AuthResource;
  customer: CustomerResource;
  addresses: AddressesResource;
  wishlists: WishlistsResource;
  cart: CartResource;
  catalog: CatalogResource;
}

/**
 * Creates the commercetools clients alone, over one session: the same clients as `createBookshop(config)`'s `auth`,
 * `customer`, `addresses`, `wishlists`, `cart` and `catalog`, configured by the same object and validated once, here.
 *
 * @throws {@link ValidationError} when the configuration is invalid.
 * @example
 * ```ts
 * import { createCommerce } from '@bookshop/sdk/commerce';
 *
 * const { customer, addresses } = createCommerce({ ...config, tokenStore });
 * const me = await customer.me();
 * if (me?.addresses[0]) await addresses.setDefault(me, { id: me.addresses[0].id, type: 'billing' });
 * ```
 */
export function createCommerce(input: BookshopConfigInput & BookshopDependencies): Commerce {
  const resolved = resolveConfig(input);
  const config = { ...resolved, tokenStore: guardTokenStore(resolved.tokenStore) };
  const http = createHttp(config);
  const oauth = createOAuth(config, http, config.now);
  const session = createSession(oauth, config.tokenStore, config.now);
  const graphql = createGraphQLClient(config, http, session);
  const cart = createCartResource(config, graphql, config.tokenStore);
  const customer = createCustomerResource(config, {
    graphql,
    tokenStore: config.tokenStore,
    loyalty: createLoyaltyResource(config, http).updateCustomer,
  });
  return {
    auth: createAuthResource(config, http, oauth),
    customer,
    addresses: createAddressesResource(customer),
    wishlists: createWishlistsResource(config, {
      graphql: createGraphQLClient(config, http, session, { customerOnly: true }),
      cart,
      links: createWishlistLinksResource(createBackendRequest(config, http, session)),
    }),
    cart,
    catalog: createCatalogResource(config, graphql, createRestClient(config, http, session)),
  };
}
