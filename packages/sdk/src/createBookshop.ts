import type { AddressesResource } from './addresses/addressesResource';
import type { AuthResource } from './auth/authResource';
import { type BackendResource, createBackendResource } from './backend/backendResource';
import type { CartResource } from './cart/cartResource';
import type { CatalogResource } from './catalog/catalogResource';
import { type CheckoutResource, createCheckoutResource } from './checkout/checkoutResource';
import { createCommerceClients, createCommerceTransport } from './commerceClients';
import type { BookshopConfigInput, BookshopDependencies } from './config';
import { type ContentResource, createContentResource } from './content/contentResource';
import { type CurrencyResource, createCurrencyResource } from './currency/currencyResource';
import type { CustomerResource } from './customer/customerResource';
import { createLookupResource, type LookupResource } from './lookup/lookupResource';
import { createNewsletterResource, type NewsletterResource } from './newsletter/newsletterResource';
import { type CommerceOrdersResource, createCommerceOrdersResource } from './orders/commerceOrdersResource';
import { createPaymentsResource, type PaymentsResource } from './payments/paymentsResource';
import { createSearchResource, type SearchResource } from './search/searchResource';
import type { WishlistsResource } from './wishlists/wishlistsResource';

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
  const transport = createCommerceTransport(input);
  const { config, http, session, graphql, customerGraphql } = transport;
  const backend = createBackendResource(config, http, session);
  const { addresses, auth, cart, catalog, customer, wishlists } = createCommerceClients(transport, {
    loyalty: backend.loyalty.updateCustomer,
    wishlistLinks: backend.wishlistLinks,
  });
  const content = createContentResource(config, http);
  const payments = createPaymentsResource(config, http);
  return {
    addresses,
    auth,
    cart,
    catalog,
    customer,
    orders: createCommerceOrdersResource(config, customerGraphql),
    search: createSearchResource(config, http, { contentSearch: content.contentSearch, withStock: catalog.withStock }),
    wishlists,
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
