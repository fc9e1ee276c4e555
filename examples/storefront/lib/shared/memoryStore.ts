import type { SharedStore } from './sharedStoreTypes';

// Expired entries are dropped when read, and all of them every this many writes, so keys never read again (a
// finished move's lease) do not pile up.
const SWEEP_EVERY_WRITES = 1_000;

/**
 * The embedded default: one process's shared state, with Redis's semantics (expiry in milliseconds, counters stored as
 * their decimal text). `now` is injected so tests move a fake clock.
 */
export function createMemoryStore({ now = Date.now }: { now?: () => number } = {}): SharedStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  let writes = 0;

  const read = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const write = (key: string, value: string, expiresAt: number) => {
    entries.set(key, { value, expiresAt });
    if (++writes % SWEEP_EVERY_WRITES === 0) for (const known of [...entries.keys()]) read(known);
  };

  return {
    async increment(key, ttlMs) {
      const entry = read(key);
      const count = (entry ? Number(entry.value) : 0) + 1;
      // Redis refuses INCR on a value that is not an integer; so does this, so a mix-up shows in one-process tests.
      if (!Number.isSafeInteger(count)) throw new Error(`The value at ${key} is not an integer counter`);
      const expiresAt = entry ? entry.expiresAt : now() + ttlMs;
      write(key, String(count), expiresAt);
      return { count, expiresInMs: expiresAt - now() };
    },
    async setIfAbsent(key, value, ttlMs) {
      if (read(key)) return false;
      write(key, value, now() + ttlMs);
      return true;
    },
    async get(key) {
      return read(key)?.value;
    },
    async getMany(keys) {
      return keys.map((key) => read(key)?.value);
    },
    async set(key, value, ttlMs) {
      write(key, value, now() + ttlMs);
    },
    async delete(key) {
      entries.delete(key);
    },
    async deleteIf(key, value) {
      if (read(key)?.value !== value) return false;
      return entries.delete(key);
    },
    async extendIf(key, value, ttlMs) {
      if (read(key)?.value !== value) return false;
      write(key, value, now() + ttlMs);
      return true;
    },
    async close() {},
  };
}
