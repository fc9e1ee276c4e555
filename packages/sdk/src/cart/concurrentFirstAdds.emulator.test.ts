import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryTokenStore, type TokenStore } from '../auth/tokenStore';
import { emulatorServices } from '../config';
import type { createBookshop as CreateBookshop } from '../createBookshop';

// The emulator lets a shopper hold several active carts, as commercetools does: these races are the SDK's to settle.
let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, seed: 9 });
});
afterAll(() => emulator?.stop());

// Each race is run several times: one lucky interleaving proves little.
const RUNS = 3;

/** A client with a module graph of its own, as a separate server process would have (no shared update queue). */
async function separateProcess(tokenStore: TokenStore = memoryTokenStore()) {
  vi.resetModules();
  const { createBookshop } = (await import('../createBookshop')) as { createBookshop: typeof CreateBookshop };
  return createBookshop({ ...emulatorServices(emulator.url), tokenStore });
}

/** How many active carts the holder of the token store's session has, read straight from commerce. */
async function activeCartCount(tokenStore: TokenStore) {
  const token = await tokenStore.get();
  const response = await fetch(`${emulator.url}/commercetools/bookshop/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token?.accessToken}` },
    body: JSON.stringify({ query: '{ me { carts(where: "cartState = \\"Active\\"") { total } } }' }),
  });
  return ((await response.json()) as { data: { me: { carts: { total: number } } } }).data.me.carts.total;
}

async function inStockProducts(count: number) {
  const bookshop = await separateProcess();
  const { products } = await bookshop.search.search({ filters: { available: ['In Stock'] }, resultsPerPage: 30 });
  const found = await bookshop.catalog.productsBySkus(products.map((product) => product.sku));
  return found
    .filter((product) => product.productType !== 'gift-card' && (product.availability.availableQuantity ?? 0) > 5)
    .slice(0, count);
}

describe('parallel first adds to a basket that does not exist yet', () => {
  it('lands every add from several sessions of one customer in the one active basket', async () => {
    const products = await inStockProducts(8);
    expect(products).toHaveLength(8);
    for (let run = 0; run < RUNS; run++) {
      const email = `parallel.adds.${run}.${Date.now()}@example.com`;
      const password = 'Gleaning!1';
      const ownerTokens = memoryTokenStore();
      const owner = await separateProcess(ownerTokens);
      expect((await owner.auth.signUp({ email, password, firstName: 'Priscilla', lastName: 'Aquila' })).ok).toBe(true);
      // Four sessions (separate sign-ins in separate processes), two adds each, all at once.
      const sessions = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const bookshop = await separateProcess();
          await bookshop.auth.signIn({ username: email, password });
          return bookshop;
        }),
      );
      const results = await Promise.allSettled(
        products.map((product, index) =>
          sessions[index % sessions.length]?.cart.add({
            productId: product.id,
            sku: product.sku,
            variantId: product.variantId,
          }),
        ),
      );
      expect(results.map((result) => result.status)).toEqual(products.map(() => 'fulfilled'));
      const active = await owner.cart.active();
      expect(active?.lineItems.map((line) => line.productId).sort()).toEqual(
        products.map((product) => product.id).sort(),
      );
      // Every session sees that same basket, and it is the customer's only one: nothing left in another.
      for (const bookshop of sessions) expect((await bookshop.cart.active())?.id).toBe(active?.id);
      expect(await activeCartCount(ownerTokens)).toBe(1);
    }
  }, 180_000);

  it('lands every add of one anonymous session sent from several processes in one basket', async () => {
    const products = await inStockProducts(6);
    for (let run = 0; run < RUNS; run++) {
      const tokenStore = memoryTokenStore();
      const first = await separateProcess(tokenStore);
      expect(await first.cart.active()).toBeNull(); // starts the anonymous session
      const processes = await Promise.all(products.map(() => separateProcess(tokenStore)));
      const results = await Promise.allSettled(
        products.map((product, index) =>
          processes[index]?.cart.add({ productId: product.id, sku: product.sku, variantId: product.variantId }),
        ),
      );
      expect(results.map((result) => result.status)).toEqual(products.map(() => 'fulfilled'));
      expect((await first.cart.active())?.totalLineItemQuantity).toBe(6);
      expect(await activeCartCount(tokenStore)).toBe(1);
    }
  }, 180_000);

  it('counts one product added at once from several processes once per add: nothing lost, nothing doubled', async () => {
    const [product] = await inStockProducts(1);
    if (!product) throw new Error('the seed has no product in stock');
    const item = { productId: product.id, sku: product.sku, variantId: product.variantId };
    for (let run = 0; run < RUNS; run++) {
      const tokenStore = memoryTokenStore();
      const first = await separateProcess(tokenStore);
      expect(await first.cart.active()).toBeNull();
      const processes = await Promise.all(Array.from({ length: 5 }, () => separateProcess(tokenStore)));
      await Promise.all(processes.map((bookshop) => bookshop.cart.add(item)));
      const active = await first.cart.active();
      expect(active?.lineItems.map((line) => [line.productId, line.quantity])).toEqual([[product.id, 5]]);
      expect(await activeCartCount(tokenStore)).toBe(1);
    }
  }, 180_000);
});
