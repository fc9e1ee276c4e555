import type { Session } from '../commercetools/session';
import type { BookshopConfig } from '../config';
import type { Http } from '../transport/http';
import { type AccountResource, createAccountResource } from './accountResource';
import { createBackendRequest } from './backendRequest';
import { createDistanceResource, type DistanceResource } from './distanceResource';
import { createDonationResource, type DonationResource } from './donationResource';
import { createGiftCardResource, type GiftCardResource } from './giftCardResource';
import { createInstoreResource, type InstoreResource } from './instoreResource';
import { createInvoicesResource, type InvoicesResource } from './invoicesResource';
import { createLoyaltyResource, type LoyaltyResource } from './loyaltyResource';
import { createOrdersResource, type OrdersResource } from './ordersResource';
import { createReviewsResource, type ReviewsResource } from './reviewsResource';
import { createSavedCardsResource, type SavedCardsResource } from './savedCardsResource';
import { createWishlistLinksResource, type WishlistLinksResource } from './wishlistLinksResource';

export { SIGN_IN_REQUIRED_MESSAGE } from '../errors';
// The names the package root exports from here; each part's file declares its own.
export type { AccountResource } from './accountResource';
export type { DistanceResource, StoreDistances } from './distanceResource';
export type { DonationResource } from './donationResource';
export type { GiftCardPinResult, GiftCardResource, GiftCardType } from './giftCardResource';
export type {
  InstoreResource,
  NearestStores,
  StoreAddress,
  StoreDistance,
  StoreRef,
  StoreSearchOrigin,
} from './instoreResource';
export type { InvoicesResource } from './invoicesResource';
export type {
  LoyaltyCustomer,
  LoyaltyCustomerLookup,
  LoyaltyResource,
  LoyaltyUpdateResult,
} from './loyaltyResource';
export type { OrdersResource } from './ordersResource';
export type { ProductReview, ReviewsResource } from './reviewsResource';
export type { SavedCardsResource } from './savedCardsResource';
export type {
  WishlistLinksResource,
  WishlistPushLinkInput,
  WishlistPushLinkResult,
  WishlistShareLinkInput,
} from './wishlistLinksResource';

/**
 * The shop's own back end (`bookshop.backend`): stores, gift cards, the signed-in customer's orders, invoices, cards
 * and more.
 *
 * @example
 * ```ts
 * const orders = await bookshop.backend.orders.recent({ limit: 5 });
 * const { locations } = await bookshop.backend.instore.find({ postcode: '2114', limit: 3 });
 * ```
 */
export interface BackendResource {
  instore: InstoreResource;
  distance: DistanceResource;
  giftCard: GiftCardResource;
  orders: OrdersResource;
  invoices: InvoicesResource;
  savedCards: SavedCardsResource;
  donation: DonationResource;
  account: AccountResource;
  wishlistLinks: WishlistLinksResource;
  loyalty: LoyaltyResource;
  reviews: ReviewsResource;
}

/** `bookshop.backend`: every part of the shop's back end over one authenticated request function. */
export function createBackendResource(config: BookshopConfig, http: Http, session: Session): BackendResource {
  const backend = createBackendRequest(config, http, session);
  return {
    instore: createInstoreResource(backend),
    distance: createDistanceResource(backend),
    giftCard: createGiftCardResource(backend),
    orders: createOrdersResource(backend),
    invoices: createInvoicesResource(backend),
    savedCards: createSavedCardsResource(backend),
    donation: createDonationResource(backend),
    account: createAccountResource(backend),
    wishlistLinks: createWishlistLinksResource(backend),
    loyalty: createLoyaltyResource(config, http),
    reviews: createReviewsResource(config, http),
  };
}
