import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore } from './memoryStore';
import { createRedisStore } from './redisStore';
import { createSharedSingleFlight } from './sharedSingleFlight';
import { type SharedStore, SharedStoreUnavailableError } from './sharedStoreTypes';
import { deferred } from './testing/deferred';
import { startThrowawayRedis, type ThrowawayRedis } from './testing/throwawayRedis';

/** Two instances' guards over their own clients of one state; `waiting` settles once one of them waits on the other. */
function twoInstances(stores: readonly [SharedStore, SharedStore]) {
  const waiting = deferred();
  const sleep = async (ms: number) => {
    waiting.resolve();
    await new Promise((resolve) => setTimeout(resolve, ms));
  };
  const flights = stores.map((store) => createSharedSingleFlight(() => store, { pollMs: 5, sleep }));
  return { flights, waiting: waiting.promise };
}

/** A run that counts itself and ends when the test says. */
function gatedRun() {
  const gate = deferred();
  let runs = 0;
  const run = async () => {
    runs++;
    await gate.promise;
    return { moved: runs };
  };
  return { run, open: gate.resolve, runs: () => runs };
}

async function runsOnceAcrossInstances(stores: readonly [SharedStore, SharedStore], key: string) {
  const { flights, waiting } = twoInstances(stores);
  const { run, open, runs } = gatedRun();
  const answers = Promise.all(Array.from({ length: 6 }, (_, i) => flights[i % 2]?.(key, run)));
  await waiting;
  open();
  expect(await answers).toEqual(Array.from({ length: 6 }, () => ({ moved: 1 })));
  expect(runs()).toBe(1);
  // Once it has ended, the key is free: a later request runs again (and finds, in a real move, nothing left to move).
  expect(await flights[1]?.(key, async () => 'again')).toBe('again');
}

describe('createSharedSingleFlight on the in-memory store', () => {
  it('runs once for parallel requests reaching two instances, and every one gets its answer', async () => {
    const store = createMemoryStore();
    await runsOnceAcrossInstances([store, store], 'move');
  });

  it('lets a waiting instance run it itself when the holder failed', async () => {
    const store = createMemoryStore();
    const { flights, waiting } = twoInstances([store, store]);
    const gate = deferred();
    const failing = flights[0]?.('move', async () => {
      await gate.promise;
      throw new Error('commerce is down');
    });
    const waiter = flights[1]?.('move', async () => 'moved by the second');
    await waiting;
    gate.resolve();
    await expect(failing).rejects.toThrow('commerce is down');
    expect(await waiter).toBe('moved by the second');
  });

  it("takes over a holder's key once its lease has run out", async () => {
    let now = 0;
    const store = createMemoryStore({ now: () => now });
    const sleep = async () => {
      now += 1_000;
    };
    const stuck = createSharedSingleFlight(() => store, { leaseMs: 5_000, sleep });
    const other = createSharedSingleFlight(() => store, { leaseMs: 5_000, sleep });
    void stuck('move', () => new Promise(() => {}));
    expect(await other('move', async () => 'taken over')).toBe('taken over');
  });

  it('falls back to this process alone while the store is unavailable, and a failed run is still seen', async () => {
    const down = createMemoryStore();
    down.setIfAbsent = () => Promise.reject(new SharedStoreUnavailableError('away'));
    const flight = createSharedSingleFlight(() => down);
    let runs = 0;
    const run = async () => ++runs;
    expect(await Promise.all([flight('move', run), flight('move', run)])).toEqual([1, 1]);
    await expect(flight('move', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});

describe('createSharedSingleFlight on Redis: two instances, each with its own client', () => {
  let redis: ThrowawayRedis;
  const clients: SharedStore[] = [];
  beforeAll(async () => {
    redis = await startThrowawayRedis();
  }, 30_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await redis?.stop();
  });

  it('runs once for parallel requests spread over both, and every one gets its answer', async () => {
    const open = () => {
      const client = createRedisStore({ url: redis.url, prefix: 'flight:' });
      clients.push(client);
      return client;
    };
    await runsOnceAcrossInstances([open(), open()], 'wishlist-move:customer-1:line-1');
  });
});
