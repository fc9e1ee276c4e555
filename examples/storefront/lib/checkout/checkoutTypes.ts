import type { CheckoutAddressInput, GiftCardRecipient } from '@bookshop/sdk/rules';
import type { BasketView } from '@/lib/basket/basketView';

/**
 * What the checkout page and the checkout routes say to each other. The server owns every price: the browser sends
 * only choices (an address, a delivery mode, a store, a card, a gift card, a donation) and reads totals back.
 *
 * Routes (same origin, JSON; bad input 400 `{ error, field? }`, never 500):
 * - `PUT  /api/checkout/contact`  `{ email }` → `CheckoutState` (guests; a signed-in shopper's email is their own)
 * - `PUT  /api/checkout/address`  `CheckoutAddressInput` → `CheckoutState` (the cart's delivery and billing address)
 * - `PUT  /api/checkout/delivery` `DeliveryChoice` → `CheckoutState` (commerce's shipping method, its price)
 * - `PUT  /api/checkout/donation` `{ amountCents }` (0 removes) → `CheckoutState`
 * - `POST /api/checkout/gift-card` `{ number, pin }` → `GiftCardTender` (checked, not charged)
 * - `POST /api/checkout/orders`   `PlaceOrderRequest` → 201 `PlacedOrder` | 402 declined | 409 sold out | 400
 * - `GET  /api/checkout/orders?attempt=` → the attempt's `PlacedOrder` (200), 202 while it runs, its failure (409
 *   `interrupted`: the instance placing it stopped before it ended), 404 unknown
 *
 * Server reads for the pages (`lib/data/checkout.ts`): `readCheckout(): Promise<CheckoutState | null>` (null: empty
 * basket) and `readPlacedOrder(orderNumber): Promise<PlacedOrderDetail | null>` (null: not this shopper's order).
 */

/** Standard delivery to the cart's address, or Click & Collect at one of the stores. */
export type DeliveryChoice = { mode: 'standard' } | { mode: 'collect'; storeId: string };

/** The basket as checkout shows it, with what has been chosen so far. */
export interface CheckoutState {
  basket: BasketView;
  /** The order's email: the signed-in shopper's, or the guest's once given. */
  email: string | null;
  signedIn: boolean;
  /** The cart's delivery address in the checkout form's shape, once set. */
  address: CheckoutAddressInput | null;
  delivery: DeliveryChoice | null;
  /** The donation on this order, in cents (0 for none). */
  donationCents: number;
}

/** A gift card checked against the back end (type, PIN, balance): what it can pay of this order. */
export interface GiftCardTender {
  /** The last four digits, for display; the full number is sent again with the order. */
  last4: string;
  type: string;
  balanceCents: number;
  /** What it will pay: the balance, at most the order's total. */
  appliesCents: number;
}

/** A new card as the shopper typed it; it goes to the payment service and is never stored by the site. */
export interface NewCard {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  holderName: string;
}

/** The card that pays what gift cards leave: a saved card (the back end's list) or a new one. */
export type CardPayment = { kind: 'saved'; cardId: string } | { kind: 'new'; card: NewCard };

/** Place order: one attempt, named by its idempotency key so a retry or a reload never orders twice. */
export interface PlaceOrderRequest {
  /** A UUID made once per attempt in the browser. */
  attempt: string;
  /** Absent when gift cards pay the whole order. */
  card?: CardPayment;
  giftCards: { number: string; pin: string }[];
}

/** An order placed by checkout, as the processing page learns it. */
export interface PlacedOrder {
  orderNumber: string;
  email: string;
  totalCents: number;
  currency: string;
}

/** The order summary the confirmation page shows (read on the server for the shopper who placed it). */
export interface PlacedOrderDetail extends PlacedOrder {
  placedAt: string;
  /** `key`: commerce's line id (two lines can share a SKU: a gift card bought for two recipients). */
  lines: {
    key: string;
    name: string;
    sku: string;
    quantity: number;
    totalCents: number;
    giftCardRecipient?: GiftCardRecipient;
  }[];
  subtotalCents: number;
  discountCents: number;
  deliveryCents: number;
  donationCents: number;
  gstCents: number;
  delivery: { mode: 'standard'; address: string } | { mode: 'collect'; storeName: string };
  /** How it was paid: each gift card's part and the card's, e.g. 'Gift card ••••1234' and 'Visa ••••1111'. */
  payments: { label: string; amountCents: number }[];
}
