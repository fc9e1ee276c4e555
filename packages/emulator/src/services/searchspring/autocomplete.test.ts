import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';

let emulator: RunningEmulator;
// biome-ignore lint/suspicious/noExplicitAny: test helper over JSON answers
type Json = any;
const get = async (path: string): Promise<{ status: number; body: Json }> => {
  const response = await fetch(`${emulator.url}/searchspring${path}`);
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
});
afterAll(() => emulator?.stop());

describe('autocomplete, suggest, recommend and the content feed', () => {
  it('autocomplete matches the last word as a prefix', async () => {
    const { body } = await get('/api/search/autocomplete.json?siteId=bookshop&q=bibl&resultsPerPage=5');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(5);
    for (const record of body.results) expect(`${record.name} ${record.author}`.toLowerCase()).toMatch(/\bbibl/);
    const { body: full } = await get('/api/search/search.json?siteId=bookshop&q=bibl');
    expect(full.pagination.totalResults).toBeLessThanOrEqual(body.pagination.totalResults);
  });

  it('suggest completes the last word and corrects a typo', async () => {
    const { body } = await get('/api/suggest/query?siteId=bookshop&q=study%20bib&suggestionCount=3');
    expect(body.query).toBe('study bib');
    expect(body.suggested).toMatchObject({ type: 'completed', source: 'name' });
    expect(body.suggested.text).toMatch(/^study bib/);
    expect(body.suggested.completed[0]).toMatchObject({ token: expect.stringMatching(/^bib/), type: 'completed' });
    expect(body.alternatives.length).toBeLessThanOrEqual(3);
    const { body: typo } = await get('/api/suggest/query?siteId=bookshop&q=jornaling');
    expect(typo['corrected-query']).toBe('journaling');
    expect((await get('/api/suggest/query?q=x')).status).toBe(400);
  });

  it('suggest reads `query`, as the official client sends it, and its disableSpellCorrect', async () => {
    const { body } = await get('/api/suggest/query?siteId=bookshop&language=en&query=study%20bib&suggestionCount=5');
    expect(body.query).toBe('study bib');
    expect(body.suggested.text).toMatch(/^study bib/);
    const { body: typo } = await get('/api/suggest/query?siteId=bookshop&query=jornaling');
    expect(typo['corrected-query']).toBe('journaling');
    const { body: asIs } = await get('/api/suggest/query?siteId=bookshop&query=jornaling&disableSpellCorrect=true');
    expect(asIs['corrected-query']).toBeUndefined();
  });

  it('answers 400 with the reason, not 500, for text the database cannot hold', async () => {
    for (const api of ['search/search.json', 'search/autocomplete.json']) {
      const { status, body } = await get(`/api/${api}?siteId=bookshop&q=a%00b`);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain('Invalid value: text may not contain the NUL character');
    }
  });

  it('recommends similar, cart cross-sell, no-result and recently viewed products', async () => {
    const { body: page } = await get('/api/search/search.json?siteId=bookshop&resultsPerPage=3&sort.sales_rank=desc');
    const [first, second, third] = page.results.map((record: Json) => record.sku);
    const { status, body } = await get(
      `/boost/bookshop/recommend?tags=similar,view-cart,no%20result%20found,recently-viewed&limits=5,4,200,2&product=${first}&cart=${first},${second}&lastViewed=${third},${second}`,
    );
    expect(status).toBe(200);
    expect(body.map((entry: Json) => entry.profile.tag)).toEqual([
      'similar',
      'view-cart',
      'no result found',
      'recently-viewed',
    ]);
    const [similar, cart, noResult, recent] = body;
    expect(similar.results.length).toBe(5);
    expect(similar.results.map((result: Json) => result.mappings.core.sku)).not.toContain(first);
    expect(cart.results.length).toBe(4);
    for (const result of cart.results) expect([first, second]).not.toContain(result.mappings.core.sku);
    expect(noResult.results.length).toBeGreaterThan(100);
    expect(recent.results.map((result: Json) => result.mappings.core.sku)).toEqual([third, second]);
    expect(typeof similar.results[0].mappings.core.price).toBe('number');
    expect((await get('/boost/bookshop/recommend?tags=bogus')).status).toBe(404);
    expect((await get('/boost/bookshop/recommend?tags=constructor')).status).toBe(404);
    expect((await get('/boost/bookshop/recommend')).status).toBe(400);
    expect((await get('/boost/other/recommend?tags=similar')).status).toBe(404);
  });

  it('POST /v1/recommend answers the body the official client sends, one entry per profile in order', async () => {
    const post = async (body: unknown, contentType = 'text/plain') => {
      const response = await fetch(`${emulator.url}/searchspring/v1/recommend`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const { body: page } = await get('/api/search/search.json?siteId=bookshop&resultsPerPage=3&sort.sales_rank=desc');
    const [first, second, third] = page.results.map((record: Json) => record.sku);
    const { status, body } = await post({
      profiles: [
        { tag: 'similar', limit: 5 },
        { tag: 'view-cart', limit: 4 },
        { tag: 'recently-viewed' },
        { tag: 'trending', limit: 10, categories: ['bibles'], blockedItems: [first] },
      ],
      siteId: 'bookshop',
      products: [first],
      cart: [first, second],
      lastViewed: [third, second],
      shopper: 'shopper-1',
      beacon: true,
    });
    expect(status).toBe(200);
    expect(body.map((entry: Json) => entry.profile.tag)).toEqual([
      'similar',
      'view-cart',
      'recently-viewed',
      'trending',
    ]);
    const [similar, cart, recent, trending] = body;
    expect(similar.results).toHaveLength(5);
    expect(similar.results.map((result: Json) => result.mappings.core.sku)).not.toContain(first);
    for (const result of cart.results) expect([first, second]).not.toContain(result.mappings.core.sku);
    expect(recent.results.map((result: Json) => result.mappings.core.sku)).toEqual([third, second]);
    for (const result of trending.results) {
      expect(result.mappings.core.url).toMatch(/bible/);
      expect(result.mappings.core.sku).not.toBe(first);
    }
    expect(typeof similar.responseId).toBe('string');
    // The same answer whatever the content type says: the official client sends text/plain.
    expect((await post({ siteId: 'bookshop', profiles: [{ tag: 'trending' }] }, 'application/json')).status).toBe(200);
    expect(await post({ siteId: 'bookshop' })).toEqual({
      status: 400,
      body: { status: 400, message: 'profiles: profiles is required' },
    });
    expect((await post({ siteId: 'bookshop', profiles: [{ tag: 'bogus' }] })).status).toBe(404);
    expect((await post({ siteId: 'other', profiles: [{ tag: 'trending' }] })).status).toBe(404);
    expect((await post({ profiles: [{ tag: 'trending' }] })).status).toBe(400);
    expect((await post({ siteId: 'bookshop', profiles: [{ tag: 'trending', limit: 'ten' }] })).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    expect((await post([1, 2])).status).toBe(400);
  });

  it('recommendations respect categories', async () => {
    const { body } = await get('/boost/bookshop/recommend?tags=trending&categories=bibles&limits=10');
    for (const result of body[0].results) expect(result.mappings.core.url).toMatch(/bible/);
  });

  it('searches the content feed (blog, author, help centre) under the content site id', async () => {
    const { body: all } = await get('/api/search/search.json?siteId=bookshop-content&q=*&resultsPerPage=100');
    const types = new Set(all.results.map((record: Json) => record.type));
    expect([...types].sort()).toEqual(['author', 'blog', 'help_center_article']);
    expect(all.results.find((record: Json) => record.url.includes('/general-faq'))).toBeDefined();
    const { body: typed } = await get('/api/search/autocomplete.json?siteId=bookshop-content&q=eas&filter.type=blog');
    expect(typed.results.length).toBeGreaterThan(0);
    for (const record of typed.results) expect(record.type).toBe('blog');
    expect(typed.facets[0].values.length).toBeGreaterThan(0);
  });
});
