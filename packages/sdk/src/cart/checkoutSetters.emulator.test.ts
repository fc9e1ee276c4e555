import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore, type TokenStore } from '../auth/tokenStore';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { GraphQLResponseError } from '../errors';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 120, seed: 9 });
});
afterAll(() => emulator?.stop());

const shopper = (tokenStore = memoryTokenStore()) => createBookshop({ ...emulatorServices(emulator.url), tokenStore });

async function withBasket(tokenStore?: TokenStore) {
  const bookshop = shopper(tokenStore);
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

  it('writes a basket the caller holds in one call, and plans again from the basket when another write came first', async () => {
    const session = memoryTokenStore();
    const bookshop = await withBasket(session);
    const sent: string[] = [];
    // Two tabs of one shopper: clients of their own with one session, each holding the basket as it read it.
    const tab = () =>
      createBookshop({
        ...emulatorServices(emulator.url),
        tokenStore: session,
        fetch: (input, init) => {
          sent.push(/(?:query|mutation)\s+(\w+)/.exec(String(init?.body ?? ''))?.[1] ?? String(input));
          return fetch(input, init);
        },
      });
    const held = await bookshop.cart.active();
    if (!held) throw new Error('no basket');
    const cart = await tab().cart.updatePlanned(held, () => [{ setCustomerEmail: { email: 'one@example.com' } }]);
    expect(sent).toEqual(['UpdateMyCart']);
    expect(cart.customerEmail).toBe('one@example.com');
    expect(await tab().cart.updatePlanned(cart, () => [])).toBe(cart);

    // Both planned from the basket as it was before: whichever goes second is planned again from the one the first
    // left (the line keeps one version per write), never re-sent as it was planned.
    const plans: string[] = [];
    await Promise.all([
      tab().cart.updatePlanned(cart, (now) => {
        plans.push(`shipping, billing ${now.billingAddress?.city ?? 'none'}`);
        return [{ setShippingAddress: { address: HOME } }];
      }),
      tab().cart.updatePlanned(cart, (now) => {
        plans.push(`billing, shipping ${now.shippingAddress?.city ?? 'none'}`);
        return [{ setBillingAddress: { address: { ...HOME, city: now.shippingAddress ? 'Parramatta' : 'Nowhere' } } }];
      }),
    ]);
    expect(plans).toHaveLength(3);
    expect([['billing, shipping Sydney'], ['shipping, billing Nowhere']]).toContainEqual(plans.slice(2));
    const after = await bookshop.cart.active();
    expect(after?.shippingAddress?.city).toBe('Sydney');
    expect(after?.billingAddress?.city).toBe(plans[2] === 'billing, shipping Sydney' ? 'Parramatta' : 'Nowhere');
    expect(after?.version).toBe(cart.version + 2);
  });
});
