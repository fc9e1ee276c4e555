import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/lib/shared/memoryStore';
import { type SharedStore, SharedStoreUnavailableError } from '@/lib/shared/sharedStoreTypes';
import { createSharedCacheHandler } from './sharedCacheHandler';

vi.mock('server-only', () => ({}));
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));
const { revalidationRequest } = await import('./revalidation');
const { route } = await import('../http/route');

const SECRET = 'webhook-secret';
const post = (body: unknown, authorization: string | null = `Bearer ${SECRET}`) =>
  new Request('http://shop.test/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

// As the webhook's route answers: a refusal thrown goes through the one failure map.
const revalidate = (request: Request, secret: string | undefined, sharedCache?: CacheHandler) =>
  route({ what: 'Revalidation', origin: 'any' }, () => revalidationRequest(request, secret, sharedCache))(request);

describe('revalidationRequest', () => {
  beforeEach(() => revalidateTag.mockClear());

  it('expires each named tag once, at once, and says which', async () => {
    const response = await revalidate(
      post({ tags: ['stock', 'content:category:web_bibles', 'product:mere-christianity-9780060652920', 'stock'] }),
      SECRET,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['stock', 'content:category:web_bibles', 'product:mere-christianity-9780060652920'],
    });
    expect(revalidateTag.mock.calls).toEqual([
      ['stock', { expire: 0 }],
      ['content:category:web_bibles', { expire: 0 }],
      ['product:mere-christianity-9780060652920', { expire: 0 }],
    ]);
  });

  it('is not there unless a secret is configured', async () => {
    expect((await revalidate(post({ tags: ['stock'] }), undefined)).status).toBe(404);
    const unconfigured = await revalidate(post({ tags: ['stock'] }), '');
    expect([unconfigured.status, await unconfigured.json()]).toEqual([
      404,
      { error: 'Revalidation is not configured' },
    ]);
    expect(unconfigured.headers.get('cache-control')).toBe('no-store');
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a missing or wrong secret with 401', async () => {
    for (const authorization of [null, 'Bearer nope', SECRET, `Basic ${SECRET}`, `Bearer ${SECRET}x`]) {
      const response = await revalidate(post({ tags: ['stock'] }, authorization), SECRET);
      expect([response.status, await response.json()], String(authorization)).toEqual([401, { error: 'Unauthorised' }]);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 with the message for tags the caches do not declare, or no tags', async () => {
    for (const body of [
      { tags: ['prices'] },
      { tags: [] },
      { tags: ['content', 'content:<script>'] },
      { tags: 'stock' },
      {},
      'not json',
    ]) {
      const response = await revalidate(post(body), SECRET);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toMatch(/^Please send the tags to refresh/);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a body over 16 kB with 413', async () => {
    const response = await revalidate(post({ tags: ['stock'], padding: 'x'.repeat(20_000) }), SECRET);
    expect(response.status).toBe(413);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  describe('with the caches shared (REDIS_URL)', () => {
    const entry = (tags: string[]) =>
      Promise.resolve({
        value: new Blob(['cached']).stream(),
        tags,
        stale: 30,
        timestamp: Date.now() - 1_000,
        expire: 600,
        revalidate: 60,
      });

    it('answers only once the shared handler has expired the tags, for every instance', async () => {
      const shared = createSharedCacheHandler({ store: createMemoryStore(), log: () => {} });
      await shared.set('stock read', entry(['products', 'stock']));
      await shared.set('content read', entry(['content']));
      const response = await revalidate(post({ tags: ['stock'] }), SECRET, shared);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ revalidated: ['stock'] });
      expect(await shared.get('stock read', [])).toBeUndefined();
      expect(await shared.get('content read', [])).toBeDefined();
      expect(revalidateTag.mock.calls).toEqual([['stock', { expire: 0 }]]);
    });

    it('answers 503 when the shared store cannot record them, so the sender sends them again', async () => {
      const store: SharedStore = {
        ...createMemoryStore(),
        set: () => Promise.reject(new SharedStoreUnavailableError('The shared store (Redis) is unreachable')),
      };
      const response = await revalidate(
        post({ tags: ['content'] }),
        SECRET,
        createSharedCacheHandler({ store, log: () => {} }),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('10');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await response.json()).error).toMatch(/^The caches could not be told/);
    });
  });
});
