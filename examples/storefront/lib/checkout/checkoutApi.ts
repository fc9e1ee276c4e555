import type { CheckoutAddressInput } from '@bookshop/sdk/rules';
import { callRoute } from '../http/callRoute';
import type { CheckoutState, DeliveryChoice, GiftCardTender, PlacedOrder, PlaceOrderRequest } from './checkoutTypes';

const put = <T>(path: string, body: unknown) => callRoute<T>(path, { method: 'PUT', body });

/** The guest's email for the order (`PUT /api/checkout/contact`). */
export const saveContact = (email: string) => put<CheckoutState>('/api/checkout/contact', { email });

/** The delivery (and billing) address (`PUT /api/checkout/address`). */
export const saveAddress = (address: CheckoutAddressInput) => put<CheckoutState>('/api/checkout/address', address);

/** Standard delivery or Click & Collect at a store (`PUT /api/checkout/delivery`). */
export const saveDelivery = (choice: DeliveryChoice) => put<CheckoutState>('/api/checkout/delivery', choice);

/** The donation in cents, 0 to remove it (`PUT /api/checkout/donation`). */
export const saveDonation = (amountCents: number) => put<CheckoutState>('/api/checkout/donation', { amountCents });

/** Checks a gift card (type, PIN, balance) without charging it (`POST /api/checkout/gift-card`). */
export const checkGiftCard = (number: string, pin: string) =>
  callRoute<GiftCardTender>('/api/checkout/gift-card', { method: 'POST', body: { number, pin } });

/** Places the order of one attempt (`POST /api/checkout/orders`): 201 placed, 402 declined, 409 sold out. */
export const placeOrder = (request: PlaceOrderRequest) =>
  callRoute<PlacedOrder>('/api/checkout/orders', { method: 'POST', body: request });

/** What became of an attempt (`GET /api/checkout/orders?attempt=`): 200 placed, 202 still running, 404 unknown. */
export const attemptOutcome = (attempt: string) =>
  callRoute<PlacedOrder>(`/api/checkout/orders?${new URLSearchParams({ attempt })}`);
