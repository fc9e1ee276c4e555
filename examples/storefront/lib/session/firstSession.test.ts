import type { TokenSet } from '@bookshop/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/lib/shared/memoryStore';
import { createRedisStore } from '@/lib/shared/redisStore';
import { type SharedStore, SharedStoreUnavailableError } from '@/lib/shared/sharedStoreTypes';
import { deferred } from '@/lib/shared/testing/deferred';
import { startThrowawayRedis, type ThrowawayRedis } from '@/lib/shared/testing/throwawayRedis';

vi.mock('server-only', () => ({}));
const { createFirstSession } = await import('./firstSession');

const token = (accessToken: string): TokenSet => ({ accessToken, expiresAt: 1e13, scope: '' });

/** A session start that counts itself and ends as the test says. */
function gatedStart() {
  const gate = deferred<TokenSet>();
  let starts = 0;
  const start = () => {
    starts++;
    return gate.promise;
  };
  return { start, gate, starts: () => starts };
}

describe('firstSession in one process (the in-memory store)', () => {
  it("hands one browser's concurrent first requests the one session the first began", async () => {
    const store = createMemoryStore();
    const firstSession = createFirstSession(() => store);
    const start = vi.fn(async () => token('a'));
    const sessions = await Promise.all([1, 2, 3].map(() => firstSession('visit-one-123', start)));
    expect(sessions.map((session) => session.accessToken)).toEqual(['a', 'a', 'a']);
    expect(start).toHaveBeenCalledTimes(1);
    // Another browser gets its own.
    expect((await firstSession('visit-two-456', async () => token('b'))).accessToken).toBe('b');
  });

  it('hands the session to a request that comes after the start ended, until the reuse window has passed', async () => {
    let now = 1_000_000;
    const store = createMemoryStore({ now: () => now });
    const firstSession = createFirstSession(() => store);
    expect((await firstSession('visit-three-789', async () => token('c'))).accessToken).toBe('c');
    now += 29_000;
    expect((await firstSession('visit-three-789', async () => token('not used'))).accessToken).toBe('c');
    now += 1_000;
    expect((await firstSession('visit-three-789', async () => token('d'))).accessToken).toBe('d');
  });

  it('does not hand on a failed start: the next request tries again', async () => {
    const store = createMemoryStore();
    const firstSession = createFirstSession(() => store);
    await expect(firstSession('visit-four-012', () => Promise.reject(new Error('commerce is down')))).rejects.toThrow(
      'commerce is down',
    );
    expect((await firstSession('visit-four-012', async () => token('e'))).accessToken).toBe('e');
  });

  it("keeps this process's guard while the shared store is unavailable, and never fails for it", async () => {
    const down = createMemoryStore();
    const away = () => Promise.reject(new SharedStoreUnavailableError('away'));
    down.setIfAbsent = away;
    down.get = away;
    const firstSession = createFirstSession(() => down);
    const start = vi.fn(async () => token('f'));
    const sessions = await Promise.all([1, 2].map(() => firstSession('visit-five-345', start)));
    expect(sessions.map((session) => session.accessToken)).toEqual(['f', 'f']);
    expect((await firstSession('visit-five-345', start)).accessToken).toBe('f');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('drops an entry it cannot read and starts the session', async () => {
    const store = createMemoryStore();
    const firstSession = createFirstSession(() => store);
    await store.set('first-session:visit-six-678', '{"token":{"accessToken":1}}', 60_000);
    expect((await firstSession('visit-six-678', async () => token('g'))).accessToken).toBe('g');
    expect((await firstSession('visit-six-678', async () => token('not used'))).accessToken).toBe('g');
  });
});

describe('firstSession on Redis: two instances, each with its own client', () => {
  let redis: ThrowawayRedis;
  const clients: SharedStore[] = [];
  const open = (prefix: string) => {
    const client = createRedisStore({ url: redis.url, prefix, log: () => {} });
    clients.push(client);
    return client;
  };
  /**
   * Two instances' guards over two clients of one server (one prefix, so they share the state); `waiting` settles once
   * the second waits for the session the first is starting.
   */
  const twoInstances = (options: { startMs?: number } = {}) => {
    const prefix = `first-session-${clients.length}:`;
    const stores = [open(prefix), open(prefix)] as const;
    const waiting = deferred<void>();
    const sleep = (ms: number) => {
      waiting.resolve();
      return new Promise<void>((resolve) => setTimeout(resolve, ms));
    };
    const guard = (store: SharedStore) => createFirstSession(() => store, { pollMs: 5, sleep, ...options });
    return { stores, first: guard(stores[0]), second: guard(stores[1]), waiting: waiting.promise };
  };

  beforeAll(async () => {
    redis = await startThrowawayRedis();
  }, 30_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await redis?.stop();
  });

  it("hands one browser's first requests reaching both instances the one session, and later ones too", async () => {
    const { first, second } = twoInstances();
    const { start, gate, starts } = gatedStart();
    const sessions = Promise.all([first('visit-1', start), second('visit-1', start), second('visit-1', start)]);
    await expect.poll(starts).toBe(1);
    gate.resolve(token('one'));
    expect((await sessions).map((session) => session.accessToken)).toEqual(['one', 'one', 'one']);
    expect((await first('visit-1', async () => token('two'))).accessToken).toBe('one');
    expect(starts()).toBe(1);
    expect((await second('visit-2', async () => token('other browser'))).accessToken).toBe('other browser');
  });

  it("starts the session on the other instance once the first one's start has failed", async () => {
    const { first, second, waiting } = twoInstances();
    const failing = gatedStart();
    const failed = first('visit-3', failing.start);
    await expect.poll(failing.starts).toBe(1);
    const events: string[] = [];
    const second3 = second('visit-3', async () => {
      events.push('the second starts');
      return token('from the second');
    });
    await waiting;
    events.push('the first fails');
    failing.gate.reject(new Error('commerce is down'));
    await expect(failed).rejects.toThrow('commerce is down');
    expect((await second3).accessToken).toBe('from the second');
    expect(events).toEqual(['the first fails', 'the second starts']);
  });

  it('starts its own once the instance starting the session has taken too long (it may have stopped)', async () => {
    const { stores, first, second, waiting } = twoInstances({ startMs: 300 });
    const hanging = gatedStart();
    void first('visit-4', hanging.start).catch(() => {});
    await expect.poll(hanging.starts).toBe(1);
    await stores[0].close();
    const after = second('visit-4', async () => token('after the wait'));
    await waiting;
    expect((await after).accessToken).toBe('after the wait');
    hanging.gate.reject(new Error('test over'));
  });
});
