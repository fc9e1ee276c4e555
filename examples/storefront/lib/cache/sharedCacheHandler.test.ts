import type { CacheEntry, CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/lib/shared/memoryStore';
import { createRedisStore } from '@/lib/shared/redisStore';
import { type SharedStore, SharedStoreUnavailableError } from '@/lib/shared/sharedStoreTypes';
import { startThrowawayRedis, type ThrowawayRedis } from '@/lib/shared/testing/throwawayRedis';
import { createSharedCacheHandler, LONGEST_ENTRY_MS } from './sharedCacheHandler';

const HOUR_S = 3_600;
// Every byte value, as React's serialisation of binary rows would hold them.
const BYTES = Uint8Array.from({ length: 256 }, (_, i) => i);

function streamOf(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<number[]> {
  return [...new Uint8Array(await new Response(stream).arrayBuffer())];
}

type Fields = Partial<Omit<CacheEntry, 'value'>> & { value?: ReadableStream<Uint8Array> };
const entryAt = (timestamp: number, fields: Fields = {}): CacheEntry => ({
  value: streamOf(BYTES.subarray(0, 100), BYTES.subarray(100)),
  tags: ['products'],
  stale: 30,
  timestamp,
  expire: HOUR_S,
  revalidate: 60,
  ...fields,
});

/** What Next reads back: the entry's fields and its bytes. */
async function read(handler: CacheHandler, key: string) {
  const entry = await handler.get(key, []);
  if (!entry) return undefined;
  const { value, ...fields } = entry;
  return { ...fields, bytes: await bytesOf(value) };
}

function fakeClock() {
  let now = 1_800_000_000_000;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

/** A handler on a memory store, both on one fake clock. */
function onMemory() {
  const clock = fakeClock();
  const store = createMemoryStore({ now: clock.now });
  const log = vi.fn();
  return { clock, store, log, handler: createSharedCacheHandler({ store, now: clock.now, log }) };
}

describe('createSharedCacheHandler', () => {
  it('gives back what was set, bytes and fields, as a new stream on every read', async () => {
    const { clock, handler } = onMemory();
    const timestamp = clock.now();
    await handler.set('key', Promise.resolve(entryAt(timestamp, { tags: ['content', 'content:footer'] })));
    const expected = {
      tags: ['content', 'content:footer'],
      stale: 30,
      timestamp,
      expire: HOUR_S,
      revalidate: 60,
      bytes: [...BYTES],
    };
    expect(await read(handler, 'key')).toEqual(expected);
    expect(await read(handler, 'key')).toEqual(expected);
    expect(await handler.get('other key', [])).toBeUndefined();
  });

  it('makes a read of a key being written wait for the write, rather than miss', async () => {
    const { clock, handler } = onMemory();
    let finish: (entry: CacheEntry) => void = () => {};
    const writing = handler.set('key', new Promise((resolve) => (finish = resolve)));
    const reading = read(handler, 'key');
    finish(entryAt(clock.now()));
    await writing;
    expect((await reading)?.bytes).toEqual([...BYTES]);
  });

  it('keeps an entry past its revalidate time until its expire time (Next refreshes it meanwhile), then drops it', async () => {
    const { clock, handler } = onMemory();
    await handler.set('key', Promise.resolve(entryAt(clock.now(), { revalidate: 60, expire: 600 })));
    clock.pass(599_999);
    expect(await read(handler, 'key')).toMatchObject({ revalidate: 60, bytes: [...BYTES] });
    clock.pass(1);
    expect(await handler.get('key', [])).toBeUndefined();
  });

  it('keeps nothing longer than a day, and never an entry without life left (what Next marks dynamic)', async () => {
    const { clock, handler } = onMemory();
    await handler.set('forever', Promise.resolve(entryAt(clock.now(), { expire: 0xfffffffe })));
    const dynamic = entryAt(clock.now(), { expire: 0 });
    await handler.set('dynamic', Promise.resolve(dynamic));
    await handler.set('written late', Promise.resolve(entryAt(clock.now() - 61_000, { expire: 60 })));
    expect(await handler.get('dynamic', [])).toBeUndefined();
    expect(await handler.get('written late', [])).toBeUndefined();
    // The skipped entry's stream was given up, not left open.
    expect(dynamic.value.locked).toBe(false);
    await expect(dynamic.value.getReader().read()).resolves.toEqual({ done: true, value: undefined });
    clock.pass(LONGEST_ENTRY_MS - 1);
    expect(await handler.get('forever', [])).toBeDefined();
    clock.pass(1);
    expect(await handler.get('forever', [])).toBeUndefined();
  });

  it('misses an entry whose tag expired after it was written; later entries and other tags stand', async () => {
    const { clock, handler } = onMemory();
    await handler.set('stock', Promise.resolve(entryAt(clock.now(), { tags: ['products', 'stock'] })));
    await handler.set('content', Promise.resolve(entryAt(clock.now(), { tags: ['content'] })));
    clock.pass(1);
    await handler.updateTags(['stock']);
    expect(await handler.get('stock', [])).toBeUndefined();
    expect(await handler.get('content', [])).toBeDefined();
    clock.pass(1);
    await handler.set('stock', Promise.resolve(entryAt(clock.now(), { tags: ['products', 'stock'] })));
    expect(await handler.get('stock', [])).toBeDefined();
  });

  it("expires at once with the webhook's { expire: 0 }", async () => {
    const { clock, handler } = onMemory();
    await handler.set('key', Promise.resolve(entryAt(clock.now(), { tags: ['content:category:web_bibles'] })));
    clock.pass(1);
    await handler.updateTags(['content:category:web_bibles'], { expire: 0 });
    expect(await handler.get('key', [])).toBeUndefined();
  });

  it('serves an entry whose tag was marked stale once more for a background refresh, and expires it when due', async () => {
    const { clock, handler } = onMemory();
    await handler.set('stale', Promise.resolve(entryAt(clock.now(), { tags: ['content'] })));
    await handler.set('expiring', Promise.resolve(entryAt(clock.now(), { tags: ['stock'] })));
    clock.pass(1);
    await handler.updateTags(['content'], {});
    await handler.updateTags(['stock'], { expire: 120 });
    expect(await read(handler, 'stale')).toMatchObject({ revalidate: -1, bytes: [...BYTES] });
    expect(await read(handler, 'expiring')).toMatchObject({ revalidate: -1 });
    clock.pass(119_999);
    expect(await handler.get('expiring', [])).toBeDefined();
    clock.pass(1);
    expect(await handler.get('expiring', [])).toBeUndefined();
  });

  it('remembers an expiry set further ahead than an entry lives, for the entries written before it is due', async () => {
    const { clock, handler } = onMemory();
    const DAY_MS = 86_400_000;
    await handler.updateTags(['stock'], { expire: (2 * DAY_MS) / 1000 });
    clock.pass(1.5 * DAY_MS);
    await handler.set('key', Promise.resolve(entryAt(clock.now(), { tags: ['stock'], expire: DAY_MS / 1000 })));
    expect(await handler.get('key', [])).toBeDefined();
    clock.pass(0.5 * DAY_MS);
    expect(await handler.get('key', [])).toBeUndefined();
  });

  it("answers when soft tags (a page's paths) were last expired, for Next to compare with its entries", async () => {
    const { clock, handler } = onMemory();
    expect(await handler.getExpiration([])).toBe(0);
    expect(await handler.getExpiration(['_N_T_/layout', '_N_T_/search'])).toBe(0);
    await handler.updateTags(['_N_T_/layout']);
    const first = clock.now();
    clock.pass(5);
    await handler.updateTags(['_N_T_/search']);
    expect(await handler.getExpiration(['_N_T_/layout'])).toBe(first);
    expect(await handler.getExpiration(['_N_T_/layout', '_N_T_/search', '_N_T_/other'])).toBe(first + 5);
  });

  it('misses an entry it cannot read back, and says so', async () => {
    const { clock, store, log, handler } = onMemory();
    await store.set('next-cache:entry:garbled', '{"tags":"not a list"}', 60_000);
    await store.set('next-cache:entry:cut', '{"tags":[', 60_000);
    expect(await handler.get('garbled', [])).toBeUndefined();
    expect(await handler.get('cut', [])).toBeUndefined();
    expect(log.mock.calls).toEqual([
      ['The shared cache could not read an entry: what the store holds there is not an entry'],
      [expect.stringMatching(/^The shared cache could not read an entry: .*JSON/)],
    ]);
    await handler.set('key', Promise.resolve(entryAt(clock.now())));
    expect(await handler.get('key', [])).toBeDefined();
  });

  it('drops an entry whose stream fails part way, keeping no partial copy', async () => {
    const { clock, log, handler } = onMemory();
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(BYTES);
        controller.error(new Error('render aborted'));
      },
    });
    await handler.set('key', Promise.resolve(entryAt(clock.now(), { value: failing })));
    expect(await handler.get('key', [])).toBeUndefined();
    expect(log).toHaveBeenCalledWith('The shared cache could not keep an entry: render aborted');
  });
});

describe('createSharedCacheHandler with the store away', () => {
  const away = () => Promise.reject(new SharedStoreUnavailableError('The shared store (Redis) is unreachable'));
  const unreachable: SharedStore = {
    increment: away,
    setIfAbsent: away,
    get: away,
    getMany: away,
    set: away,
    delete: away,
    deleteIf: away,
    extendIf: away,
    close: async () => {},
  };

  it('reads as a miss and drops writes, never failing a render, and leaves the outage to the store to tell', async () => {
    const log = vi.fn();
    const handler = createSharedCacheHandler({ store: unreachable, log });
    const entry = entryAt(Date.now());
    await expect(handler.set('key', Promise.resolve(entry))).resolves.toBeUndefined();
    expect(entry.value.locked).toBe(true);
    await expect(handler.get('key', [])).resolves.toBeUndefined();
    await expect(handler.getExpiration(['_N_T_/layout'])).resolves.toBe(0);
    await expect(handler.refreshTags()).resolves.toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });

  it('fails a revalidation, so its sender can be told', async () => {
    const handler = createSharedCacheHandler({ store: unreachable, log: () => {} });
    await expect(handler.updateTags(['stock'], { expire: 0 })).rejects.toBeInstanceOf(SharedStoreUnavailableError);
  });
});

// Two instances: two handlers, each with its own Redis client, on Debian's redis-server started here (missing, the
// tests fail saying how to install it).
describe('createSharedCacheHandler on Redis, two instances', () => {
  let redis: ThrowawayRedis;
  const stores: SharedStore[] = [];
  // Both instances use one prefix, as every instance of one shop does; each test its own.
  const pair = () => {
    const prefix = `shop-${stores.length}:`;
    const [a, b] = [0, 1].map(() => {
      const store = createRedisStore({ url: redis.url, prefix, log: () => {} });
      stores.push(store);
      return createSharedCacheHandler({ store, log: () => {} });
    });
    return [a, b] as [CacheHandler, CacheHandler];
  };

  beforeAll(async () => {
    redis = await startThrowawayRedis();
  }, 30_000);
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis?.stop();
  });

  it("serves one instance's entry from the other, bytes intact", async () => {
    const [a, b] = pair();
    const timestamp = Date.now();
    await a.set('key', Promise.resolve(entryAt(timestamp, { tags: ['stock'] })));
    expect(await read(b, 'key')).toEqual({
      tags: ['stock'],
      stale: 30,
      timestamp,
      expire: HOUR_S,
      revalidate: 60,
      bytes: [...BYTES],
    });
  });

  it('expires an entry on both instances when either revalidates its tag', async () => {
    const [a, b] = pair();
    // Written a second ago: Next's clock (the handler's) and Date.now may differ by a little.
    await a.set(
      'key',
      Promise.resolve(entryAt(Date.now() - 1_000, { tags: ['content', 'content:category:web_bibles'] })),
    );
    expect(await a.get('key', [])).toBeDefined();
    await b.updateTags(['content:category:web_bibles'], { expire: 0 });
    expect(await a.get('key', [])).toBeUndefined();
    expect(await b.get('key', [])).toBeUndefined();
    expect(await a.getExpiration(['content:category:web_bibles'])).toBeGreaterThan(0);
  });

  it('leaves the entry to Redis to drop at its expire time', async () => {
    const [a, b] = pair();
    // Written with 40 ms of its life left; nothing is asserted before the wait.
    await a.set('key', Promise.resolve(entryAt(Date.now() - 960, { expire: 1 })));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await b.get('key', [])).toBeUndefined();
  });

  it('misses, drops writes and refuses revalidations while Redis is away, and carries on once it is back', async () => {
    const [a, b] = pair();
    await a.set('kept', Promise.resolve(entryAt(Date.now(), { tags: ['stock'] })));
    expect(await b.get('kept', [])).toBeDefined();
    await redis.pause();
    try {
      await expect(b.get('kept', [])).resolves.toBeUndefined();
      await expect(b.set('during', Promise.resolve(entryAt(Date.now())))).resolves.toBeUndefined();
      await expect(b.updateTags(['stock'], { expire: 0 })).rejects.toBeInstanceOf(SharedStoreUnavailableError);
    } finally {
      await redis.start();
    }
    // The clients reconnect by themselves: an entry written by one is soon read by the other.
    const roundTrip = async () => {
      await a.set('after', Promise.resolve(entryAt(Date.now())));
      return b.get('after', []);
    };
    await expect.poll(roundTrip, { timeout: 10_000 }).toBeDefined();
  }, 20_000);
});
