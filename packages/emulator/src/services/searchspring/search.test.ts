import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';

let emulator: RunningEmulator;
const search = async (query: string) => {
  const response = await fetch(`${emulator.url}/searchspring/api/search/search.json?siteId=bookshop&${query}`);
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 400, seed: 7 });
});
afterAll(() => emulator?.stop());

describe('Searchspring search.json', () => {
  it('answers in the native shape with string records, pagination and sort options', async () => {
    const { status, body } = await search('resultsPerPage=24');
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({
      totalResults: 400,
      currentPage: 1,
      perPage: 24,
      totalPages: 17,
      nextPage: 2,
      begin: 1,
      end: 24,
    });
    expect(body.results).toHaveLength(24);
    const record = body.results[0];
    for (const key of ['id', 'sku', 'name', 'url', 'imageUrl', 'price', 'msrp', 'rating', 'intellisuggestData']) {
      expect(typeof record[key], key).toBe('string');
    }
    expect(record.url).toMatch(/^\/product\/[a-z0-9-]+$/);
    expect(body.sorting.options.find((option: { active: number }) => option.active)).toMatchObject({
      field: 'sales_rank',
    });
    expect(body.facets.map((facet: { field: string }) => facet.field)).toEqual([
      'category',
      'format',
      'authors',
      'publisher',
      'price',
      'publication_date',
      'available',
      'series',
      'themes',
      'rating',
      'price_b2c',
      'price_b2b',
      'staff_price',
    ]);
  });

  it('finds products by words of the title and ranks them', async () => {
    const { body: all } = await search('resultsPerPage=1');
    const name: string = all.results[0].name;
    const word = name.split(/[\s,]+/).find((part) => part.length > 3) as string;
    const { body } = await search(`q=${encodeURIComponent(word)}`);
    expect(body.pagination.totalResults).toBeGreaterThan(0);
    expect(body.pagination.totalResults).toBeLessThan(400);
    for (const record of body.results)
      expect(`${record.name} ${record.author} ${record.format}`.toLowerCase()).toContain(
        word.toLowerCase().slice(0, 4),
      );
    expect(body.query.original).toBe(word);
  });

  it('filters by a facet value and sorts by price', async () => {
    const { body: facets } = await search('resultsPerPage=1');
    const formatFacet = facets.facets.find((facet: { field: string }) => facet.field === 'format');
    const format = formatFacet.values[0];
    const { body } = await search(
      `filter.format=${encodeURIComponent(format.value)}&sort.price=asc&resultsPerPage=100`,
    );
    expect(body.pagination.totalResults).toBe(format.count);
    const prices = body.results.map((record: { price: string }) => Number(record.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const filtered = body.facets.find((facet: { field: string }) => facet.field === 'format');
    expect(filtered.values.find((value: { value: string }) => value.value === format.value).active).toBe(true);
  });

  it('treats an empty sort direction as no sort (spec: asc, desc or empty)', async () => {
    const uids = (body: { results: { uid: string }[] }) => body.results.map((record) => record.uid);
    const plain = await search('resultsPerPage=10');
    const empty = await search('sort.price=&resultsPerPage=10');
    expect(empty.status).toBe(200);
    expect(uids(empty.body)).toEqual(uids(plain.body));
  });

  it('answers only includedFacets, or all but excludedFacets (repeated or comma lists); both at once is a 400', async () => {
    const fields = (body: { facets: { field: string }[] }) => body.facets.map((facet) => facet.field);
    expect(fields((await search('includedFacets=price&includedFacets=format')).body).sort()).toEqual([
      'format',
      'price',
    ]);
    expect(fields((await search('includedFacets=format,price')).body).sort()).toEqual(['format', 'price']);
    const without = fields((await search('excludedFacets=format')).body);
    expect(without).not.toContain('format');
    expect(without.length).toBeGreaterThan(3);
    const both = await search('includedFacets=format&excludedFacets=price');
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('includedFacets and excludedFacets cannot be used together');
  });

  it('filters by price range in dollars', async () => {
    const { body } = await search('filter.price.low=10&filter.price.high=20&resultsPerPage=100');
    for (const record of body.results) {
      expect(Number(record.price)).toBeGreaterThanOrEqual(10);
      expect(Number(record.price)).toBeLessThanOrEqual(20);
    }
  });

  it('takes * as an open price bound, as the official client sends it', async () => {
    const low = await search('filter.price.low=10&filter.price.high=*&resultsPerPage=100');
    expect(low.status).toBe(200);
    expect(low.body.results.length).toBeGreaterThan(0);
    for (const record of low.body.results) expect(Number(record.price)).toBeGreaterThanOrEqual(10);
    const high = await search('filter.price.low=*&filter.price.high=20&resultsPerPage=100');
    for (const record of high.body.results) expect(Number(record.price)).toBeLessThanOrEqual(20);
    const price = (body: { facets: { field: string; active?: number[] }[] }) =>
      body.facets.find((facet) => facet.field === 'price');
    expect(price(high.body)?.active?.[1]).toBe(20);
    // Both bounds open is no filter at all.
    const open = await search('filter.price.low=*&filter.price.high=*');
    expect(open.body.pagination.totalResults).toBe(400);
    expect(open.body.filterSummary).toEqual([]);
  });

  it('leaves out facets with no values (only sliders carry values: [])', async () => {
    const { body } = await search('q=zzzqqqxxy');
    expect(body.pagination.totalResults).toBe(0);
    expect(body.facets).toEqual([]);
    const some = await search('resultsPerPage=1');
    for (const facet of some.body.facets) {
      if (facet.type !== 'slider') expect(facet.values.length, facet.field).toBeGreaterThan(0);
    }
  });

  it('answers 400 for malformed parameters and 404 for an unknown site, never 500', async () => {
    expect((await search('page=abc')).status).toBe(400);
    expect((await search('sort.price=sideways')).status).toBe(400);
    expect((await search('sort.colour=asc')).status).toBe(400);
    // Names every object has (constructor, toString) are not sort fields either.
    expect((await search('sort.constructor=asc')).status).toBe(400);
    expect((await search('sort.toString=desc')).status).toBe(400);
    expect((await search('filter.price.low=-3')).status).toBe(400);
    expect(await (await search('filter.price.high=**')).body).toEqual({
      status: 400,
      message: 'filter.price.high must be a non-negative number',
    });
    const unknown = await fetch(`${emulator.url}/searchspring/api/search/search.json?siteId=other`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 404, message: 'Unknown siteId other' });
    expect((await fetch(`${emulator.url}/searchspring/api/search/search.json?siteId=bookshop&q=%E0%A4%A`)).status).toBe(
      200,
    );
    expect((await fetch(`${emulator.url}/searchspring/api/nowhere`)).status).toBe(404);
    expect((await fetch(`${emulator.url}/searchspring/api/search/search.json`, { method: 'POST' })).status).toBe(405);
  });

  it('past the last page answers an empty page with the true total', async () => {
    const { body } = await search('page=999');
    expect(body.results).toEqual([]);
    expect(body.pagination).toMatchObject({ totalResults: 400, begin: 0, end: 0, nextPage: 0 });
  });

  it('resultsPerPage=0 answers the counts and facets without products or pages', async () => {
    const { status, body } = await search('resultsPerPage=0');
    expect(status).toBe(200);
    expect(body.results).toEqual([]);
    expect(body.pagination).toMatchObject({
      totalResults: 400,
      perPage: 0,
      totalPages: 0,
      begin: 0,
      end: 0,
      nextPage: 0,
    });
    expect(body.facets.length).toBeGreaterThan(0);
    const refused = await search('resultsPerPage=-1');
    expect(refused).toMatchObject({ status: 400, body: { message: 'resultsPerPage must be a whole number' } });
  });

  it('rq alone searches within the whole catalogue, and narrows a query as an extra word would', async () => {
    const { body: word } = await search('q=bible&resultsPerPage=0');
    const { body: within } = await search('rq=bible&resultsPerPage=0');
    expect(within.pagination.totalResults).toBe(word.pagination.totalResults);
    const { body: both } = await search('q=bible%20study&resultsPerPage=0');
    const { body: narrowed } = await search('q=bible&rq=study&resultsPerPage=0');
    expect(narrowed.pagination.totalResults).toBe(both.pagination.totalResults);
    expect(narrowed.query).toEqual({ original: 'bible' });
  });

  it('serves a generated SVG cover for every result', async () => {
    const { body } = await search('resultsPerPage=1');
    const cover = await fetch(body.results[0].imageUrl);
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    expect(await cover.text()).toContain('<svg');
    expect((await fetch(`${emulator.url}/covers/NOPE.svg`)).status).toBe(404);
  });
});
