import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from './sessionApi';
import { createSessionStore, SESSION_DEDUPE_MS, SESSION_FOCUS_THROTTLE_MS } from './sessionStore';

const grace = { firstName: 'Grace', lastName: 'Whitfield', email: 'grace@example.com' };

/** A load the test answers by hand, so the order of answers is up to the test. */
function deferredLoads() {
  const answers: ((state: SessionState) => void)[] = [];
  const fetchSession = vi.fn(() => new Promise<SessionState>((resolve) => answers.push(resolve)));
  return { fetchSession, answer: (index: number, state: SessionState) => answers[index]?.(state) };
}

describe('createSessionStore', () => {
  it('shares one load within the dedupe interval, unless a fresh one is asked for', async () => {
    let clock = 0;
    const fetchSession = vi.fn(async () => ({ customer: grace }));
    const store = createSessionStore(fetchSession, { now: () => clock, onFocus: () => () => {} });
    await Promise.all([store.load(), store.load()]);
    clock = SESSION_DEDUPE_MS - 1;
    await store.load();
    expect(fetchSession).toHaveBeenCalledTimes(1);
    await store.load({ fresh: true });
    expect(fetchSession).toHaveBeenCalledTimes(2);
    clock = 2 * SESSION_DEDUPE_MS;
    await store.load();
    expect(fetchSession).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot()).toEqual({ data: { customer: grace }, loading: false, settled: true });
  });

  it('keeps the newest write: a load that started before set, or before a fresh load, cannot undo it', async () => {
    const { fetchSession, answer } = deferredLoads();
    const store = createSessionStore(fetchSession, { onFocus: () => () => {} });
    const stale = store.load();
    store.set({ customer: null });
    answer(0, { customer: grace });
    await stale;
    expect(store.getSnapshot().data).toEqual({ customer: null });

    const older = store.load({ fresh: true });
    const newer = store.load({ fresh: true });
    answer(2, { customer: null });
    answer(1, { customer: grace });
    await Promise.all([older, newer]);
    expect(store.getSnapshot().data).toEqual({ customer: null });
    expect(store.getSnapshot().loading).toBe(false);
  });

  it('reloads when the shopper comes back, at most once per throttle interval, only while watched', async () => {
    let clock = 10 * SESSION_FOCUS_THROTTLE_MS;
    let focus: (() => void) | undefined;
    const stop = vi.fn();
    const fetchSession = vi.fn(async () => ({ customer: grace }));
    const store = createSessionStore(fetchSession, {
      now: () => clock,
      onFocus: (run) => {
        focus = run;
        return stop;
      },
    });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    focus?.();
    focus?.();
    expect(fetchSession).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(store.getSnapshot().loading).toBe(false));
    clock += SESSION_FOCUS_THROTTLE_MS;
    focus?.();
    expect(fetchSession).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(store.getSnapshot().data).toEqual({ customer: grace }));
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
