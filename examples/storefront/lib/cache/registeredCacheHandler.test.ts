import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/lib/shared/memoryStore';
import cacheHandler, { registerCacheHandler, registeredCacheHandler } from './registeredCacheHandler.mjs';
import { createSharedCacheHandler } from './sharedCacheHandler';

const REGISTERED = Symbol.for('bookshop.storefront.cacheHandler');
const entry = (tags: string[]) => ({
  value: new Blob(['cached']).stream(),
  tags,
  stale: 30,
  timestamp: Date.now() - 1_000,
  expire: 600,
  revalidate: 60,
});

afterEach(() => {
  delete (globalThis as { [REGISTERED]?: unknown })[REGISTERED];
});

describe('the cacheHandlers file Next imports (registeredCacheHandler.mjs)', () => {
  it('caches nothing before the server registers its handler, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const unread = entry(['stock']);
      await cacheHandler.set('key', Promise.resolve(unread));
      // Given up, not left open: a read finds it done.
      await expect(unread.value.getReader().read()).resolves.toEqual({ done: true, value: undefined });
      expect(await cacheHandler.get('key', [])).toBeUndefined();
      expect(await cacheHandler.getExpiration(['_N_T_/layout'])).toBe(0);
      await expect(cacheHandler.updateTags(['stock'])).resolves.toBeUndefined();
      await expect(cacheHandler.refreshTags()).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/before the server registered the shared one/);
    } finally {
      warn.mockRestore();
    }
  });

  it('hands every call to the handler registered in this process', async () => {
    const shared = createSharedCacheHandler({ store: createMemoryStore(), log: () => {} });
    registerCacheHandler(shared);
    expect(registeredCacheHandler()).toBe(shared);
    await cacheHandler.set('key', Promise.resolve(entry(['stock'])));
    expect(await shared.get('key', [])).toBeDefined();
    const read = await cacheHandler.get('key', []);
    expect(read && (await new Response(read.value).text())).toBe('cached');
    await cacheHandler.refreshTags();
    await cacheHandler.updateTags(['stock'], { expire: 0 });
    expect(await cacheHandler.get('key', [])).toBeUndefined();
    await cacheHandler.updateTags(['_N_T_/layout']);
    expect(await cacheHandler.getExpiration(['_N_T_/layout'])).toBeGreaterThan(0);
  });
});
