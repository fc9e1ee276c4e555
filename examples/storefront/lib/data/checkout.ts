import 'server-only';
import { type AddressInput, type Cart, type Customer, HttpError, type MyCartUpdateAction } from '@bookshop/sdk';
import type { CheckoutAddressInput } from '@bookshop/sdk/rules';
import { cookies } from 'next/headers';
import { basketView } from '@/lib/basket/basketView';
import { bookshop, shopperBookshop } from '../bookshop';
import { type CartAddress, cartAddressFromForm, formFromCartAddress } from '../checkout/checkoutAddress';
import { addressParts, STORE_MESSAGE } from '../checkout/checkoutInput';
import { CheckoutRefusal, EMPTY_BASKET_MESSAGE } from '../checkout/checkoutRoute';
import type { CheckoutState, DeliveryChoice } from '../checkout/checkoutTypes';
import { SESSION_COOKIE } from '../session/cookieTokenStore';
import { accountCustomer } from './account';

/** commerce's shipping method keys for the two ways checkout delivers (seeded by the emulator). */
export const SHIPPING_METHOD = { standard: 'standard', collect: 'click-and-collect' } as const;

export const ADDRESS_FIRST_MESSAGE = 'Please enter your delivery address first';
export const DONATION_SIGN_IN_MESSAGE = 'Please sign in to add a donation';

const hasSession = async () => (await cookies()).has(SESSION_COOKIE);

/** The basket being checked out, or `null` without one (no session, no basket, or no lines). */
async function checkoutCart(): Promise<Cart | null> {
  if (!(await hasSession())) return null;
  const cart = await (await shopperBookshop()).cart.active();
  return cart?.lineItems.length ? cart : null;
}

async function requireCart(): Promise<Cart> {
  const cart = await checkoutCart();
  if (!cart) throw new CheckoutRefusal(EMPTY_BASKET_MESSAGE, 409);
  return cart;
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
async function donationCents(cart: Cart, customer: Customer | null): Promise<number> {
  if (!customer) return 0;
  const donation = await (await shopperBookshop()).backend.donation.current();
  return donation?.cartId === cart.id ? donation.amount.centAmount : 0;
}

/** The checkout as the page shows it, from a cart commerce has just answered. */
async function checkoutState(cart: Cart): Promise<CheckoutState> {
  const customer = await accountCustomer();
  const address = shopperAddress(cart);
  return {
    basket: basketView(cart),
    email: customer ? customer.email : (cart.customerEmail ?? null),
    signedIn: customer !== null,
    address: address ? formFromCartAddress(address) : null,
    delivery: deliveryOf(cart),
    donationCents: await donationCents(cart, customer),
  };
}

/** A signed-in customer's orders go to their own email: set on the cart with the write when it is not yet. */
function ownEmail(cart: Cart, customer: Customer | null): MyCartUpdateAction[] {
  return customer && cart.customerEmail !== customer.email ? [{ setCustomerEmail: { email: customer.email } }] : [];
}

async function updateCart(cart: Cart, actions: MyCartUpdateAction[]): Promise<CheckoutState> {
  const all = [...actions, ...ownEmail(cart, await accountCustomer())];
  return checkoutState(all.length ? await (await shopperBookshop()).cart.update(all) : cart);
}

/**
 * The checkout of this shopper's basket (totals from commerce), or `null` when there is nothing to check out (an
 * empty basket). An outage throws.
 */
export async function readCheckout(): Promise<CheckoutState | null> {
  const cart = await checkoutCart();
  return cart ? checkoutState(cart) : null;
}

/** The order's email: a guest's as given; a signed-in shopper's is their own, whatever was sent. */
export async function saveContact(email: string): Promise<CheckoutState> {
  const cart = await requireCart();
  if (await accountCustomer()) return updateCart(cart, []);
  return updateCart(cart, cart.customerEmail === email ? [] : [{ setCustomerEmail: { email } }]);
}

/**
 * The shopper's address: the cart's billing address, and its delivery address unless the order is collected (the
 * store stays the delivery address; the collector's name and mobile follow the form). Typed or looked up, every part
 * is required (400 with the form's message).
 */
export async function saveAddress(input: CheckoutAddressInput): Promise<CheckoutState> {
  const checked = addressParts(input);
  if (!checked.ok) throw new CheckoutRefusal(checked.message, 400, checked.field);
  const address = cartAddressFromForm(input, checked.parts);
  const cart = await requireCart();
  const store = deliveryOf(cart)?.mode === 'collect' ? cart.shippingAddress : null;
  const delivery = store
    ? { ...addressInput(store), firstName: input.firstName, lastName: input.lastName, mobile: input.mobile }
    : address;
  return updateCart(cart, [{ setBillingAddress: { address } }, { setShippingAddress: { address: delivery } }]);
}

/** The store as a Click & Collect delivery address, named by company and id, for the shopper to collect. */
async function collectAddress(storeId: string, shopper: CartAddress | null): Promise<AddressInput> {
  let store: Awaited<ReturnType<ReturnType<typeof bookshop>['backend']['instore']['address']>>;
  try {
    store = await bookshop().backend.instore.address({ id: storeId });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) {
      throw new CheckoutRefusal(STORE_MESSAGE, 400, 'storeId');
    }
    throw error;
  }
  return {
    ...addressInput({ ...store.address, country: store.address.country }),
    externalId: store.storeId,
    firstName: shopper?.firstName,
    lastName: shopper?.lastName,
    mobile: shopper?.mobile,
  };
}

/**
 * Standard delivery to the shopper's address, or Click & Collect at a store: commerce's shipping method, which it
 * prices (standard is free over the threshold). Standard delivery needs the address first.
 */
export async function saveDelivery(choice: DeliveryChoice): Promise<CheckoutState> {
  const cart = await requireCart();
  const home = shopperAddress(cart);
  if (choice.mode === 'standard') {
    if (!home) throw new CheckoutRefusal(ADDRESS_FIRST_MESSAGE, 400, 'address');
    return updateCart(cart, [
      { setShippingAddress: { address: addressInput(home) } },
      { setShippingMethod: { shippingMethod: { key: SHIPPING_METHOD.standard } } },
    ]);
  }
  const store = await collectAddress(choice.storeId, home);
  return updateCart(cart, [
    // The shopper's address stays on the order as its billing address when the store takes the delivery one.
    ...(home && !cart.billingAddress ? [{ setBillingAddress: { address: addressInput(home) } }] : []),
    { setShippingAddress: { address: store } },
    { setShippingMethod: { shippingMethod: { key: SHIPPING_METHOD.collect } } },
  ]);
}

/**
 * The donation on this order (0 removes it), through the back end's donation/add and donation/remove, for this cart.
 * The back end keeps donations for customers: a guest is asked to sign in.
 */
export async function saveDonation(amountCents: number): Promise<CheckoutState> {
  const cart = await requireCart();
  if (!(await accountCustomer())) throw new CheckoutRefusal(DONATION_SIGN_IN_MESSAGE, 401);
  const { donation } = (await shopperBookshop()).backend;
  if (amountCents === 0) await donation.remove();
  else await donation.add({ amount: amountCents, cartId: cart.id });
  return checkoutState(cart);
}
