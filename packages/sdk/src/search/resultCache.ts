/**
 * A small time-limited cache: entries live `ttlMs` from when they were stored, and the oldest entry makes room when
 * `maxEntries` is reached. The clock is passed in so expiry is testable.
 */
export function createResultCache<T>(ttlMs: number, now: () => number, maxEntries = 200) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T): void {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
  };
}
