import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';
import { shapeDiff } from '../../testing/shapeDiff';

// The recorded real trending answer (see packages/sdk/test/fixtures/searchspring/README.md).
const recorded = JSON.parse(
  readFileSync(new URL('../../../../sdk/test/fixtures/searchspring/trending-default.json', import.meta.url), 'utf8'),
);

let emulator: RunningEmulator;
const get = async (path: string) => {
  const response = await fetch(`${emulator.url}/searchspring${path}`);
  return { status: response.status, body: await response.json() };
};
const phrases = async (limit = 100) =>
  (await get(`/api/suggest/trending?siteId=bookshop&limit=${limit}`)).body.trending.queries as {
    searchQuery: string;
    popularity: number;
  }[];

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
});
afterAll(() => emulator?.stop());

describe('trending queries', () => {
  it('has the recorded shape, and a fresh emulator already has starter phrases, most popular first', async () => {
    const { status, body } = await get('/api/suggest/trending?siteId=bookshop');
    expect(status).toBe(200);
    expect(shapeDiff(recorded, body)).toEqual([]);
    expect(body.trending.queries).toHaveLength(6);
    expect(body.trending.queries[0]).toEqual({ searchQuery: 'bible', popularity: 40 });
    const popularity = body.trending.queries.map((query: { popularity: number }) => query.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('counts first-page product searches that find something; a phrase that finds nothing drops out', async () => {
    const search = (query: string) => get(`/api/search/search.json?siteId=bookshop&${query}`);
    const before = (await phrases()).find((query) => query.searchQuery === 'grace')?.popularity ?? 0;
    await search('q=Grace');
    await search('q=%20grace%20');
    await search('q=grace&page=2');
    await get('/api/search/autocomplete.json?siteId=bookshop&q=grace');
    expect((await phrases()).find((query) => query.searchQuery === 'grace')?.popularity).toBe(before + 2);
    for (let i = 0; i < 50; i++) await search('q=zzqxvwwk');
    expect((await phrases()).map((query) => query.searchQuery)).not.toContain('zzqxvwwk');
    // A starter phrase counts until a shopper's search of it finds nothing.
    expect((await phrases()).map((query) => query.searchQuery)).toContain('light');
    const light = (await search('q=light')).body.pagination.totalResults;
    expect((await phrases()).some((query) => query.searchQuery === 'light')).toBe(light > 0);
  });

  it('answers limit phrases, and 400 or 404 for a bad limit or site', async () => {
    expect(await phrases(2)).toHaveLength(2);
    for (const limit of ['0', '101', 'x', '-1']) {
      const { status, body } = await get(`/api/suggest/trending?siteId=bookshop&limit=${limit}`);
      expect(status, limit).toBe(400);
      expect(body.message).toMatch(/limit/);
    }
    expect((await get('/api/suggest/trending')).status).toBe(400);
    expect((await get('/api/suggest/trending?siteId=other')).status).toBe(404);
  });
});

describe('meta.json and profile.json routes', () => {
  it('answer for the site and refuse others', async () => {
    expect((await get('/api/meta/meta.json?siteId=bookshop')).body.pagination).toEqual({ defaultPageSize: 30 });
    expect((await get('/api/meta/meta.json?siteId=other')).status).toBe(404);
    const profile = await get('/api/personalized-recommendations/profile.json?siteId=bookshop&tag=view-cart');
    expect(profile.body.profile.display.templateParameters.title).toBe('You might also like');
    expect((await get('/api/personalized-recommendations/profile.json?siteId=bookshop')).status).toBe(400);
    expect((await get('/api/personalized-recommendations/profile.json?siteId=bookshop&tag=x')).body).toEqual({
      status: 404,
      message: 'Unknown recommendation profile x',
    });
  });
});
