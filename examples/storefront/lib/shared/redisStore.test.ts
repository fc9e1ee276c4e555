import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore, reconnectDelay } from './redisStore';
import { type SharedStore, SharedStoreUnavailableError } from './sharedStoreTypes';
import { sharedStoreContract } from './testing/sharedStoreContract';
import { startThrowawayRedis, type ThrowawayRedis } from './testing/throwawayRedis';

// Debian's redis-server, started here on a free loopback port and stopped at the end; missing, these tests fail
// saying how to install it (npm test installs it first).
let redis: ThrowawayRedis;
const opened: SharedStore[] = [];
const open = (prefix: string, log: (message: string) => void = () => {}) => {
  const store = createRedisStore({ url: redis.url, prefix, log });
  opened.push(store);
  return store;
};

beforeAll(async () => {
  redis = await startThrowawayRedis();
}, 30_000);
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await redis?.stop();
});

describe('createRedisStore (the shared store with REDIS_URL), two clients on one server', () => {
  sharedStoreContract(() => ({
    stores: [open('contract:'), open('contract:')],
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));

  it('keeps prefixes apart, so one server can hold several shops', async () => {
    await open('shop-a:').set('key', 'a', 60_000);
    expect(await open('shop-b:').get('key')).toBeUndefined();
  });

  it('refuses calls while Redis is away, without queueing them, and works again once it is back', async () => {
    const said: string[] = [];
    const store = open('outage:', (message) => said.push(message));
    expect(await store.setIfAbsent('lease', 'before', 60_000)).toBe(true);
    await redis.pause();
    await expect(store.increment('count', 60_000)).rejects.toBeInstanceOf(SharedStoreUnavailableError);
    await expect(store.setIfAbsent('other', 'during', 60_000)).rejects.toBeInstanceOf(SharedStoreUnavailableError);
    await redis.start();
    // The client reconnects by itself; a write refused while away was never made.
    await expect.poll(() => store.get('other').catch(() => 'away'), { timeout: 10_000 }).toBeUndefined();
    expect(await store.increment('count', 60_000)).toMatchObject({ count: 1 });
    expect(said[0]).toMatch(/unreachable/);
    expect(said.at(-1)).toMatch(/reachable again/);
  }, 20_000);
});

describe('reconnectDelay', () => {
  it('backs off from 50 ms and never waits more than 2 s', () => {
    expect([0, 1, 2, 5, 50].map(reconnectDelay)).toEqual([50, 100, 200, 1_600, 2_000]);
  });
});

describe('createRedisStore with no server there', () => {
  it('fails the first call after a bounded wait, and the next ones at once', async () => {
    const store = createRedisStore({ url: 'redis://127.0.0.1:1', log: () => {} });
    try {
      await expect(store.get('any')).rejects.toBeInstanceOf(SharedStoreUnavailableError);
      await expect(store.get('any')).rejects.toBeInstanceOf(SharedStoreUnavailableError);
    } finally {
      await store.close();
    }
  });
});
