import { ConcurrentModificationError } from '../errors';

/**
 * Sends an update with a resource version and, when commercetools answers ConcurrentModification, sends the same
 * update again with the version it reported, at most `retries` more times. Retries are spread with a small random
 * pause so that concurrent writers do not collide again in lockstep. The last conflict is rethrown as it came.
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
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (attempt + 1)));
    }
  }
}
