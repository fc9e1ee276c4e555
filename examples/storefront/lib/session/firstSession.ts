import 'server-only';
import { randomUUID } from 'node:crypto';
import type { TokenSet } from '@bookshop/sdk';
import { createMemoryStore } from '@/lib/shared/memoryStore';
import { sharedStore } from '@/lib/shared/sharedStore';
import { type SharedStore, SharedStoreUnavailableError } from '@/lib/shared/sharedStoreTypes';
import { createSingleFlight } from '@/lib/shared/singleFlight';

export interface FirstSessionOptions {
  /** How long a started session is handed to the same browser's other requests: until its cookie has come back. */
  reuseMs?: number;
  /** Longest a request may take to start the session before a waiting request of the same browser starts its own. */
  startMs?: number;
  /** Between two looks of a request waiting for the session another request is starting. */
  pollMs?: number;
  /** This process's own store, for while the shared one is unavailable. */
  fallback?: SharedStore;
  sleep?: (ms: number) => Promise<void>;
  newId?: () => string;
}

type Entry = { starting: string } | { token: TokenSet };

function parseEntry(value: string | undefined): Entry | undefined {
  if (value === undefined) return undefined;
  try {
    const entry = JSON.parse(value) as { starting?: unknown; token?: Partial<TokenSet> } | null;
    if (typeof entry?.starting === 'string') return { starting: entry.starting };
    const token = entry?.token;
    if (typeof token?.accessToken === 'string' && typeof token.expiresAt === 'number') {
      return { token: token as TokenSet };
    }
  } catch {}
  return undefined;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ignore = () => {};

/**
 * One commerce session for one browser's first requests that need one, however many arrive at once and whichever
 * instance they reach: two quick adds to the basket from a new visitor carry no session cookie yet, and each would
 * otherwise start an anonymous session of its own, the browser keeping only the cookie that came last (and the basket
 * of the other was lost). The browser is known by its visit id, a cookie `/api/session` sets (every page asks it after
 * hydration). The first request to set the visit's key on the shared store (set-if-absent) starts the session and
 * leaves its token there for 30 s; the others wait for it and take it. In one process, parallel requests share one
 * look at the store.
 *
 * While the shared store is unavailable, this process's own store takes its place: a double add that reaches two
 * instances may then start two sessions (one basket kept), as before the store; adding to the basket never fails for it.
 *
 * @example
 * ```ts
 * const token = await firstSession(visitId, () => startAnonymousSession());
 * ```
 */
export function createFirstSession(store: () => SharedStore, options: FirstSessionOptions = {}) {
  const {
    reuseMs = 30_000,
    startMs = 10_000,
    pollMs = 25,
    fallback = createMemoryStore(),
    sleep = pause,
    newId = randomUUID,
  } = options;
  const local = createSingleFlight();

  async function across(on: SharedStore, visitId: string, start: () => Promise<TokenSet>): Promise<TokenSet> {
    const key = `first-session:${visitId}`;
    for (;;) {
      const starting = JSON.stringify({ starting: newId() });
      if (await on.setIfAbsent(key, starting, startMs)) {
        let token: TokenSet;
        try {
          token = await start();
        } catch (error) {
          // A failed start is not handed on: the next request tries again.
          await on.deleteIf(key, starting).catch(ignore);
          throw error;
        }
        // Unwritten, the other requests wait out the start's expiry and start their own: never worth failing this one.
        await on.set(key, JSON.stringify({ token }), reuseMs).catch(ignore);
        return token;
      }
      for (;;) {
        const value = await on.get(key);
        const entry = parseEntry(value);
        if (!entry) {
          // Gone (a failed start, or one past its expiry): try again. Unreadable: dropped, unless it changed meanwhile.
          if (value !== undefined) await on.deleteIf(key, value);
          break;
        }
        if ('token' in entry) return entry.token;
        await sleep(pollMs);
      }
    }
  }

  return function firstSession(visitId: string, start: () => Promise<TokenSet>): Promise<TokenSet> {
    return local(visitId, async () => {
      let started = false;
      const tracked = () => {
        started = true;
        return start();
      };
      try {
        return await across(store(), visitId, tracked);
      } catch (error) {
        if (!(error instanceof SharedStoreUnavailableError) || started) throw error;
        return across(fallback, visitId, start);
      }
    });
  };
}

/** This process's guard over the shared store (see {@link createFirstSession}). */
export const firstSession = createFirstSession(sharedStore);
