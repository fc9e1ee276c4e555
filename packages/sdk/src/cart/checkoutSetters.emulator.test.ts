import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { GraphQLResponseError } from '../errors';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 120, seed: 9 });
});
afterAll(() => emulator?.stop());

const shopper = () => createBookshop({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore() });

async function withBasket() {
  const bookshop = shopper();
  const { products } = await bookshop.search.search({ filters: { available: ['In Stock'] }, resultsPerPage: 10 });
  const [product] = await bookshop.catalog.productsBySkus(products.map((entry) => entry.sku));
  if (!product) throw new Error('the seed has no products in stock');
  await bookshop.cart.add({ productId: product.id, variantId: product.variantId });
  return bookshop;
}

const HOME = {
  firstName: 'Jo',
  lastName: 'Lee',
  streetName: 'George St',
  city: 'Sydney',
  postalCode: '2000',
  country: 'AU',
};

describe('checkout setters of the cart', () => {
  it('sets the email, both addresses and the shipping method by key, priced by commerce', async () => {
    const bookshop = await withBasket();
    let cart = await bookshop.cart.setCustomerEmail('guest@example.com');
    expect(cart.customerEmail).toBe('guest@example.com');
    cart = await bookshop.cart.setShippingAddress(HOME);
    cart = await bookshop.cart.setBillingAddress(HOME);
    expect(cart.shippingAddress).toMatchObject({ firstName: 'Jo', city: 'Sydney', postalCode: '2000' });
    expect(cart.billingAddress).toMatchObject({ streetName: 'George St' });
    cart = await bookshop.cart.setShippingMethod('standard');
    expect(cart.shippingInfo?.shippingMethod?.key).toBe('standard');
    const lines = cart.lineItems.reduce((sum, line) => sum + (line.totalPrice?.centAmount ?? 0), 0);
    expect(cart.shippingInfo?.price.centAmount).toBe(lines >= 9900 ? 0 : 995);
    expect(cart.totalPrice.centAmount).toBe(lines + (cart.shippingInfo?.price.centAmount ?? 0));
    cart = await bookshop.cart.setShippingMethod(null);
    expect(cart.shippingInfo).toBeNull();
  });

  it('lands parallel setters of one basket, each re-sent with the current version', async () => {
    const bookshop = await withBasket();
    await bookshop.cart.setShippingAddress(HOME);
    await Promise.all([
      bookshop.cart.setCustomerEmail('both@example.com'),
      bookshop.cart.setBillingAddress({ ...HOME, city: 'Parramatta' }),
      bookshop.cart.setShippingMethod('click-and-collect'),
    ]);
    const cart = await bookshop.cart.active();
    expect(cart?.customerEmail).toBe('both@example.com');
    expect(cart?.billingAddress?.city).toBe('Parramatta');
    expect(cart?.shippingInfo?.shippingMethod?.key).toBe('click-and-collect');
  });

  it('refuses an unknown shipping method and a shopper without a basket', async () => {
    const bookshop = await withBasket();
    await bookshop.cart.setShippingAddress(HOME);
    await expect(bookshop.cart.setShippingMethod('teleport')).rejects.toMatchObject({
      code: 'ReferencedResourceNotFound',
    });
    await expect(shopper().cart.setCustomerEmail('a@b.c')).rejects.toBeInstanceOf(GraphQLResponseError);
  });
});
