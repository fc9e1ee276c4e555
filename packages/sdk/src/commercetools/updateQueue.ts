import type { BookshopConfig } from '../config';
import { withVersionRetry } from './withVersionRetry';

// Shared by every client in this process: updates of one resource of one commercetools project wait for each other
// whichever client sends them, so that a server holding a client per request (as the storefront does) never races
// itself on one customer. Across processes conflicts remain possible; they are retried by `withVersionRetry`. A
// resource's entry lives only while updates of it are queued or in flight.
const tails = new Map<string, Promise<unknown>>();

/**
 * Sends updates of one resource one at a time, each with the newest version this client has seen, so that a burst
 * of edits (a shopper saving several account rows at once, from one client or several) never conflicts with itself.
 * An update that still meets a newer version (another process's edit came first) is re-sent with it by
 * {@link withVersionRetry}. An update whose signal aborts while it waits is dropped from the line unsent; one without
 * a resource id (no one signed in) is sent at once, as there is nothing to line up behind.
 *
 * `asPlanned` is for an update planned from the resource as it was at `version` (a toggle: add or remove depends on
 * the lines): it is sent once with exactly that version, and a conflict is the caller's to plan again from the
 * current resource, since re-sending it would do the opposite of what the shopper saw.
 */
export function createUpdateQueue({
  versionRetries,
  commercetools,
}: Pick<BookshopConfig, 'versionRetries' | 'commercetools'>) {
  const project = commercetools ? `${commercetools.apiUrl}/${commercetools.projectKey}` : '';
  const known = new Map<string, number>();
  function enqueue<T extends { version: number } | null | undefined>(
    resourceId: string | undefined,
    version: number,
    send: (version: number) => Promise<T>,
    signal?: AbortSignal,
    { asPlanned = false }: { asPlanned?: boolean } = {},
  ): Promise<T> {
    const attempt = (from: number) => (asPlanned ? send(from) : withVersionRetry(send, from, versionRetries));
    if (resourceId === undefined) return attempt(version);
    const run = async () => {
      signal?.throwIfAborted();
      const result = await attempt(asPlanned ? version : Math.max(version, known.get(resourceId) ?? 0));
      if (result) known.set(resourceId, result.version);
      return result;
    };
    const key = `${project} ${resourceId}`;
    const previous = tails.get(key) ?? Promise.resolve();
    const next = previous.then(run, run);
    const tail = next.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return signal ? abortable(next, signal) : next;
  }
  /** The newest version this client has seen for a resource, if any. */
  enqueue.known = (resourceId: string): number | undefined => known.get(resourceId);
  return enqueue;
}

/** `promise`, or the signal's reason as soon as it aborts (the work itself goes on, or is skipped when its turn comes). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
