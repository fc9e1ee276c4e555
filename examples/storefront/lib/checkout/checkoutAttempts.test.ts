import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from '@/lib/shared/memoryStore';
import { createRedisStore } from '@/lib/shared/redisStore';
import { type SharedStore, SharedStoreUnavailableError } from '@/lib/shared/sharedStoreTypes';
import { deferred } from '@/lib/shared/testing/deferred';
import { startThrowawayRedis, type ThrowawayRedis } from '@/lib/shared/testing/throwawayRedis';
import { type CheckoutAttemptsOptions, createCheckoutAttempts } from './checkoutAttempts';

type Order = { orderNumber: string };
type Failure = { message: string };

const codec = {
  failure: (error: unknown): Failure => ({ message: error instanceof Error ? error.message : String(error) }),
  error: (failure: Failure) => new Error(failure.message),
};

/** A run that counts itself and ends as the test says. */
function gatedRun() {
  const gate = deferred<Order>();
  let runs = 0;
  const run = () => {
    runs++;
    return gate.promise;
  };
  return { run, gate, runs: () => runs };
}

const attemptsOn = (store: SharedStore, options: CheckoutAttemptsOptions = {}) =>
  createCheckoutAttempts<Order, Failure>(() => store, codec, { pollMs: 5, ...options });

describe('createCheckoutAttempts in one process (the in-memory store)', () => {
  it('runs parallel requests of one attempt once, and answers a placed attempt again without running it', async () => {
    const attempts = attemptsOn(createMemoryStore());
    const { run, gate, runs } = gatedRun();
    const answers = Promise.all([attempts.place('a1', run), attempts.place('a1', run)]);
    await expect.poll(() => attempts.status('a1')).toEqual({ state: 'running' });
    gate.resolve({ orderNumber: '100' });
    expect(await answers).toEqual([{ orderNumber: '100' }, { orderNumber: '100' }]);
    expect(await attempts.place('a1', run)).toEqual({ orderNumber: '100' });
    expect(runs()).toBe(1);
    expect(await attempts.status('a1')).toEqual({ state: 'placed', order: { orderNumber: '100' } });
    expect(await attempts.status('a2')).toEqual({ state: 'unknown' });
  });

  it('hands a failure to the requests that joined it, keeps it, and runs the attempt again when asked again', async () => {
    const attempts = attemptsOn(createMemoryStore());
    const { run, gate } = gatedRun();
    const joined = Promise.allSettled([attempts.place('a1', run), attempts.place('a1', run)]);
    gate.reject(new Error('declined'));
    expect((await joined).map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(await attempts.status('a1')).toEqual({ state: 'failed', failure: { message: 'declined' } });
    expect(await attempts.place('a1', async () => ({ orderNumber: '101' }))).toEqual({ orderNumber: '101' });
    expect(await attempts.status('a1')).toEqual({ state: 'placed', order: { orderNumber: '101' } });
  });

  it('runs in this process alone while the store is unavailable, and says so when asked how an attempt stands', async () => {
    const down = createMemoryStore();
    const away = () => Promise.reject(new SharedStoreUnavailableError('away'));
    down.get = away;
    down.setIfAbsent = away;
    const attempts = attemptsOn(down);
    const { run, gate, runs } = gatedRun();
    const answers = Promise.all([attempts.place('a1', run), attempts.place('a1', run)]);
    gate.resolve({ orderNumber: '102' });
    expect(await answers).toEqual([{ orderNumber: '102' }, { orderNumber: '102' }]);
    expect(runs()).toBe(1);
    await expect(attempts.status('a1')).rejects.toBeInstanceOf(SharedStoreUnavailableError);
  });

  it('reads a record it cannot parse as no record', async () => {
    const store = createMemoryStore();
    const attempts = attemptsOn(store);
    await store.set('checkout-attempt:a1', '{not json', 60_000);
    expect(await attempts.status('a1')).toEqual({ state: 'unknown' });
    expect(await attempts.place('a1', async () => ({ orderNumber: '103' }))).toEqual({ orderNumber: '103' });
  });
});

describe('createCheckoutAttempts on Redis: two instances, each with its own client', () => {
  let redis: ThrowawayRedis;
  const clients: SharedStore[] = [];
  const stuck: ReturnType<typeof deferred<Order>>[] = [];
  const open = (prefix: string) => {
    const client = createRedisStore({ url: redis.url, prefix, log: () => {} });
    clients.push(client);
    return client;
  };
  /** Two instances' attempts over two clients of one server (one prefix, so they share the state). */
  const twoInstances = (options: CheckoutAttemptsOptions = {}) => {
    const prefix = `attempts-${clients.length}:`;
    const stores = [open(prefix), open(prefix)] as const;
    return { stores, first: attemptsOn(stores[0], options), second: attemptsOn(stores[1], options) };
  };

  beforeAll(async () => {
    redis = await startThrowawayRedis();
  }, 30_000);
  afterAll(async () => {
    // Runs left hanging by a stopped instance end, so their lease renewals stop.
    for (const gate of stuck) gate.reject(new Error('test over'));
    await Promise.all(clients.map((client) => client.close()));
    await redis?.stop();
  });

  it('keeps instances with different prefixes apart', async () => {
    const [one, other] = [attemptsOn(open('shop-a:')), attemptsOn(open('shop-b:'))];
    await one.place('a1', async () => ({ orderNumber: '1' }));
    expect(await other.status('a1')).toEqual({ state: 'unknown' });
  });

  it('tells the other instance an attempt is running, then its order', async () => {
    const { first, second } = twoInstances();
    const { run, gate } = gatedRun();
    const placing = first.place('a1', run);
    await expect.poll(() => second.status('a1')).toEqual({ state: 'running' });
    gate.resolve({ orderNumber: '200' });
    expect(await placing).toEqual({ orderNumber: '200' });
    expect(await second.status('a1')).toEqual({ state: 'placed', order: { orderNumber: '200' } });
  });

  it("tells the other instance how an attempt failed, and the other's retry runs it again", async () => {
    const { first, second } = twoInstances();
    await expect(first.place('a1', () => Promise.reject(new Error('declined')))).rejects.toThrow('declined');
    expect(await second.status('a1')).toEqual({ state: 'failed', failure: { message: 'declined' } });
    expect(await second.place('a1', async () => ({ orderNumber: '201' }))).toEqual({ orderNumber: '201' });
    expect(await first.status('a1')).toEqual({ state: 'placed', order: { orderNumber: '201' } });
  });

  it('runs a double submit reaching both instances once, and both answer its order or its failure', async () => {
    const { first, second } = twoInstances();
    const placed = gatedRun();
    const answers = Promise.all([first.place('a1', placed.run), second.place('a1', placed.run)]);
    await expect.poll(() => first.status('a1')).toEqual({ state: 'running' });
    placed.gate.resolve({ orderNumber: '202' });
    expect(await answers).toEqual([{ orderNumber: '202' }, { orderNumber: '202' }]);
    expect(placed.runs()).toBe(1);

    const declined = gatedRun();
    const refusals = Promise.allSettled([first.place('a2', declined.run), second.place('a2', declined.run)]);
    await expect.poll(() => second.status('a2')).toEqual({ state: 'running' });
    declined.gate.reject(new Error('declined'));
    expect((await refusals).map((answer) => answer.status === 'rejected' && String(answer.reason))).toEqual([
      'Error: declined',
      'Error: declined',
    ]);
    expect(declined.runs()).toBe(1);
  });

  it('keeps a long attempt running past its lease, which the instance running it renews', async () => {
    const { first, second } = twoInstances({ aliveMs: 1_000, beatMs: 100 });
    const { run, gate } = gatedRun();
    const placing = first.place('a1', run);
    await expect.poll(() => second.status('a1')).toEqual({ state: 'running' });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await second.status('a1')).toEqual({ state: 'running' });
    gate.resolve({ orderNumber: '203' });
    await placing;
  });

  it('says an attempt is interrupted once the instance running it stopped and its lease ran out', async () => {
    const { stores, first, second } = twoInstances({ aliveMs: 500, beatMs: 100 });
    const hanging = gatedRun();
    stuck.push(hanging.gate);
    void first.place('a1', hanging.run).catch(() => {});
    await expect.poll(() => second.status('a1')).toEqual({ state: 'running' });
    // The first instance loses Redis for good (its process died): it renews nothing and records no outcome.
    await stores[0].close();
    await expect.poll(() => second.status('a1'), { timeout: 10_000 }).toEqual({ state: 'interrupted' });
  });

  it('lets a request waiting on a stopped instance run the attempt itself', async () => {
    const { stores, first, second } = twoInstances({ aliveMs: 500, beatMs: 100 });
    const hanging = gatedRun();
    stuck.push(hanging.gate);
    void first.place('a1', hanging.run).catch(() => {});
    await expect.poll(() => second.status('a1')).toEqual({ state: 'running' });
    const takenOver = second.place('a1', async () => ({ orderNumber: '204' }));
    await stores[0].close();
    expect(await takenOver).toEqual({ orderNumber: '204' });
    expect(await second.status('a1')).toEqual({ state: 'placed', order: { orderNumber: '204' } });
    expect(hanging.runs()).toBe(1);
  });
});
