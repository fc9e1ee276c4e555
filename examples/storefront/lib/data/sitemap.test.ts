import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));
vi.mock('../bookshop', () => ({ bookshop: vi.fn() }));
vi.mock('./content', () => ({ blogPosts: vi.fn() }));
vi.mock('./stores', () => ({ storeList: vi.fn() }));
const { sitemapFile } = await import('./sitemap');

describe('the static sitemap', () => {
  it('lists the site’s fixed pages, the public gift-card balance check among them', async () => {
    const paths = (await sitemapFile('static.xml'))?.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/stores', '/gift-cards/balance']));
    expect(new Set(paths).size).toBe(paths?.length);
  });

  it('leaves the account pages out: they are one shopper’s, behind sign-in', async () => {
    const paths = (await sitemapFile('static.xml'))?.map((entry) => entry.path) ?? [];
    expect(paths.filter((path) => path.startsWith('/account'))).toEqual([]);
  });
});
