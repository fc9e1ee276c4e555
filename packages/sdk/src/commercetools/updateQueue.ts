import { withVersionRetry } from './withVersionRetry';

// Shared by every client in this process: updates of one resource wait for each other whichever client sends them,
// so that a server holding a client per request (as the storefront does) never races itself on one customer. Across
// processes conflicts remain possible; they are retried by `withVersionRetry`. A resource's entry lives only while
// updates of it are in flight.
const tails = new Map<string, Promise<unknown>>();

/**
 * Sends updates of one resource one at a time, each with the newest version this client has seen, so that a burst
 * of edits (a shopper saving several account rows at once, from one client or several) never conflicts with itself.
 * An update that still meets a newer version (another client's edit came first) is re-sent with it by
 * {@link withVersionRetry}.
 */
export function createUpdateQueue(retries: number) {
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
