import type { CacheEntry, CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import * as z from 'zod/mini';
import { type SharedStore, SharedStoreUnavailableError } from '@/lib/shared/sharedStoreTypes';

/**
 * The longest an entry is kept, whatever its `expire` (Next's default profile never expires). It also bounds how long a
 * tag's revalidation must be remembered: every entry written before it is gone by then.
 */
export const LONGEST_ENTRY_MS = 24 * 60 * 60 * 1000;

const entryKey = (cacheKey: string) => `next-cache:entry:${cacheKey}`;
const staleKey = (tag: string) => `next-cache:tag-stale:${tag}`;
const expiredKey = (tag: string) => `next-cache:tag-expired:${tag}`;

// Values in the store are text, and an entry's bytes are React's serialisation, which may hold binary rows.
const storedEntry = z.object({
  tags: z.array(z.string()),
  stale: z.number(),
  timestamp: z.number(),
  expire: z.number(),
  revalidate: z.number(),
  value: z.string(),
});

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return Buffer.concat(chunks);
}

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

const timestampOf = (text: string | undefined) => (text === undefined ? undefined : Number(text));

export interface SharedCacheHandlerOptions {
  store: SharedStore;
  /** Milliseconds since the epoch, on Next's clock (entries carry Next's timestamps). */
  now?: () => number;
  /** Told what went wrong besides the store being away (which the store reports itself, once per outage). */
  log?: (message: string) => void;
}

/**
 * Next's cache handler for `'use cache'` (`cacheHandlers` in next.config.ts) on the shared store, so every instance on
 * one Redis serves the same entries and sees the same tag revalidations. Semantics follow Next's own in-memory handler:
 * an entry with a tag expired after it was written is a miss, one with a tag marked stale after it was written is
 * served once more with `revalidate: -1` (Next refreshes it in the background), and soft tags (paths) count through
 * `getExpiration`. Unlike that handler, which drops an entry at `revalidate` (a copy in one process's memory is not
 * worth warming), it keeps one until `expire`: past its revalidate time Next serves it while it renders a fresh one in
 * the background (stale-while-revalidate), as the site's `cacheLife` policies describe.
 *
 * Reads and writes never fail a render: with the store away, a read is a miss and a write is dropped. `updateTags`
 * does fail then (`SharedStoreUnavailableError`), so the revalidation webhook can say the change was not recorded.
 *
 * @example
 * ```ts
 * const handler = createSharedCacheHandler({ store: sharedStore() });
 * await handler.updateTags(['stock'], { expire: 0 });
 * ```
 */
export function createSharedCacheHandler({
  store,
  now = () => performance.timeOrigin + performance.now(),
  log = console.error,
}: SharedCacheHandlerOptions): CacheHandler {
  // Next may read a key while this process is still writing it; such a read waits for the write (Next's contract).
  const writing = new Map<string, Promise<void>>();
  const report = (what: string, error: unknown) => {
    if (error instanceof SharedStoreUnavailableError) return;
    log(`The shared cache could not ${what}: ${error instanceof Error ? error.message : String(error)}`);
  };

  return {
    async get(cacheKey) {
      await writing.get(cacheKey);
      try {
        const text = await store.get(entryKey(cacheKey));
        if (text === undefined) return undefined;
        const parsed = storedEntry.safeParse(JSON.parse(text));
        if (!parsed.success) throw new Error('what the store holds there is not an entry');
        const { value, ...entry } = parsed.data;
        const marks = await store.getMany(entry.tags.flatMap((tag) => [staleKey(tag), expiredKey(tag)]));
        const at = now();
        let revalidate = entry.revalidate;
        for (let i = 0; i < marks.length; i += 2) {
          const stale = timestampOf(marks[i]);
          const expired = timestampOf(marks[i + 1]);
          if (expired !== undefined && expired > entry.timestamp && expired <= at) return undefined;
          if (stale !== undefined && stale > entry.timestamp) revalidate = -1;
        }
        return { ...entry, revalidate, value: streamOf(Buffer.from(value, 'base64')) };
      } catch (error) {
        report('read an entry', error);
        return undefined;
      }
    },

    async set(cacheKey, pendingEntry) {
      let written = () => {};
      const done = new Promise<void>((resolve) => (written = resolve));
      writing.set(cacheKey, done);
      try {
        const { value, ...entry }: CacheEntry = await pendingEntry;
        // Whole milliseconds: Redis refuses a fractional expiry, and Next's clock has fractions.
        const ttlMs = Math.floor(Math.min(entry.timestamp + entry.expire * 1000 - now(), LONGEST_ENTRY_MS));
        // An entry with no life left (`expire: 0` is how Next marks a dynamic one) would never be served.
        if (ttlMs < 1) {
          await value.cancel();
          return;
        }
        const bytes = await bytesOf(value);
        await store.set(entryKey(cacheKey), JSON.stringify({ ...entry, value: bytes.toString('base64') }), ttlMs);
      } catch (error) {
        report('keep an entry', error);
      } finally {
        if (writing.get(cacheKey) === done) writing.delete(cacheKey);
        written();
      }
    },

    // Tags are read from the store with every entry, so there is no copy of them here to bring up to date.
    async refreshTags() {},

    async getExpiration(tags) {
      if (!tags.length) return 0;
      try {
        const marks = await store.getMany(tags.map(expiredKey));
        return Math.max(0, ...marks.map((mark) => timestampOf(mark) ?? 0));
      } catch (error) {
        // With the store away its entries cannot be read either, so nothing is wrongly kept by answering "never".
        report('read the paths revalidated', error);
        return 0;
      }
    },

    async updateTags(tags, durations) {
      // Whole milliseconds, never ahead of the clock: a mark rounded up would not yet have passed for a read in the
      // same millisecond, and an expiry sent with `expire: 0` would read as stale only.
      const at = Math.floor(now());
      const writes: Promise<void>[] = [];
      for (const tag of tags) {
        if (!durations) {
          writes.push(store.set(expiredKey(tag), String(at), LONGEST_ENTRY_MS));
          continue;
        }
        writes.push(store.set(staleKey(tag), String(at), LONGEST_ENTRY_MS));
        if (durations.expire !== undefined) {
          // Entries written before a future expiry still expire at it, so it is kept that much longer.
          const expiresAt = at + Math.ceil(durations.expire * 1000);
          writes.push(store.set(expiredKey(tag), String(expiresAt), expiresAt - at + LONGEST_ENTRY_MS));
        }
      }
      await Promise.all(writes);
    },
  };
}
