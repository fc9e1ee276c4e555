/**
 * Runs `run` once for requests that share a key while it is in flight: each of them gets the same answer. Kept in this
 * process's memory (several server processes could each run one; the SDK's planning from the current data is the
 * last word there).
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
