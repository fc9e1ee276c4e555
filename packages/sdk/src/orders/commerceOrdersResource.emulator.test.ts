import { randomUUID } from 'node:crypto';
import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { AuthError } from '../errors';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, seed: 9 });
});
afterAll(() => emulator?.stop());

async function freshCustomer() {
  const tokenStore = memoryTokenStore();
  const bookshop = createBookshop({ ...emulatorServices(emulator.url), tokenStore });
  const email = `orders-${randomUUID()}@example.com`;
  const password = 'Psalm23!orders';
  const joined = await bookshop.auth.signUp({ email, password, firstName: 'Lydia', lastName: 'Thyatira' });
  if (!joined.ok) throw new Error(joined.message);
  await bookshop.auth.signIn({ username: email, password });
  return { bookshop, tokenStore, email };
}

/** An Adyen test card the emulator authorises. */
const VISA = {
  type: 'card',
  number: '4111111145551142',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
  holderName: 'Lydia Thyatira',
} as const;

/** Puts `count` in-stock products in the basket, sends it to an address by `method` and orders it, as checkout does. */
async function placeOrder(customer: Awaited<ReturnType<typeof freshCustomer>>, count: number, method = 'standard') {
  const { bookshop, email } = customer;
  const { products } = await bookshop.search.search({ filters: { available: ['In Stock'] }, resultsPerPage: 30 });
  const found = await bookshop.catalog.productsBySkus(products.map((product) => product.sku));
  const picks = found
    .filter((product) => product.productType !== 'gift-card' && (product.availability.availableQuantity ?? 0) > 5)
    .slice(0, count);
  await bookshop.cart.add({ productId: picks[0]?.id ?? '', variantId: picks[0]?.variantId });
  for (const product of picks.slice(1))
    await bookshop.cart.add({ productId: product.id, variantId: product.variantId });
  const address = {
    firstName: 'Lydia',
    lastName: 'Thyatira',
    streetNumber: '28',
    streetName: 'Chatham Road',
    city: 'West Ryde',
    state: 'NSW',
    postalCode: '2114',
    country: 'AU',
  };
  await bookshop.cart.setShippingAddress(address);
  await bookshop.cart.setShippingMethod(method);
  // As the storefront's checkout does: commercetools does not copy the customer's email onto their cart.
  await bookshop.cart.setCustomerEmail(email);
  const { order } = await bookshop.checkout.placeOrder({ attempt: randomUUID(), giftCards: [], card: VISA });
  return { id: order.id, orderNumber: order.orderNumber ?? '' };
}

describe('orders against the emulator', () => {
  it('lists the customer’s online orders newest first, a page at a time, and reads one by its number', async () => {
    const customer = await freshCustomer();
    expect(await customer.bookshop.orders.list()).toMatchObject({ total: 0, results: [] });
    const first = await placeOrder(customer, 2);
    const second = await placeOrder(customer, 1, 'express');

    const page = await customer.bookshop.orders.list({ limit: 1, offset: 0 });
    expect(page).toMatchObject({ total: 2, offset: 0, count: 1 });
    expect(page.results.map((order) => order.orderNumber)).toEqual([second.orderNumber]);
    const next = await customer.bookshop.orders.list({ limit: 1, offset: 1 });
    expect(next.results.map((order) => order.orderNumber)).toEqual([first.orderNumber]);

    const order = await customer.bookshop.orders.get(first.orderNumber);
    expect(order).toMatchObject({ id: first.id, orderNumber: first.orderNumber, orderState: 'Open' });
    expect(order?.lineItems).toHaveLength(2);
    expect(order?.lineItems[0]).toMatchObject({ name: expect.any(String), variant: { sku: expect.any(String) } });
    expect(order?.shippingAddress).toMatchObject({ city: 'West Ryde', postalCode: '2114', streetName: 'Chatham Road' });
    expect(order?.shippingInfo).toMatchObject({ shippingMethod: { key: 'standard' }, deliveries: [] });
    const lines = order?.lineItems.reduce((sum, line) => sum + (line.totalPrice?.centAmount ?? 0), 0) ?? 0;
    const shipping = order?.shippingInfo?.price.centAmount ?? 0;
    expect(order?.totalPrice.centAmount).toBe(lines + shipping);
    expect((await customer.bookshop.orders.get(second.orderNumber))?.shippingInfo?.shippingMethod?.key).toBe('express');
  });

  it('reads another customer’s order number as none, and refuses a shopper who is not signed in', async () => {
    const owner = await freshCustomer();
    const placed = await placeOrder(owner, 1);
    const other = await freshCustomer();
    expect(await other.bookshop.orders.get(placed.orderNumber)).toBeNull();
    expect((await other.bookshop.orders.list()).total).toBe(0);
    expect(await owner.bookshop.orders.get('no-such-order')).toBeNull();
    expect(await owner.bookshop.orders.get('')).toBeNull();

    const visitor = createBookshop({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore() });
    await expect(visitor.orders.list()).rejects.toBeInstanceOf(AuthError);
    await expect(visitor.orders.get(placed.orderNumber)).rejects.toBeInstanceOf(AuthError);
  });

  it('keeps a page request within what commerce accepts', async () => {
    const customer = await freshCustomer();
    await placeOrder(customer, 1);
    expect((await customer.bookshop.orders.list({ limit: 0, offset: -3 })).results).toHaveLength(1);
    expect((await customer.bookshop.orders.list({ limit: 9999, offset: 99_999 })).results).toHaveLength(0);
  });
});
