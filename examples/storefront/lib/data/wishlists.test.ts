import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SharedStore } from '@/lib/shared/sharedStoreTypes';
import { startThrowawayRedis, type ThrowawayRedis } from '@/lib/shared/testing/throwawayRedis';

// Two storefront instances are two copies of this module, each with its own store client, on one Redis server. The
// shopper's SDK is a stand-in whose wishlist write waits until the test lets it end.
const line = { id: 'line-1', productId: 'product-1', variantId: 1 };
let release: () => void = () => {};
const gate = new Promise<void>((resolve) => (release = resolve));
const writes: unknown[] = [];
const shopper = {
  cart: { active: async () => ({ lines: [line] }) },
  wishlists: {
    get: async (id: string) => ({ id, lineItems: [] }),
    toggle: async (wishlist: { id: string }, product: unknown, move: unknown) => {
      writes.push({ wishlist: wishlist.id, product, move });
      await gate;
      return { wishlist, action: 'add', message: 'Item moved to wishlist successfully' };
    },
  },
};
vi.mock('server-only', () => ({}));
vi.mock('../bookshop', () => ({ shopperBookshop: async () => shopper, bookshop: () => shopper }));
vi.mock('../basket/basketView', () => ({ basketView: (cart: unknown) => cart }));

const PROCESS_STORE = Symbol.for('bookshop.storefront.sharedStore');
let redis: ThrowawayRedis;
const instances: typeof import('./wishlists')[] = [];
const stores: SharedStore[] = [];

/** Loads the module afresh, as another process would: its own guard and its own Redis client. */
async function startInstance() {
  vi.resetModules();
  const holder = globalThis as { [PROCESS_STORE]?: SharedStore };
  delete holder[PROCESS_STORE];
  const instance = await import('./wishlists');
  instances.push(instance);
  const { sharedStore } = await import('@/lib/shared/sharedStore');
  stores.push(sharedStore());
  return instance;
}

/** How many GETs Redis has answered: a second instance that waits on the first reads its lease and answer. */
async function redisGets() {
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    const stats = await client.info('commandstats');
    return Number(/cmdstat_get:calls=(\d+)/.exec(stats)?.[1] ?? 0);
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  redis = await startThrowawayRedis();
  vi.stubEnv('REDIS_URL', redis.url);
}, 30_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all(stores.map((store) => store.close()));
  delete (globalThis as { [PROCESS_STORE]?: SharedStore })[PROCESS_STORE];
  await redis?.stop();
});

describe('toggleWishlistItem moving a basket line, on two instances sharing one Redis', () => {
  it('moves once for a double click whose requests reach different instances, and both get the answer', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    const move = { fromBasketLineId: line.id, customerId: 'customer-1' };
    const product = { productId: line.productId };
    const answers = Promise.all([
      first.toggleWishlistItem('list-1', product, move),
      second.toggleWishlistItem('list-1', product, move),
    ]);
    await expect.poll(redisGets, { timeout: 10_000 }).toBeGreaterThan(0);
    release();
    const [a, b] = await answers;
    expect(writes).toHaveLength(1);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ action: 'add', message: 'Item moved to wishlist successfully' });
  });
});
