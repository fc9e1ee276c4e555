import { withVersionRetry } from './withVersionRetry';

/**
 * Sends updates of one resource from this client one at a time, each with the newest version this client has
 * seen, so that a burst of edits (a shopper saving several account rows at once) never conflicts with itself.
 * Conflicts with other clients are still possible and are retried by {@link withVersionRetry}.
 */
export function createUpdateQueue(retries: number) {
  const tails = new Map<string, Promise<unknown>>();
  const known = new Map<string, number>();
  function enqueue<T extends { version: number } | null | undefined>(
    resourceId: string,
    version: number,
    send: (version: number) => Promise<T>,
  ): Promise<T> {
    const run = async () => {
      const result = await withVersionRetry(send, Math.max(version, known.get(resourceId) ?? 0), retries);
      if (result) known.set(resourceId, result.version);
      return result;
    };
    const previous = tails.get(resourceId) ?? Promise.resolve();
    const next = previous.then(run, run);
    const tail = next.catch(() => undefined);
    tails.set(resourceId, tail);
    void tail.then(() => {
      if (tails.get(resourceId) === tail) tails.delete(resourceId);
    });
    return next;
  }
  /** The newest version this client has seen for a resource, if any. */
  enqueue.known = (resourceId: string): number | undefined => known.get(resourceId);
  return enqueue;
}
