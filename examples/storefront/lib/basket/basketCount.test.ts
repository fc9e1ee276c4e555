import { describe, expect, it, vi } from 'vitest';
import { BASKET_FOCUS_THROTTLE_MS, createBasketCount } from './basketCount';
import type { BasketSummary } from './basketSummary';

/** Requests the test answers by hand, in any order. */
function manualRequests() {
  const answers: { resolve: (brief: BasketSummary) => void; reject: (error: Error) => void }[] = [];
  const fetchCount = vi.fn(() => new Promise<BasketSummary>((resolve, reject) => answers.push({ resolve, reject })));
  return { fetchCount, answers };
}

describe('createBasketCount', () => {
  it('keeps the answer of the newest request and tells subscribers', async () => {
    const { fetchCount, answers } = manualRequests();
    const count = createBasketCount(fetchCount);
    const listener = vi.fn();
    count.subscribe(listener);
    const before = count.refresh();
    const after = count.refresh();
    answers[1]?.resolve({ count: 2, quantities: { NEW: 2 } });
    answers[0]?.resolve({ count: 1, quantities: { OLD: 1 } });
    await Promise.all([before, after]);
    expect([count.get(), count.quantityOf('NEW'), count.quantityOf('OLD')]).toEqual([2, 2, 0]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the count when a request fails', async () => {
    const { fetchCount, answers } = manualRequests();
    const count = createBasketCount(fetchCount);
    const first = count.refresh();
    answers[0]?.resolve({ count: 3, quantities: { A: 3 } });
    await first;
    const second = count.refresh();
    answers[1]?.reject(new Error('offline'));
    await second;
    expect([count.get(), count.quantityOf('A')]).toEqual([3, 3]);
  });

  it('on focus, shares a request under way and asks at most once per throttle interval', async () => {
    let clock = 0;
    const fetchCount = vi.fn(async () => ({ count: 1, quantities: {} }));
    const count = createBasketCount(fetchCount, () => clock);
    const mounted = count.refresh();
    await count.refreshOnFocus();
    await mounted;
    expect(fetchCount).toHaveBeenCalledTimes(1);
    clock = BASKET_FOCUS_THROTTLE_MS;
    await count.refreshOnFocus();
    await count.refreshOnFocus();
    expect(fetchCount).toHaveBeenCalledTimes(2);
    clock = 2 * BASKET_FOCUS_THROTTLE_MS;
    await count.refreshOnFocus();
    expect(fetchCount).toHaveBeenCalledTimes(3);
  });

  it("shows a write's answer at once, and drops a read that started before it", async () => {
    const { fetchCount, answers } = manualRequests();
    const count = createBasketCount(fetchCount);
    const listener = vi.fn();
    count.subscribe(listener);
    const stale = count.refresh();
    count.set({ count: 2, quantities: { A: 2 } });
    expect([count.get(), count.quantityOf('A')]).toEqual([2, 2]);
    answers[0]?.resolve({ count: 1, quantities: { A: 1 } });
    await stale;
    expect([count.get(), count.quantityOf('A')]).toEqual([2, 2]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(fetchCount).toHaveBeenCalledTimes(1);
  });

  it('reads the basket again once overlapping writes have all answered, whatever order they answered in', async () => {
    const { fetchCount, answers } = manualRequests();
    const count = createBasketCount(fetchCount);
    const first = count.beginWrite();
    const second = count.beginWrite();
    second({ count: 2, quantities: { A: 1, B: 1 } });
    first({ count: 1, quantities: { A: 1 } }); // the add that created the basket answered last
    expect(fetchCount).toHaveBeenCalledTimes(1);
    answers[0]?.resolve({ count: 2, quantities: { A: 1, B: 1 } });
    await Promise.resolve();
    await Promise.resolve();
    expect(count.get()).toBe(2);
    // A write on its own shows its answer and reads nothing.
    count.beginWrite()({ count: 3, quantities: { A: 2, B: 1 } });
    expect([count.get(), fetchCount.mock.calls.length]).toEqual([3, 1]);
  });
});
