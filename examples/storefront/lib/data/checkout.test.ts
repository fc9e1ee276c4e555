import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderRequest } from '@/lib/checkout/checkoutTypes';
import type { SharedStore } from '@/lib/shared/sharedStoreTypes';
import { startThrowawayRedis, type ThrowawayRedis } from '@/lib/shared/testing/throwawayRedis';

// Two storefront instances are two copies of this module, each with its own store client, on one Redis server. The
// shopper's SDK is a stand-in whose order is placed when the test says; commerce knows the order once it is placed.
function gate() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
let placing = gate();
let refusal: Error | undefined;
const orders = new Map<string, unknown>();
const placeCalls: string[] = [];
let basketCarries: string | undefined;
const commerceOrder = (attempt: string) => ({
  order: {
    orderNumber: `order-${attempt}`,
    customerEmail: 'ada@example.com',
    totalPrice: { centAmount: 2_500, currencyCode: 'AUD' },
  },
  payments: [],
  extraCents: 0,
});
const shopper = {
  cart: { active: async () => ({ id: 'cart-1', lineItems: [{ id: 'line-1' }], customerEmail: 'ada@example.com' }) },
  checkout: {
    orderOfAttempt: async (attempt: string) => orders.get(attempt) ?? null,
    attemptInProgress: async (attempt: string) => basketCarries === attempt,
    placeOrder: async ({ attempt }: { attempt: string }) => {
      placeCalls.push(attempt);
      basketCarries = attempt;
      await placing.promise;
      if (refusal) throw refusal;
      orders.set(attempt, commerceOrder(attempt));
      return commerceOrder(attempt);
    },
  },
};
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: async () => ({ has: () => true, get: () => undefined }) }));
vi.mock('../bookshop', () => ({ shopperBookshop: async () => shopper, bookshop: () => shopper }));
vi.mock('./account', () => ({ accountCustomer: async () => null }));
vi.mock('../session/cookieTokenStore', () => ({
  SESSION_COOKIE: 'bookshop_session',
  cookieTokenStore: async () => ({ get: () => ({ accessToken: 'token', expiresAt: 1e13, anonymousId: 'anon-1' }) }),
}));

let redis: ThrowawayRedis;
const stores: SharedStore[] = [];

/**
 * Loads the module afresh, as another process would, over `store` (made from this load's own modules): its own
 * attempts, its own store client and its own copies of the error classes, which the test takes from `load`.
 */
async function startInstance(store: (load: { redisUrl: string }) => Promise<SharedStore>) {
  vi.resetModules();
  const own = await store({ redisUrl: redis?.url ?? '' });
  stores.push(own);
  vi.doMock('@/lib/shared/sharedStore', () => ({ sharedStore: () => own }));
  const instance = await import('./checkout');
  const { CheckoutError } = await import('@bookshop/sdk');
  const { RouteRefusal } = await import('@/lib/http/routeRefusal');
  return { ...instance, CheckoutError, RouteRefusal };
}

/** An instance with a Redis client of its own. */
const onRedis = () =>
  startInstance(async ({ redisUrl }) => {
    const { createRedisStore } = await import('@/lib/shared/redisStore');
    return createRedisStore({ url: redisUrl, log: () => {} });
  });

const request = (attempt: string): PlaceOrderRequest => ({
  attempt,
  giftCards: [],
  card: { kind: 'new', card: { number: '4111111111111111', expiry: '03/30', cvc: '737', holderName: 'Ada' } },
});
const placed = (attempt: string) => ({
  state: 'placed',
  order: { orderNumber: `order-${attempt}`, email: 'ada@example.com', totalCents: 2_500, currency: 'AUD' },
});

beforeAll(async () => {
  redis = await startThrowawayRedis();
}, 30_000);
beforeEach(() => {
  placing = gate();
  refusal = undefined;
  basketCarries = undefined;
  placeCalls.length = 0;
});
afterAll(async () => {
  vi.doUnmock('@/lib/shared/sharedStore');
  await Promise.all(stores.map((store) => store.close()));
  await redis?.stop();
});

describe('checkout attempts on two instances sharing one Redis', () => {
  it('a reload served by the other instance finds the running attempt, then its order', async () => {
    const [first, second] = [await onRedis(), await onRedis()];
    const order = first.placeOrder(request('reload'));
    await expect.poll(() => second.attemptStatus('reload')).toEqual({ state: 'running' });
    placing.resolve();
    expect(await order).toEqual(placed('reload').order);
    expect(await second.attemptStatus('reload')).toEqual(placed('reload'));
  });

  it("a card declined on one instance is the other's answer too, without asking commerce again", async () => {
    const [first, second] = [await onRedis(), await onRedis()];
    refusal = new first.CheckoutError('Your card was declined', 'declined', { refusalReason: 'Refused' });
    placing.resolve();
    await expect(first.placeOrder(request('declined'))).rejects.toBe(refusal);
    const status = await second.attemptStatus('declined');
    expect(status).toMatchObject({ state: 'failed', error: { code: 'declined', message: 'Your card was declined' } });
    expect(status.state === 'failed' && status.error).toBeInstanceOf(second.CheckoutError);
  });

  it('a double submit reaching both instances places one order, and both answer it', async () => {
    const [first, second] = [await onRedis(), await onRedis()];
    const answers = Promise.all([first.placeOrder(request('double')), second.placeOrder(request('double'))]);
    await expect.poll(() => placeCalls.length).toBe(1);
    placing.resolve();
    expect(await answers).toEqual([placed('double').order, placed('double').order]);
    expect(placeCalls).toEqual(['double']);
  });

  it('while Redis is away, an attempt is still placed, and a reload asks commerce: running, then the order', async () => {
    const [first, second] = [await onRedis(), await onRedis()];
    await redis.pause();
    try {
      const order = first.placeOrder(request('outage'));
      await expect.poll(() => placeCalls.length).toBe(1);
      expect(await second.attemptStatus('outage')).toEqual({ state: 'running' });
      placing.resolve();
      expect(await order).toEqual(placed('outage').order);
      expect(await second.attemptStatus('outage')).toEqual(placed('outage'));
      basketCarries = undefined;
      expect(await second.attemptStatus('never-started')).toEqual({ state: 'unknown' });
    } finally {
      await redis.start();
    }
  }, 20_000);
});

describe('an attempt whose instance stopped before it ended', () => {
  it('is its order when commerce has one, else a 409 that sends the shopper back to the basket', async () => {
    // One process's store on a clock the test moves: the lease runs out without a renewal, as when the instance
    // placing the attempt has died (its run never ends).
    let now = 1_000_000;
    const instance = await startInstance(async () => {
      const { createMemoryStore } = await import('@/lib/shared/memoryStore');
      return createMemoryStore({ now: () => now });
    });
    try {
      void instance.placeOrder(request('stopped')).catch(() => {});
      void instance.placeOrder(request('stopped-late')).catch(() => {});
      await expect.poll(() => placeCalls.length).toBe(2);
      now += 60_000;
      const status = await instance.attemptStatus('stopped');
      expect(status).toMatchObject({ state: 'failed', error: { status: 409, body: { code: 'interrupted' } } });
      expect(status.state === 'failed' && status.error).toBeInstanceOf(instance.RouteRefusal);
      expect(status.state === 'failed' && (status.error as Error).message).toBe(instance.INTERRUPTED_MESSAGE);
      orders.set('stopped-late', commerceOrder('stopped-late'));
      expect(await instance.attemptStatus('stopped-late')).toEqual(placed('stopped-late'));
    } finally {
      refusal = new Error('test over');
      placing.resolve();
    }
  });
});
