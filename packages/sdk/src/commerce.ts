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
import type { AddressesResource } from './addresses/addressesResource';
import type { AuthResource } from './auth/authResource';
import { createBackendRequest } from './backend/backendRequest';
import { createLoyaltyResource } from './backend/loyaltyResource';
import { createWishlistLinksResource } from './backend/wishlistLinksResource';
import type { CartResource } from './cart/cartResource';
import type { CatalogResource } from './catalog/catalogResource';
import { createCommerceClients, createCommerceTransport } from './commerceClients';
import type { BookshopConfigInput, BookshopDependencies } from './config';
import type { CustomerResource } from './customer/customerResource';
import type { WishlistsResource } from './wishlists/wishlistsResource';

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
  const transport = createCommerceTransport(input);
  const { config, http, session } = transport;
  return createCommerceClients(transport, {
    loyalty: createLoyaltyResource(config, http).updateCustomer,
    wishlistLinks: createWishlistLinksResource(createBackendRequest(config, http, session)),
  });
}
