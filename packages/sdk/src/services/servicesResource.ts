import type * as z from 'zod/mini';
import type { BookshopConfig } from '../config';
import { AuthError, HttpError } from '../errors';
import type { Http, HttpRequest, RequestOptions } from '../transport/http';
import { parseWire, requireService, withHeaders } from '../transport/wire';
import {
  type AccountBalance,
  type BackendMoney,
  type DistanceOrigin,
  type Donation,
  type GiftCardBalance,
  type Invoice,
  type InvoicePayment,
  type SavedCard,
  type SharedWishlist,
  type ShopOrder,
  type StoreLocation,
  type WishlistShareLink,
  wireAccountBalance,
  wireCardDeleted,
  wireDistance,
  wireDonation,
  wireDonationRemoved,
  wireFind,
  wireGiftCardBalance,
  wireGiftCardType,
  wireInvoicePayment,
  wireInvoices,
  wireLocation,
  wireLocations,
  wireLoyaltyUpdate,
  wireOrder,
  wireOrders,
  wirePinCheck,
  wirePushLink,
  wireSavedCards,
  wireSharedWishlist,
  wireShareLink,
  wireStoreAddress,
} from './backendWire';

/** Raised when a customer-only back-end path is called without a signed-in customer's token. */
export const SIGN_IN_REQUIRED_MESSAGE = 'A signed-in customer is required';

/** A store by its id (`S001`) or its slug (`west-ryde`). */
export type StoreRef = { id: string } | { slug: string };
/** A store with its distance from the searched postcode. */
export type StoreDistance = StoreLocation & { distanceKm: number };
/** The store as a Click & Collect delivery address. */
export type StoreAddress = z.output<typeof wireStoreAddress>;
/** Distances from a postcode to stores. */
export type StoreDistances = z.output<typeof wireDistance>;
/** What a gift card code is: a gift card, a commerce discount code, or neither. */
export type GiftCardType = 'giftcard' | 'discount' | 'unknown';
/** The outcome of a pin check: the balance when right; attempts left (or locked) when wrong. */
export type GiftCardPinResult =
  | (GiftCardBalance & { valid: true })
  | { valid: false; attemptsRemaining?: number; locked?: boolean; message?: string };
/** The loyalty service's answer to a customer update: read `success` before saving an email change. */
export interface LoyaltyUpdateResult {
  success: boolean;
  message?: string;
}

/** The shop's own back end: stores, gift cards, the signed-in customer's orders, invoices, cards and more. */
export interface ServicesResource {
  instore: {
    /**
     * Every store with its coordinates (`GET instore/locations`).
     *
     * @example
     * ```ts
     * const stores = await bookshop.services.instore.locations();
     * ```
     */
    locations(options?: RequestOptions): Promise<StoreLocation[]>;
    /**
     * One store by id or slug (`GET instore/location`); `null` when there is none.
     *
     * @example
     * ```ts
     * const store = await bookshop.services.instore.location({ slug: 'west-ryde' });
     * ```
     */
    location(ref: StoreRef, options?: RequestOptions): Promise<StoreLocation | null>;
    /**
     * The stores nearest a postcode, nearest first (`GET instore/find`, `limit` 5 by default, at most 15).
     *
     * @example
     * ```ts
     * const { locations } = await bookshop.services.instore.find({ postcode: '2114', limit: 3 });
     * ```
     */
    find(
      input: { postcode: string; limit?: number },
      options?: RequestOptions,
    ): Promise<{ origin: DistanceOrigin; locations: StoreDistance[] }>;
    /**
     * A store as a Click & Collect address (`GET instore/address`).
     *
     * @example
     * ```ts
     * const { address } = await bookshop.services.instore.address({ id: 'S014' });
     * ```
     */
    address(ref: StoreRef, options?: RequestOptions): Promise<StoreAddress>;
  };
  /**
   * Distances from a postcode to stores (`POST googleApi/distance-identification`), all stores or the given ids.
   *
   * @example
   * ```ts
   * const { results } = await bookshop.services.distance({ postcode: '4350', storeIds: ['S013'] });
   * ```
   */
  distance(input: { postcode: string; storeIds?: string[] }, options?: RequestOptions): Promise<StoreDistances>;
  giftCard: {
    /**
     * A gift card's balance (`GET giftcard/{code}/balance`); `null` for an unknown card.
     *
     * @example
     * ```ts
     * const card = await bookshop.services.giftCard.balance('6280000000000001');
     * card?.balance.centAmount; // 5000
     * ```
     */
    balance(code: string, options?: RequestOptions): Promise<GiftCardBalance | null>;
    /**
     * Whether a code is a gift card, a discount code or unknown (`GET giftcard/check-type`).
     *
     * @example
     * ```ts
     * if ((await bookshop.services.giftCard.type(code)) === 'discount') await bookshop.cart.applyDiscountCode(code);
     * ```
     */
    type(code: string, options?: RequestOptions): Promise<GiftCardType>;
    /**
     * Checks a gift card's pin (`POST giftcard/validate-pin`). A wrong pin, or a card locked after too many, is data.
     *
     * @example
     * ```ts
     * const result = await bookshop.services.giftCard.validatePin({ code, pin: '1234' });
     * if (!result.valid) showError(result.locked ? result.message : `${result.attemptsRemaining} tries left`);
     * ```
     */
    validatePin(input: { code: string; pin: string }, options?: RequestOptions): Promise<GiftCardPinResult>;
  };
  orders: {
    /**
     * The signed-in customer's recent orders, newest first (`GET ns-orders/recent`).
     *
     * @example
     * ```ts
     * const orders = await bookshop.services.orders.recent({ limit: 5 });
     * ```
     */
    recent(input?: { limit?: number }, options?: RequestOptions): Promise<ShopOrder[]>;
    /**
     * One order by id or order number (`GET ns-order`); `null` when the customer has no such order.
     *
     * @example
     * ```ts
     * const order = await bookshop.services.orders.get('SO0001001');
     * ```
     */
    get(id: string, options?: RequestOptions): Promise<ShopOrder | null>;
  };
  invoices: {
    /**
     * The signed-in (business) customer's invoices, newest first (`GET invoice/recent`).
     *
     * @example
     * ```ts
     * const open = (await bookshop.services.invoices.recent()).filter((invoice) => invoice.status !== 'paid');
     * ```
     */
    recent(input?: { limit?: number }, options?: RequestOptions): Promise<Invoice[]>;
    /**
     * Pays (part of) an invoice, in cents, at most what is outstanding (`POST invoice/payment`).
     *
     * @example
     * ```ts
     * await bookshop.services.invoices.pay({ invoice: 'INV-1002', amount: 5000 });
     * ```
     */
    pay(
      input: { invoice: string; amount: number; reference?: string },
      options?: RequestOptions,
    ): Promise<InvoicePayment>;
  };
  savedCards: {
    /**
     * The signed-in customer's saved cards, masked (`GET adyen/list`).
     *
     * @example
     * ```ts
     * const cards = await bookshop.services.savedCards.list();
     * ```
     */
    list(options?: RequestOptions): Promise<SavedCard[]>;
    /**
     * Removes a saved card (`POST adyen/delete`); `false` when the customer has no such card.
     *
     * @example
     * ```ts
     * await bookshop.services.savedCards.remove(card.id);
     * ```
     */
    remove(id: string, options?: RequestOptions): Promise<boolean>;
  };
  donation: {
    /**
     * Adds (or replaces) the donation on the customer's order, in cents (`POST donation/add`).
     *
     * @example
     * ```ts
     * await bookshop.services.donation.add({ amount: 500, charity: 'Bible Society Australia' });
     * ```
     */
    add(input: { amount: number; cartId?: string; charity?: string }, options?: RequestOptions): Promise<Donation>;
    /**
     * Removes the donation (`POST donation/remove`); whether there was one.
     *
     * @example
     * ```ts
     * await bookshop.services.donation.remove();
     * ```
     */
    remove(options?: RequestOptions): Promise<boolean>;
  };
  account: {
    /**
     * The signed-in customer's account balance (`GET account/balance`).
     *
     * @example
     * ```ts
     * const { availableCredit } = await bookshop.services.account.balance();
     * ```
     */
    balance(options?: RequestOptions): Promise<AccountBalance>;
  };
  wishlistLinks: {
    /**
     * A share link for one of the customer's wishlists (`POST wishlist/generate-link`).
     *
     * @example
     * ```ts
     * const { url } = await bookshop.services.wishlistLinks.generate(list.id);
     * ```
     */
    generate(shoppingListId: string, options?: RequestOptions): Promise<WishlistShareLink>;
    /**
     * Emails a share link to someone (`POST wishlist/push-link`).
     *
     * @example
     * ```ts
     * await bookshop.services.wishlistLinks.push({ shoppingListId: list.id, email: 'friend@example.com' });
     * ```
     */
    push(
      input: { shoppingListId: string; email: string; message?: string },
      options?: RequestOptions,
    ): Promise<{ success: boolean; expiresAt?: string | null }>;
    /**
     * The wishlist behind a share token (`GET wishlist?token=`); `null` when the link is invalid or expired.
     *
     * @example
     * ```ts
     * const shared = await bookshop.services.wishlistLinks.open(searchParams.get('token') ?? '');
     * ```
     */
    open(token: string, options?: RequestOptions): Promise<SharedWishlist | null>;
  };
  loyalty: {
    /**
     * Updates the loyalty and reviews customer (Yotpo) with the customer's `externalId` and new email; an email
     * change goes ahead only when `success` is true (spec A4). A refusal is data; outages throw.
     *
     * @example
     * ```ts
     * const { success } = await bookshop.services.loyalty.updateCustomer({ id: customer.externalId, email });
     * if (!success) toast.error('Something went wrong while updating customer in yotpo.Please contact customer suport');
     * ```
     */
    updateCustomer(input: { id: string; email: string }, options?: RequestOptions): Promise<LoyaltyUpdateResult>;
  };
}

/** Money on the wire; re-exported for the types above. */
export type { BackendMoney };

const notFound = (error: unknown) => error instanceof HttpError && error.status === 404;

export function createServicesResource(config: BookshopConfig, http: Http): ServicesResource {
  const backend = async <T extends z.ZodMiniType>(
    path: string,
    schema: T,
    request: HttpRequest & { signedIn?: boolean },
  ): Promise<z.output<T>> => {
    const { baseUrl } = requireService(config.backend, 'backend', 'BOOKSHOP_BACKEND_URL');
    const { signedIn, ...rest } = request;
    let options: HttpRequest = rest;
    if (signedIn) {
      const token = await config.tokenStore.get();
      if (!token?.customerId) throw new AuthError(SIGN_IN_REQUIRED_MESSAGE, 'not_signed_in');
      options = { ...rest, ...withHeaders(rest, { authorization: `Bearer ${token.accessToken}` }) };
    }
    return parseWire(schema, await http(`${baseUrl}/${path}`, options), `The back end (${path})`);
  };
  const orNull = async <T>(call: Promise<T>): Promise<T | null> => {
    try {
      return await call;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };
  const ref = (store: StoreRef) => ('id' in store ? { id: store.id } : { slug: store.slug });
  return {
    instore: {
      locations: async (options = {}) => (await backend('instore/locations', wireLocations, options)).locations,
      location: async (store, options = {}) =>
        orNull(
          backend('instore/location', wireLocation, { ...options, query: ref(store) }).then((body) => body.location),
        ),
      find: ({ postcode, limit }, options = {}) =>
        backend('instore/find', wireFind, { ...options, query: { postcode: postcode.trim(), limit } }),
      address: (store, options = {}) => backend('instore/address', wireStoreAddress, { ...options, query: ref(store) }),
    },
    distance: ({ postcode, storeIds }, options = {}) =>
      backend('googleApi/distance-identification', wireDistance, {
        ...options,
        method: 'POST',
        body: { postcode: postcode.trim(), ...(storeIds ? { storeIds } : {}) },
      }),
    giftCard: {
      balance: (code, options = {}) =>
        orNull(backend(`giftcard/${encodeURIComponent(code.trim())}/balance`, wireGiftCardBalance, options)),
      async type(code, options = {}) {
        const { type } = await backend('giftcard/check-type', wireGiftCardType, {
          ...options,
          query: { code: code.trim() },
        });
        return type === 'giftcard' || type === 'discount' ? type : 'unknown';
      },
      async validatePin({ code, pin }, options = {}) {
        try {
          return await backend('giftcard/validate-pin', wirePinCheck, {
            ...options,
            method: 'POST',
            body: { code: code.trim(), pin: pin.trim() },
          });
        } catch (error) {
          if (error instanceof HttpError && error.status === 429) {
            return { valid: false, attemptsRemaining: 0, locked: true, message: error.message };
          }
          throw error;
        }
      },
    },
    orders: {
      recent: async ({ limit } = {}, options = {}) =>
        (await backend('ns-orders/recent', wireOrders, { ...options, query: { limit }, signedIn: true })).orders,
      get: (id, options = {}) =>
        orNull(
          backend('ns-order', wireOrder, { ...options, query: { id }, signedIn: true }).then((body) => body.order),
        ),
    },
    invoices: {
      recent: async ({ limit } = {}, options = {}) =>
        (await backend('invoice/recent', wireInvoices, { ...options, query: { limit }, signedIn: true })).invoices,
      pay: (input, options = {}) =>
        backend('invoice/payment', wireInvoicePayment, { ...options, method: 'POST', body: input, signedIn: true }),
    },
    savedCards: {
      list: async (options = {}) =>
        (await backend('adyen/list', wireSavedCards, { ...options, signedIn: true })).storedPaymentMethods,
      async remove(id, options = {}) {
        const answer = await orNull(
          backend('adyen/delete', wireCardDeleted, { ...options, method: 'POST', body: { id }, signedIn: true }),
        );
        return answer?.response === '[detail-successfully-disabled]';
      },
    },
    donation: {
      add: async (input, options = {}) =>
        (await backend('donation/add', wireDonation, { ...options, method: 'POST', body: input, signedIn: true }))
          .donation,
      remove: async (options = {}) =>
        (
          await backend('donation/remove', wireDonationRemoved, {
            ...options,
            method: 'POST',
            body: {},
            signedIn: true,
          })
        ).removed,
    },
    account: {
      balance: (options = {}) => backend('account/balance', wireAccountBalance, { ...options, signedIn: true }),
    },
    wishlistLinks: {
      generate: (shoppingListId, options = {}) =>
        backend('wishlist/generate-link', wireShareLink, {
          ...options,
          method: 'POST',
          body: { shoppingListId },
          signedIn: true,
        }),
      push: (input, options = {}) =>
        backend('wishlist/push-link', wirePushLink, { ...options, method: 'POST', body: input, signedIn: true }),
      open: (token, options = {}) => orNull(backend('wishlist', wireSharedWishlist, { ...options, query: { token } })),
    },
    loyalty: {
      async updateCustomer({ id, email }, options = {}) {
        const yotpo = requireService(config.yotpo, 'yotpo', 'BOOKSHOP_YOTPO_URL');
        const headers: Record<string, string> = {};
        if (yotpo.guid) headers['x-guid'] = yotpo.guid;
        if (yotpo.apiKey) headers['x-api-key'] = yotpo.apiKey;
        let body: unknown;
        try {
          body = await http(`${yotpo.baseUrl}/customers`, {
            ...withHeaders(options, headers),
            method: 'POST',
            body: { id, email: email.trim() },
          });
        } catch (error) {
          // The service refused this customer (a bad email, say): the email change stops; keys and outages throw.
          if (
            error instanceof HttpError &&
            error.status >= 400 &&
            error.status < 500 &&
            ![401, 403].includes(error.status)
          ) {
            return { success: false, message: error.message };
          }
          throw error;
        }
        const wire = parseWire(wireLoyaltyUpdate, body, 'Yotpo');
        return { success: wire?.success ?? true, ...(wire?.message ? { message: wire.message } : {}) };
      },
    },
  };
}
