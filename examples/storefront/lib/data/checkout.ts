import 'server-only';
import {
  type AddressInput,
  type Bookshop,
  type Cart,
  type Customer,
  HttpError,
  type MyCartUpdateAction,
  type PlaceOrderInput,
} from '@bookshop/sdk';
import { type CheckoutAddressInput, GIFT_CARD_MESSAGES, giftCardRefusal } from '@bookshop/sdk/rules';
import { cookies } from 'next/headers';
import { basketView } from '@/lib/basket/basketView';
import { sharedStore } from '@/lib/shared/sharedStore';
import { SharedStoreUnavailableError } from '@/lib/shared/sharedStoreTypes';
import { bookshop, shopperBookshop } from '../bookshop';
import { type AttemptFailure, attemptError, attemptFailure } from '../checkout/attemptFailure';
import { type CartAddress, cartAddressFromForm, formFromCartAddress } from '../checkout/checkoutAddress';
import { createCheckoutAttempts } from '../checkout/checkoutAttempts';
import { addressParts, STORE_MESSAGE } from '../checkout/checkoutInput';
import type {
  CardPayment,
  CheckoutState,
  DeliveryChoice,
  GiftCardTender,
  PlacedOrder,
  PlacedOrderDetail,
  PlaceOrderRequest,
} from '../checkout/checkoutTypes';
import { EMPTY_BASKET_MESSAGE } from '../checkout/checkoutWording';
import { placedOrder, placedOrderDetail } from '../checkout/placedOrder';
import { RouteRefusal } from '../http/routeRefusal';
import { cookieTokenStore, SESSION_COOKIE } from '../session/cookieTokenStore';
import { accountCustomer } from './account';

/** commerce's shipping method keys for the two ways checkout delivers (seeded by the emulator). */
export const SHIPPING_METHOD = { standard: 'standard', collect: 'click-and-collect' } as const;

export const ADDRESS_FIRST_MESSAGE = 'Please enter your delivery address first';
export const DONATION_SIGN_IN_MESSAGE = 'Please sign in to add a donation';

const hasSession = async () => (await cookies()).has(SESSION_COOKIE);

/** What a checkout step starts from: the shopper's client, the basket being checked out and who is signed in. */
interface CheckoutContext {
  shopper: Bookshop;
  cart: Cart;
  customer: Customer | null;
}

/**
 * The basket being checked out and the signed-in customer, read side by side, or `null` when there is nothing to
 * check out (no session, no basket, or no lines). Read once per request: every later part of the step uses these.
 */
async function checkoutContext(): Promise<CheckoutContext | null> {
  if (!(await hasSession())) return null;
  const shopper = await shopperBookshop();
  const [cart, customer] = await Promise.all([shopper.cart.active(), accountCustomer()]);
  return cart?.lineItems.length ? { shopper, cart, customer } : null;
}

async function requireContext(): Promise<CheckoutContext> {
  const context = await checkoutContext();
  if (!context) throw new RouteRefusal(EMPTY_BASKET_MESSAGE, 409);
  return context;
}

/** How the cart is delivered, from commerce's shipping method (Click & Collect names the store in its address). */
export function deliveryOf(cart: Pick<Cart, 'shippingInfo' | 'shippingAddress'>): DeliveryChoice | null {
  const key = cart.shippingInfo?.shippingMethod?.key;
  if (key === SHIPPING_METHOD.collect && cart.shippingAddress?.externalId) {
    return { mode: 'collect', storeId: cart.shippingAddress.externalId };
  }
  if (key === SHIPPING_METHOD.standard) return { mode: 'standard' };
  return null;
}

/** The shopper's own address on the cart: the billing address (Click & Collect puts the store in the shipping one). */
function shopperAddress(cart: Pick<Cart, 'billingAddress' | 'shippingAddress' | 'shippingInfo'>): CartAddress | null {
  if (cart.billingAddress) return cart.billingAddress;
  return deliveryOf(cart)?.mode === 'collect' ? null : (cart.shippingAddress ?? null);
}

/** A cart address as an address to set again (commerce answers nulls for the fields it does not hold). */
export function addressInput(address: CartAddress): AddressInput {
  const input: AddressInput = { country: address.country };
  for (const [field, value] of Object.entries(address)) {
    if (value != null) (input as Record<string, unknown>)[field] = value;
  }
  return input;
}

/** The donation on this basket in cents: a signed-in customer's, added for this cart (0 otherwise). */
async function donationCents({ shopper, cart, customer }: CheckoutContext): Promise<number> {
  if (!customer) return 0;
  const donation = await shopper.backend.donation.current();
  return donation?.cartId === cart.id ? donation.amount.centAmount : 0;
}

/** The checkout as the page shows it, from a cart commerce has just answered and the basket's donation. */
function checkoutState(cart: Cart, customer: Customer | null, donation: number): CheckoutState {
  const address = shopperAddress(cart);
  return {
    basket: basketView(cart),
    email: customer ? customer.email : (cart.customerEmail ?? null),
    signedIn: customer !== null,
    address: address ? formFromCartAddress(address) : null,
    delivery: deliveryOf(cart),
    donationCents: donation,
  };
}

/** A signed-in customer's orders go to their own email: set on the cart with the write when it is not yet. */
function ownEmail(cart: Cart, customer: Customer | null): MyCartUpdateAction[] {
  return customer && cart.customerEmail !== customer.email ? [{ setCustomerEmail: { email: customer.email } }] : [];
}

/**
 * One write of the basket as the step read it, with the actions `plan` makes from it (no second read: when another
 * tab's write came first, the SDK reads the basket and plans again), the donation read beside it; answered as the
 * checkout.
 */
async function updateCart(
  context: CheckoutContext,
  plan: (cart: Cart) => MyCartUpdateAction[],
): Promise<CheckoutState> {
  const { shopper, cart, customer } = context;
  const [next, donation] = await Promise.all([
    shopper.cart.updatePlanned(cart, (current) => [...plan(current), ...ownEmail(current, customer)]),
    donationCents(context),
  ]);
  return checkoutState(next, customer, donation);
}

/**
 * The checkout of this shopper's basket (totals from commerce), or `null` when there is nothing to check out (an
 * empty basket). An outage throws.
 */
export async function readCheckout(): Promise<CheckoutState | null> {
  const context = await checkoutContext();
  return context ? checkoutState(context.cart, context.customer, await donationCents(context)) : null;
}

/** The order's email: a guest's as given; a signed-in shopper's is their own, whatever was sent. */
export async function saveContact(email: string): Promise<CheckoutState> {
  const context = await requireContext();
  return updateCart(context, (cart) =>
    context.customer || cart.customerEmail === email ? [] : [{ setCustomerEmail: { email } }],
  );
}

/**
 * The shopper's address: the cart's billing address, and its delivery address unless the order is collected (the
 * store stays the delivery address; the collector's name and mobile follow the form). Typed, every part is required;
 * looked up, every part but the house or unit (400 with the form's message).
 */
export async function saveAddress(input: CheckoutAddressInput): Promise<CheckoutState> {
  const checked = addressParts(input);
  if (!checked.ok) throw new RouteRefusal(checked.message, 400, checked.field ? { field: checked.field } : {});
  const address = cartAddressFromForm(input, checked.parts);
  return updateCart(await requireContext(), (cart) => {
    const store = deliveryOf(cart)?.mode === 'collect' ? cart.shippingAddress : null;
    const delivery = store
      ? { ...addressInput(store), firstName: input.firstName, lastName: input.lastName, mobile: input.mobile }
      : address;
    return [{ setBillingAddress: { address } }, { setShippingAddress: { address: delivery } }];
  });
}

/** The store as a Click & Collect delivery address, named by company and id, with the shopper to collect. */
function collectAddress(store: StoreAddress, shopper: CartAddress | null): AddressInput {
  return {
    ...addressInput({ ...store.address, country: store.address.country }),
    externalId: store.storeId,
    firstName: shopper?.firstName,
    lastName: shopper?.lastName,
    mobile: shopper?.mobile,
  };
}

type StoreAddress = Awaited<ReturnType<Bookshop['backend']['instore']['address']>>;

/** The back end's address of a store; an unknown store is the shopper's choice refused (400). */
async function storeAddress(storeId: string): Promise<StoreAddress> {
  try {
    return await bookshop().backend.instore.address({ id: storeId });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) {
      throw new RouteRefusal(STORE_MESSAGE, 400, { field: 'storeId' });
    }
    throw error;
  }
}

/**
 * Standard delivery to the shopper's address, or Click & Collect at a store: commerce's shipping method, which it
 * prices (standard is free over the threshold). Standard delivery needs the address first. The store's address is
 * read beside the basket.
 */
export async function saveDelivery(choice: DeliveryChoice): Promise<CheckoutState> {
  const [context, store] = await Promise.all([
    requireContext(),
    choice.mode === 'collect' ? storeAddress(choice.storeId) : null,
  ]);
  return updateCart(context, (cart) => {
    const home = shopperAddress(cart);
    if (!store) {
      if (!home) throw new RouteRefusal(ADDRESS_FIRST_MESSAGE, 400, { field: 'address' });
      return [
        { setShippingAddress: { address: addressInput(home) } },
        { setShippingMethod: { shippingMethod: { key: SHIPPING_METHOD.standard } } },
      ];
    }
    return [
      // The shopper's address stays on the order as its billing address when the store takes the delivery one.
      ...(home && !cart.billingAddress ? [{ setBillingAddress: { address: addressInput(home) } }] : []),
      { setShippingAddress: { address: collectAddress(store, home) } },
      { setShippingMethod: { shippingMethod: { key: SHIPPING_METHOD.collect } } },
    ];
  });
}

/**
 * The donation on this order (0 removes it), through the back end's donation/add and donation/remove, for this cart.
 * The back end keeps donations for customers: a guest is asked to sign in.
 */
export async function saveDonation(amountCents: number): Promise<CheckoutState> {
  const { shopper, cart, customer } = await requireContext();
  if (!customer) throw new RouteRefusal(DONATION_SIGN_IN_MESSAGE, 401);
  const { donation } = shopper.backend;
  if (amountCents === 0) {
    await donation.remove();
    return checkoutState(cart, customer, 0);
  }
  const added = await donation.add({ amount: amountCents, cartId: cart.id });
  return checkoutState(cart, customer, added.amount.centAmount);
}

/**
 * A gift card checked against the back end for this order (type, PIN, balance), not charged: what it can pay, at most
 * the order's total with its donation. A card that cannot pay is refused (400) with the field's message.
 */
export async function checkGiftCard(number: string, pin: string): Promise<GiftCardTender> {
  const context = await requireContext();
  const { giftCard } = context.shopper.backend;
  const type = await giftCard.type(number);
  const notACard = giftCardRefusal({ type });
  if (notACard) throw new RouteRefusal(notACard.message, 400, { field: notACard.field });
  const checked = await giftCard.validatePin({ code: number, pin });
  const refused = giftCardRefusal({ type, pin: checked });
  // The rule refuses every wrong or locked PIN; `valid` only narrows the check's type for its balance.
  if (refused || !checked.valid) {
    throw new RouteRefusal(refused?.message ?? GIFT_CARD_MESSAGES['wrong-pin'], 400, {
      field: refused?.field ?? 'pin',
    });
  }
  const balanceCents = checked.balance.centAmount;
  const dueCents = context.cart.totalPrice.centAmount + (await donationCents(context));
  return {
    last4: number.slice(-4),
    type: checked.kind ?? 'giftcard',
    balanceCents,
    appliesCents: Math.min(balanceCents, dueCents),
  };
}

const paymentMethod = (card: CardPayment): NonNullable<PlaceOrderInput['card']> => {
  if (card.kind === 'saved') return { type: 'storedCard', storedPaymentMethodId: card.cardId };
  const [month = '', year = ''] = card.card.expiry.split('/');
  return {
    type: 'card',
    number: card.card.number,
    expiryMonth: month,
    expiryYear: `20${year}`,
    cvc: card.card.cvc,
    holderName: card.card.holderName,
  };
};

// Attempts being placed or just placed, per shopper, on the shared store: a double click, a retried request or a reload
// of the processing page, whichever instance it reaches, joins the running attempt instead of starting it twice, and
// learns how it ended. A request after an attempt failed runs it again (the SDK answers a declined card's refusal
// again, and an outage may have passed).
const attempts = createCheckoutAttempts<PlacedOrder, AttemptFailure>(sharedStore, {
  failure: attemptFailure,
  error: attemptError,
});

/** What the processing page is told when the instance placing an attempt stopped before it ended, with no order. */
export const INTERRUPTED_MESSAGE =
  'We could not finish placing your order. Please check your basket and place it again.';

async function attemptKey(attempt: string): Promise<string> {
  const token = await (await cookieTokenStore()).get();
  return `${token?.customerId ?? token?.anonymousId ?? 'none'}:${attempt}`;
}

async function runAttempt(request: PlaceOrderRequest): Promise<PlacedOrder> {
  const shopper = await shopperBookshop();
  const placed = await shopper.checkout.orderOfAttempt(request.attempt);
  if (placed) return placedOrder(placed);
  const context = await requireContext();
  const { cart, customer } = context;
  // A signed-in shopper's order goes to their own email, even when the basket was filled as a guest.
  if (customer && cart.customerEmail !== customer.email) await shopper.cart.setCustomerEmail(customer.email);
  if (!customer && !cart.customerEmail)
    throw new RouteRefusal('Please enter your email address', 400, { field: 'email' });
  if (request.card?.kind === 'saved' && !customer) {
    throw new RouteRefusal('Please sign in to pay with a saved card', 401);
  }
  return placedOrder(
    await shopper.checkout.placeOrder({
      attempt: request.attempt,
      giftCards: request.giftCards,
      card: request.card ? paymentMethod(request.card) : undefined,
      extraCents: await donationCents(context),
    }),
  );
}

/**
 * Places the order for this shopper's basket (one attempt, named by the browser's id): the order's email, delivery
 * and payment checked, the donation charged beside it, then the SDK's `checkout.placeOrder`, which takes every amount
 * from commerce and cancels every authorisation when no order is made. The same attempt again answers the same
 * order; a failure the shopper can act on is a `CheckoutError`.
 */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrder> {
  return attempts.place(await attemptKey(request.attempt), () => runAttempt(request));
}

/**
 * How an attempt stands for this shopper, whichever instance runs it: placed (its order), running, failed (its
 * error), or unknown. One whose instance stopped before it ended is its order when commerce has one, else a 409 that
 * sends the shopper back to the basket. While the shared store is unavailable, commerce answers alone: the order, or
 * running while the basket still carries the attempt.
 */
export async function attemptStatus(
  attempt: string,
): Promise<
  | { state: 'placed'; order: PlacedOrder }
  | { state: 'running' }
  | { state: 'failed'; error: unknown }
  | { state: 'unknown' }
> {
  const status = await attempts.status(await attemptKey(attempt)).catch((error: unknown) => {
    if (error instanceof SharedStoreUnavailableError) return { state: 'away' as const };
    throw error;
  });
  if (status.state === 'placed' || status.state === 'running') return status;
  if (status.state === 'failed') return { state: 'failed', error: attemptError(status.failure) };
  if (!(await hasSession())) return { state: 'unknown' };
  const shopper = await shopperBookshop();
  const placed = await shopper.checkout.orderOfAttempt(attempt);
  if (placed) return { state: 'placed', order: placedOrder(placed) };
  if (status.state === 'interrupted') {
    return { state: 'failed', error: new RouteRefusal(INTERRUPTED_MESSAGE, 409, { code: 'interrupted' }) };
  }
  if (status.state === 'away' && (await shopper.checkout.attemptInProgress(attempt))) return { state: 'running' };
  return { state: 'unknown' };
}

/**
 * One of this shopper's orders for the confirmation page, or `null` when it is not theirs (commerce reads only the
 * session's own orders: a guest's through the cookie of the session that placed it).
 */
export async function readPlacedOrder(orderNumber: string): Promise<PlacedOrderDetail | null> {
  if (!/^[\w-]{1,40}$/.test(orderNumber) || !(await hasSession())) return null;
  const placed = await (await shopperBookshop()).checkout.order(orderNumber);
  return placed ? placedOrderDetail(placed) : null;
}
