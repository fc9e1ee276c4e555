import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore, type TokenStore } from '../auth/tokenStore';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { giftCardRecipientFields, giftCardRecipientOf } from '../rules/giftCardRecipientFields';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, seed: 9 });
});
afterAll(() => emulator?.stop());

const shopper = (tokenStore: TokenStore = memoryTokenStore()) =>
  createBookshop({ ...emulatorServices(emulator.url), tokenStore });

/** A GraphQL call to commerce as the token store's shopper, without the SDK (which would merge the baskets). */
async function asShopper(tokenStore: TokenStore, query: string, variables: Record<string, unknown> = {}) {
  const token = await tokenStore.get();
  const response = await fetch(`${emulator.url}/commercetools/bookshop/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token?.accessToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A basket created beside any other the shopper has, as another app on commercetools may have left one. */
const createCart = (tokenStore: TokenStore, lineItems: Record<string, unknown>[]) =>
  asShopper(tokenStore, 'mutation ($draft: MyCartDraft!) { createMyCart(draft: $draft) { id } }', {
    draft: { currency: 'AUD', country: 'AU', lineItems },
  });

const activeCartIds = async (tokenStore: TokenStore) =>
  (
    (await asShopper(
      tokenStore,
      '{ me { carts(where: "cartState = \\"Active\\"", sort: "createdAt asc") { results { id } } } }',
    )) as {
      me: { carts: { results: { id: string }[] } };
    }
  ).me.carts.results.map((cart) => cart.id);

async function inStock(count: number) {
  const bookshop = shopper();
  const { products } = await bookshop.search.search({ filters: { available: ['In Stock'] }, resultsPerPage: 30 });
  const found = await bookshop.catalog.productsBySkus(products.map((product) => product.sku));
  return found
    .filter((product) => product.productType !== 'gift-card' && (product.availability.availableQuantity ?? 0) > 5)
    .slice(0, count);
}

const quantities = (cart: { lineItems: { productId: string; quantity: number }[] } | null) =>
  Object.fromEntries((cart?.lineItems ?? []).map((line) => [line.productId, line.quantity]));

describe('cart.converge', () => {
  it('keeps the oldest basket, moves the lines of the others into it (custom fields too) and deletes them', async () => {
    const tokenStore = memoryTokenStore();
    const bookshop = shopper(tokenStore);
    expect(await bookshop.cart.converge()).toBeNull();
    const [one, two] = await inStock(2);
    if (!one || !two) throw new Error('the seed has no products in stock');
    const { products } = await bookshop.search.search({ resultsPerPage: 300 });
    const [card] = (await bookshop.catalog.productsBySkus(products.map((product) => product.sku))).filter(
      (product) => product.productType === 'gift-card',
    );
    if (!card) throw new Error('the seed has no gift card');
    const ann = giftCardRecipientFields({ name: 'Ann Lee', email: 'ann@example.com', message: 'Happy birthday' });
    const oldest = await bookshop.cart.add({ productId: one.id, variantId: one.variantId });
    expect((await bookshop.cart.converge())?.id).toBe(oldest.id);
    await createCart(tokenStore, [{ productId: one.id, quantity: 2 }]);
    await createCart(tokenStore, [
      { productId: two.id, quantity: 1 },
      {
        productId: card.id,
        quantity: 1,
        custom: {
          typeKey: ann.typeKey,
          fields: Object.entries(ann.fields).map(([name, value]) => ({ name, value: JSON.stringify(value) })),
        },
      },
    ]);
    expect(await activeCartIds(tokenStore)).toHaveLength(3);
    const merged = await bookshop.cart.converge();
    expect(merged?.id).toBe(oldest.id);
    expect(quantities(merged)).toEqual({ [one.id]: 3, [two.id]: 1, [card.id]: 1 });
    const cardLine = merged?.lineItems.find((line) => line.productId === card.id);
    expect(giftCardRecipientOf(cardLine?.custom?.customFieldsRaw)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      message: 'Happy birthday',
    });
    expect(await activeCartIds(tokenStore)).toEqual([oldest.id]);
    // Once one basket is left, converging again changes nothing.
    expect((await bookshop.cart.converge())?.version).toBe(merged?.version);
  });

  it('merges baskets converging at once from several clients exactly once', async () => {
    const [one, two, three] = await inStock(3);
    if (!one || !two || !three) throw new Error('the seed has no products in stock');
    for (let run = 0; run < 3; run++) {
      const tokenStore = memoryTokenStore();
      const bookshop = shopper(tokenStore);
      await bookshop.cart.active(); // starts the anonymous session
      for (const product of [one, two, three]) await createCart(tokenStore, [{ productId: product.id, quantity: 1 }]);
      const answers = await Promise.all(Array.from({ length: 4 }, () => shopper(tokenStore).cart.converge()));
      const [kept] = await activeCartIds(tokenStore);
      expect(answers.every((answer) => answer?.id === kept)).toBe(true);
      expect(quantities(await bookshop.cart.active())).toEqual({ [one.id]: 1, [two.id]: 1, [three.id]: 1 });
      expect(await activeCartIds(tokenStore)).toHaveLength(1);
    }
  });

  it("names one basket for the sign-in merge when the visitor's session holds several: they are merged first", async () => {
    const [one, two] = await inStock(2);
    if (!one || !two) throw new Error('the seed has no products in stock');
    const tokenStore = memoryTokenStore();
    const visitor = shopper(tokenStore);
    const first = await visitor.cart.add({ productId: one.id, variantId: one.variantId });
    await createCart(tokenStore, [{ productId: two.id, quantity: 1 }]);
    expect(await visitor.cart.anonymousCartId()).toBe(first.id);
    expect(await activeCartIds(tokenStore)).toEqual([first.id]);
    expect(quantities(await visitor.cart.active())).toEqual({ [one.id]: 1, [two.id]: 1 });
  });

  it("after a sign-in merge into one of the customer's several baskets, leaves one basket with every line", async () => {
    const [one, two, three] = await inStock(3);
    if (!one || !two || !three) throw new Error('the seed has no products in stock');
    const email = `several.carts.${Date.now()}@example.com`;
    const password = 'Gleaning!2';
    const customerTokens = memoryTokenStore();
    const customer = shopper(customerTokens);
    expect((await customer.auth.signUp({ email, password, firstName: 'Phoebe', lastName: 'Cenchreae' })).ok).toBe(true);
    await customer.auth.signIn({ username: email, password });
    // Two baskets of the customer's own, the newer holding the product the visitor also adds.
    await createCart(customerTokens, [{ productId: one.id, quantity: 1 }]);
    await createCart(customerTokens, [{ productId: two.id, quantity: 1 }]);
    const visitor = shopper();
    await visitor.cart.add({ productId: two.id, variantId: two.variantId, quantity: 3 });
    await visitor.cart.add({ productId: three.id, variantId: three.variantId });
    const anonymousCartId = await visitor.cart.anonymousCartId();
    await visitor.auth.signIn({ username: email, password, anonymousCartId });
    // commercetools merges into the most recently modified basket (a product in both at the larger quantity); the
    // older one is out of view until the baskets are merged.
    expect(quantities(await visitor.cart.active())).toEqual({ [two.id]: 3, [three.id]: 1 });
    const merged = await visitor.cart.converge();
    expect(quantities(merged)).toEqual({ [one.id]: 1, [two.id]: 3, [three.id]: 1 });
    expect(await activeCartIds(customerTokens)).toEqual([merged?.id]);
    expect((await customer.cart.active())?.id).toBe(merged?.id);
  });
});
