import { type AddressesResource, createAddressesResource } from './addresses/addressesResource';
import { type AuthResource, createAuthResource } from './auth/authResource';
import { guardTokenStore } from './auth/guardTokenStore';
import { type BackendResource, createBackendResource } from './backend/backendResource';
import { type CartResource, createCartResource } from './cart/cartResource';
import { type CatalogResource, createCatalogResource } from './catalog/catalogResource';
import { type CheckoutResource, createCheckoutResource } from './checkout/checkoutResource';
import { createGraphQLClient } from './commercetools/graphqlClient';
import { createOAuth } from './commercetools/oauth';
import { createRestClient } from './commercetools/restClient';
import { createSession } from './commercetools/session';
import { type BookshopConfigInput, type BookshopDependencies, resolveConfig } from './config';
import { type ContentResource, createContentResource } from './content/contentResource';
import { type CurrencyResource, createCurrencyResource } from './currency/currencyResource';
import { type CustomerResource, createCustomerResource } from './customer/customerResource';
import { createLookupResource, type LookupResource } from './lookup/lookupResource';
import { createNewsletterResource, type NewsletterResource } from './newsletter/newsletterResource';
import { type CommerceOrdersResource, createCommerceOrdersResource } from './orders/commerceOrdersResource';
import { createPaymentsResource, type PaymentsResource } from './payments/paymentsResource';
import { createSearchResource, type SearchResource } from './search/searchResource';
import { createHttp } from './transport/http';
import { createWishlistsResource, type WishlistsResource } from './wishlists/wishlistsResource';

/** The SDK's resources, grouped by domain. */
export interface Bookshop {
  addresses: AddressesResource;
  auth: AuthResource;
  cart: CartResource;
  catalog: CatalogResource;
  customer: CustomerResource;
  /** The signed-in customer's online orders (commerce's own); the shop's order system's history is `backend.orders`. */
  orders: CommerceOrdersResource;
  search: SearchResource;
  wishlists: WishlistsResource;
  content: ContentResource;
  newsletter: NewsletterResource;
  lookup: LookupResource;
  currency: CurrencyResource;
  /** Payments through Adyen's Checkout API: authorise and cancel. */
  payments: PaymentsResource;
  /** Placing the basket's order, exactly once per attempt, and reading the orders it placed. */
  checkout: CheckoutResource;
  /** The shop's own back end: stores, gift cards, the signed-in customer's orders, invoices, saved cards and more. */
  backend: BackendResource;
}

/**
 * Creates a client for every configured service. The configuration is validated once, here.
 *
 * @throws {@link ValidationError} when the configuration is invalid.
 * @example
 * ```ts
 * import { createBookshop, emulatorServices } from '@bookshop/sdk';
 *
 * const bookshop = createBookshop(emulatorServices('http://127.0.0.1:4000'));
 * const result = await bookshop.search.search({ q: 'psalms' });
 * ```
 */
export function createBookshop(input: BookshopConfigInput & BookshopDependencies): Bookshop {
  const resolved = resolveConfig(input);
  const config = { ...resolved, tokenStore: guardTokenStore(resolved.tokenStore) };
  const http = createHttp(config);
  const oauth = createOAuth(config, http, config.now);
  const session = createSession(oauth, config.tokenStore, config.now);
  const graphql = createGraphQLClient(config, http, session);
  const cart = createCartResource(config, graphql, config.tokenStore);
  const backend = createBackendResource(config, http, session);
  const customer = createCustomerResource(config, {
    graphql,
    tokenStore: config.tokenStore,
    loyalty: backend.loyalty.updateCustomer,
  });
  const catalog = createCatalogResource(config, graphql, createRestClient(config, http, session));
  const content = createContentResource(config, http);
  const customerGraphql = createGraphQLClient(config, http, session, { customerOnly: true });
  const payments = createPaymentsResource(config, http);
  return {
    addresses: createAddressesResource(customer),
    auth: createAuthResource(config, http, oauth),
    cart,
    catalog,
    customer,
    orders: createCommerceOrdersResource(config, customerGraphql),
    search: createSearchResource(config, http, { contentSearch: content.contentSearch, withStock: catalog.withStock }),
    wishlists: createWishlistsResource(config, {
      graphql: customerGraphql,
      cart,
      links: backend.wishlistLinks,
    }),
    content,
    newsletter: createNewsletterResource(config, http),
    lookup: createLookupResource(config, http),
    currency: createCurrencyResource(config, http, config.currencyRateStore),
    payments,
    checkout: createCheckoutResource(config, {
      graphql,
      cart,
      payments,
      giftCard: backend.giftCard,
      tokenStore: config.tokenStore,
    }),
    backend,
  };
}
