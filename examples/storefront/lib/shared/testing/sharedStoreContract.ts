import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { SharedStore } from '../sharedStoreTypes';

/** What the contract runs against: two stores over one state (two instances) and a way to let time pass. */
export interface ContractSubject {
  stores: readonly [SharedStore, SharedStore];
  /** Lets `ms` pass: a fake clock moved, or for a real server a real wait past a short expiry. */
  advance(ms: number): Promise<void>;
}

// Expiries a test waits out are short, and nothing is asserted about such a key before its wait; the ones a test must
// not see pass are an hour. So no timing decides a test.
const SHORT = 40;
const LONG = 3_600_000;

/** The behaviour every shared store keeps, in one process's memory or on Redis. */
export function sharedStoreContract(subject: () => ContractSubject): void {
  const fresh = () => `contract:${randomUUID()}`;

  it('counts up from every instance, and starts again once the window has passed', async () => {
    const { stores, advance } = subject();
    const [kept, short] = [fresh(), fresh()];
    expect((await stores[0].increment(kept, LONG)).count).toBe(1);
    expect((await stores[1].increment(kept, LONG)).count).toBe(2);
    await stores[0].increment(short, SHORT);
    await advance(SHORT * 2);
    expect((await stores[1].increment(short, SHORT)).count).toBe(1);
    expect((await stores[1].increment(kept, LONG)).count).toBe(3);
  });

  it("keeps a counter's first expiry: later increments do not push the window on", async () => {
    const [store] = subject().stores;
    const key = fresh();
    const first = await store.increment(key, 60_000);
    const second = await store.increment(key, LONG);
    expect(first.expiresInMs).toBeGreaterThan(0);
    expect(first.expiresInMs).toBeLessThanOrEqual(60_000);
    expect(second.expiresInMs).toBeLessThanOrEqual(60_000);
    expect(await store.get(key)).toBe('2');
  });

  it('gives every one of many parallel increments its own count', async () => {
    const { stores } = subject();
    const key = fresh();
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => stores[i % 2 ? 1 : 0].increment(key, LONG).then(({ count }) => count)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('sets if absent once among parallel writers, keeps the first value, and frees the key at expiry', async () => {
    const { stores, advance } = subject();
    const [kept, short] = [fresh(), fresh()];
    const won = await Promise.all(
      Array.from({ length: 20 }, (_, i) => stores[i % 2 ? 1 : 0].setIfAbsent(kept, `writer ${i}`, LONG)),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await stores[1].get(kept)).toBe(`writer ${won.indexOf(true)}`);
    expect(await stores[0].setIfAbsent(short, 'first', SHORT)).toBe(true);
    await advance(SHORT * 2);
    expect(await stores[1].get(short)).toBeUndefined();
    expect(await stores[1].setIfAbsent(short, 'later', LONG)).toBe(true);
    expect(await stores[0].setIfAbsent(short, 'too late', LONG)).toBe(false);
  });

  it('keeps a short-lived record: set, read from the other instance, overwritten, deleted, expired', async () => {
    const { stores, advance } = subject();
    const [kept, short] = [fresh(), fresh()];
    expect(await stores[0].get(kept)).toBeUndefined();
    await stores[0].set(kept, '{"a":1}', LONG);
    expect(await stores[1].get(kept)).toBe('{"a":1}');
    await stores[1].set(kept, 'second', LONG);
    expect(await stores[0].get(kept)).toBe('second');
    await stores[1].delete(kept);
    expect(await stores[0].get(kept)).toBeUndefined();
    await stores[0].set(short, 'brief', SHORT);
    await advance(SHORT * 2);
    expect(await stores[1].get(short)).toBeUndefined();
  });

  it('reads many keys at once, in the order asked, whichever instance wrote them, and none for an expired one', async () => {
    const { stores, advance } = subject();
    const [first, missing, short, second] = [fresh(), fresh(), fresh(), fresh()];
    await stores[0].set(first, 'one', LONG);
    await stores[1].set(second, 'two', LONG);
    await stores[0].set(short, 'brief', SHORT);
    await advance(SHORT * 2);
    expect(await stores[1].getMany([second, missing, first, short, first])).toEqual([
      'two',
      undefined,
      'one',
      undefined,
      'one',
    ]);
    expect(await stores[0].getMany([])).toEqual([]);
  });

  it("deletes a lease only for its holder's value", async () => {
    const { stores } = subject();
    const key = fresh();
    await stores[0].setIfAbsent(key, 'holder', LONG);
    expect(await stores[1].deleteIf(key, 'someone else')).toBe(false);
    expect(await stores[1].get(key)).toBe('holder');
    expect(await stores[1].deleteIf(key, 'holder')).toBe(true);
    expect(await stores[0].get(key)).toBeUndefined();
    expect(await stores[0].deleteIf(key, 'holder')).toBe(false);
  });

  it("sets a lease's expiry again only for its holder's value, and never brings back one that ran out", async () => {
    const { stores, advance } = subject();
    const [renewed, others, lapsed] = [fresh(), fresh(), fresh()];
    await stores[0].setIfAbsent(renewed, 'holder', LONG);
    await stores[0].setIfAbsent(others, 'holder', LONG);
    expect(await stores[1].extendIf(renewed, 'holder', SHORT)).toBe(true);
    expect(await stores[1].extendIf(others, 'someone else', SHORT)).toBe(false);
    await stores[0].setIfAbsent(lapsed, 'first', SHORT);
    await advance(SHORT * 2);
    expect(await stores[0].get(renewed)).toBeUndefined();
    expect(await stores[0].get(others)).toBe('holder');
    expect(await stores[0].extendIf(lapsed, 'first', LONG)).toBe(false);
    expect(await stores[1].get(lapsed)).toBeUndefined();
    expect(await stores[1].setIfAbsent(lapsed, 'next', LONG)).toBe(true);
    expect(await stores[0].extendIf(lapsed, 'first', LONG)).toBe(false);
    expect(await stores[1].get(lapsed)).toBe('next');
  });

  it('keeps keys apart', async () => {
    const [store] = subject().stores;
    const [a, b] = [fresh(), fresh()];
    await store.increment(a, LONG);
    await store.set(b, 'b', LONG);
    expect([await store.get(a), await store.get(b)]).toEqual(['1', 'b']);
  });
}
