import { ConcurrentModificationError } from '../errors';

/** How many times an update is re-sent with the current version after a ConcurrentModification, by default. */
export const CONCURRENT_MODIFICATION_RETRIES = 5;

/**
 * Sends an update with a resource version and, when commercetools answers ConcurrentModification, sends the same
 * update again with the version it reported, at most `retries` more times. Each retry waits a random, growing
 * pause (exponential backoff with full jitter, at most a second) so that concurrent writers spread out instead of
 * colliding again in lockstep. The last conflict is rethrown as it came.
 */
export async function withVersionRetry<T>(
  send: (version: number) => Promise<T>,
  version: number,
  retries: number,
): Promise<T> {
  let current = version;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(current);
    } catch (error) {
      const next = error instanceof ConcurrentModificationError ? error.currentVersion : undefined;
      if (next === undefined || attempt >= retries) throw error;
      current = next;
      await conflictPause(attempt);
    }
  }
}

/** The pause before retry `attempt` (from 0): exponential backoff with full jitter, at most a second. */
export const conflictPause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 25 * 2 ** (attempt + 1))));
