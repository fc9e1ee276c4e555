import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memoryStore';
import { sharedStoreContract } from './testing/sharedStoreContract';

function fakeClock() {
  let now = 1_000_000;
  return {
    now: () => now,
    advance: async (ms: number) => {
      now += ms;
    },
  };
}

describe('createMemoryStore (the shared store without REDIS_URL)', () => {
  sharedStoreContract(() => {
    const clock = fakeClock();
    const store = createMemoryStore({ now: clock.now });
    return { stores: [store, store], advance: clock.advance };
  });

  it('expires at exactly the expiry, to the millisecond', async () => {
    const clock = fakeClock();
    const store = createMemoryStore({ now: clock.now });
    await store.set('record', 'kept', 1_000);
    expect((await store.increment('counter', 1_000)).expiresInMs).toBe(1_000);
    await clock.advance(999);
    expect(await store.get('record')).toBe('kept');
    expect((await store.increment('counter', 1_000)).expiresInMs).toBe(1);
    await clock.advance(1);
    expect(await store.get('record')).toBeUndefined();
    expect(await store.increment('counter', 1_000)).toEqual({ count: 1, expiresInMs: 1_000 });
  });

  it('refuses to count a value that is not a counter, as Redis does', async () => {
    const store = createMemoryStore({ now: fakeClock().now });
    await store.set('record', '{"a":1}', 1_000);
    await expect(store.increment('record', 1_000)).rejects.toThrow('not an integer counter');
  });

  it('drops expired keys nobody reads again', async () => {
    const clock = fakeClock();
    const store = createMemoryStore({ now: clock.now });
    await store.set('forgotten', 'x', 10);
    await clock.advance(20);
    // The sweep runs every thousand writes; afterwards the forgotten key is gone even from a lease check.
    for (let i = 0; i < 1_000; i++) await store.set('busy', String(i), 1_000_000);
    expect(await store.deleteIf('forgotten', 'x')).toBe(false);
  });
});
