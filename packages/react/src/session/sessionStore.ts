import { createListeners } from '../store/listeners';
import type { SessionState } from './sessionApi';

/** A load started less than this long ago answers every other load that does not insist on a fresh one. */
export const SESSION_DEDUPE_MS = 2000;
/** A shopper coming back to the tab reloads the session at most this often. */
export const SESSION_FOCUS_THROTTLE_MS = 5000;

export interface SessionSnapshot {
  /** What was loaded or set; `undefined` until then (the provider's `initial` stands in). */
  data: SessionState | undefined;
  loading: boolean;
  /** Whether any load has finished, well or not. */
  settled: boolean;
}

export interface SessionStoreOptions {
  now?: () => number;
  /** Calls `run` whenever the shopper comes back to the page; returns how to stop. Browser events by default. */
  onFocus?: (run: () => void) => () => void;
}

function windowFocus(run: () => void) {
  if (typeof window === 'undefined') return () => {};
  const onVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  window.addEventListener('focus', run);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('focus', run);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * The session as the hooks share it, without React: one load at a time for everyone who asks within
 * `SESSION_DEDUPE_MS`, the newest write wins (a load that started before `set` cannot undo it), and while anyone
 * watches, coming back to the tab reloads it (so signing out in another tab shows here too).
 *
 * @example
 * ```ts
 * const store = createSessionStore(() => api.load());
 * await store.load(); // shared with any other load within 2 s
 * store.set({ customer: null }); // at once, for every subscriber
 * ```
 */
export function createSessionStore(
  fetchSession: () => Promise<SessionState>,
  { now = Date.now, onFocus = windowFocus }: SessionStoreOptions = {},
) {
  let snapshot: SessionSnapshot = { data: undefined, loading: false, settled: false };
  const listeners = createListeners();
  let pending: Promise<void> | undefined;
  let startedAt = Number.NEGATIVE_INFINITY;
  let focusedAt = Number.NEGATIVE_INFINITY;
  // Bumped by every write and every load; a load's answer is kept only if nothing came after it.
  let version = 0;
  let stopFocus: (() => void) | undefined;

  const update = (next: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    listeners.notify();
  };

  const load = ({ fresh = false } = {}): Promise<void> => {
    if (!fresh && (pending || now() - startedAt < SESSION_DEDUPE_MS)) return pending ?? Promise.resolve();
    const mine = ++version;
    startedAt = now();
    update({ loading: true });
    const request = fetchSession()
      .then((data) => {
        if (mine === version) update({ data });
      })
      .finally(() => {
        if (pending === request) {
          pending = undefined;
          update({ loading: false, settled: true });
        }
      });
    pending = request;
    return request;
  };

  const focused = () => {
    if (now() - focusedAt < SESSION_FOCUS_THROTTLE_MS) return;
    focusedAt = now();
    // A failed reload keeps the session shown; the next focus tries again.
    load().catch(() => {});
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      const unsubscribe = listeners.subscribe(listener);
      stopFocus ??= onFocus(focused);
      return () => {
        unsubscribe();
        if (listeners.size === 0) {
          stopFocus?.();
          stopFocus = undefined;
        }
      };
    },
    /** Loads the session, sharing a recent load unless `fresh`; rejects when the load fails. */
    load,
    /** Replaces the session at once; a load already under way is then ignored. */
    set(data: SessionState) {
      version++;
      update({ data });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
