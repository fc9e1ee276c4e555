import { afterEach, describe, expect, it, vi } from 'vitest';
import { registeredCacheHandler } from './registeredCacheHandler.mjs';
import { registerSharedCacheHandler } from './registerSharedCacheHandler';

vi.mock('server-only', () => ({}));

afterEach(() => {
  delete (globalThis as { [key: symbol]: unknown })[Symbol.for('bookshop.storefront.cacheHandler')];
});

describe('registerSharedCacheHandler', () => {
  it("registers nothing without REDIS_URL (next.config.ts then keeps Next's own handler)", () => {
    registerSharedCacheHandler({});
    expect(registeredCacheHandler()).toBeUndefined();
  });

  it('registers the shared handler with REDIS_URL', () => {
    registerSharedCacheHandler({ REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(registeredCacheHandler()).toMatchObject({ get: expect.any(Function), updateTags: expect.any(Function) });
  });
});
