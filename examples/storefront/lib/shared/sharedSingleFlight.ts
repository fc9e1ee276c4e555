import { randomUUID } from 'node:crypto';
import { type SharedStore, SharedStoreUnavailableError } from './sharedStoreTypes';
import { createSingleFlight } from './singleFlight';

export interface SharedSingleFlightOptions {
  /** Longest a run may hold its key: past it, a waiting instance runs it again (the holder is taken for dead). */
  leaseMs?: number;
  /** How long a run's answer stays for the instances that waited on it. */
  answerMs?: number;
  /** Between two looks of a waiting instance at the holder's answer. */
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
  newId?: () => string;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` once for requests that share a key while it is in flight, across every instance on one shared store:
 * the first to set the key's lease (set-if-absent) runs it and leaves its answer (JSON) for the others, which wait
 * for it. In one process, parallel callers share the run's promise without asking the store.
 *
 * When the store is unavailable the guard falls back to this process alone (a double request that reaches two
 * instances may then run twice; what runs must plan from the current data so the second finds nothing to do).
 *
 * @example
 * ```ts
 * const moving = createSharedSingleFlight(sharedStore);
 * const answer = await moving(`wishlist-move:${customerId}:${lineId}`, () => moveLine());
 * ```
 */
export function createSharedSingleFlight(store: () => SharedStore, options: SharedSingleFlightOptions = {}) {
  const { leaseMs = 30_000, answerMs = 60_000, pollMs = 50, sleep = pause, newId = randomUUID } = options;
  const local = createSingleFlight();

  async function across<T>(key: string, run: () => Promise<T>): Promise<T> {
    const lease = `once:${key}`;
    const answerOf = (id: string) => `once-answer:${id}`;
    for (;;) {
      const id = newId();
      if (await store().setIfAbsent(lease, id, leaseMs)) {
        try {
          const answer = await run();
          await store()
            .set(answerOf(id), JSON.stringify(answer ?? null), answerMs)
            .catch(() => {});
          return answer;
        } finally {
          await store()
            .deleteIf(lease, id)
            .catch(() => {});
        }
      }
      // Another instance runs it: its answer, once written, is ours. A holder that failed (no answer) or whose lease
      // ran out leaves the key free, and the loop takes it.
      const holder = await store().get(lease);
      while (holder !== undefined) {
        const answer = await store().get(answerOf(holder));
        if (answer !== undefined) return JSON.parse(answer) as T;
        if ((await store().get(lease)) !== holder) {
          const last = await store().get(answerOf(holder));
          if (last !== undefined) return JSON.parse(last) as T;
          break;
        }
        await sleep(pollMs);
      }
    }
  }

  return function sharedSingleFlight<T>(key: string, run: () => Promise<T>): Promise<T> {
    return local(key, async () => {
      let started = false;
      const tracked = () => {
        started = true;
        return run();
      };
      try {
        return await across(key, tracked);
      } catch (error) {
        // Only the store's own failure before this instance ran anything falls back; a failure of `run` is the
        // caller's to see.
        if (error instanceof SharedStoreUnavailableError && !started) return run();
        throw error;
      }
    });
  };
}
