/**
 * Runs `run` once for requests that share a key while it is in flight: each of them gets the same answer. Kept in this
 * process's memory; `createSharedSingleFlight` (./sharedSingleFlight) builds on it to hold across instances.
 */
export function createSingleFlight() {
  const running = new Map<string, Promise<unknown>>();
  return function singleFlight<T>(key: string, run: () => Promise<T>): Promise<T> {
    const known = running.get(key);
    if (known) return known as Promise<T>;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
