import type { CheckoutAddressInput } from '@bookshop/sdk/rules';
import type {
  CheckoutState,
  DeliveryChoice,
  GiftCardTender,
  PlacedOrder,
  PlaceOrderRequest,
} from '@/lib/checkout/checkoutTypes';
import type { CollectStore } from '@/lib/data/storeStock';
import { MAX_STORES_LIMIT } from '@/lib/stores/storeSearchLimits';

/** A checkout route's answer: its value, or its refusal (the field's message for a 400) with the status. */
export type CheckoutAnswer<T> =
  | { ok: true; status: number; value: T }
  | { ok: false; status: number; error: string; field?: string };

/** What the shopper reads when a route could not be reached or answered nothing useful. */
export const CHECKOUT_UNAVAILABLE = 'Something went wrong. Please try again later.';

async function call<T>(path: string, init: RequestInit = {}): Promise<CheckoutAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      cache: 'no-store',
      ...init,
      headers: init.body ? { 'content-type': 'application/json' } : undefined,
    });
  } catch {
    return { ok: false, status: 0, error: CHECKOUT_UNAVAILABLE };
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: string; field?: string }) | null;
  if (response.ok && body !== null) return { ok: true, status: response.status, value: body };
  return {
    ok: false,
    status: response.status,
    error: body?.error ?? CHECKOUT_UNAVAILABLE,
    ...(body?.field ? { field: body.field } : {}),
  };
}

const put = <T>(path: string, body: unknown) => call<T>(path, { method: 'PUT', body: JSON.stringify(body) });

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
  call<GiftCardTender>('/api/checkout/gift-card', { method: 'POST', body: JSON.stringify({ number, pin }) });

/** Places the order of one attempt (`POST /api/checkout/orders`): 201 placed, 402 declined, 409 sold out. */
export const placeOrder = (request: PlaceOrderRequest) =>
  call<PlacedOrder>('/api/checkout/orders', { method: 'POST', body: JSON.stringify(request) });

/** What became of an attempt (`GET /api/checkout/orders?attempt=`): 200 placed, 202 still running, 404 unknown. */
export const attemptOutcome = (attempt: string) =>
  call<PlacedOrder>(`/api/checkout/orders?${new URLSearchParams({ attempt })}`);

/** Every store near a postcode or suburb, nearest first (`GET /api/stores/stock?q=`, the store finder's route). */
export const nearestStores = (place: string) =>
  call<{ stores: CollectStore[] }>(
    `/api/stores/stock?${new URLSearchParams({ q: place, limit: String(MAX_STORES_LIMIT) })}`,
  );
