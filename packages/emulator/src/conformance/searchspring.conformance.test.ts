import { Client } from '@searchspring/snap-client';
import { API, ApiConfiguration } from '@searchspring/snap-client/dist/cjs/Client/apis/Abstract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../emulator';

// Searchspring's official client, @searchspring/snap-client, run unchanged against the emulator: only its documented
// configuration is set (each requester's `origin`, and `fetchApi` wrapped to record what it sends). It needs no
// browser globals: every use of `window` in it is guarded, and Node 20 has `fetch`.

interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: unknown;
}

let emulator: RunningEmulator;
let client: Client;
const sent: Sent[] = [];
const siteId = 'bookshop';

const recordingFetch = async (input: string, init: RequestInit = {}) => {
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({
    method: init.method ?? 'GET',
    url: new URL(input),
    headers: (init.headers ?? {}) as Record<string, string>,
    body,
  });
  return fetch(input, init);
};
const sentTo = (path: string) => sent.filter((request) => request.url.pathname.endsWith(path));
const lastTo = (path: string) => sentTo(path).at(-1) as Sent;

/**
 * The older `GET /boost/{siteId}/recommend`, which snap-client 0.78 no longer exposes (it posts to `/v1/recommend`).
 * Called as the client's older RecommendAPI did: a GET through the client's own `API.request` (its URL building and
 * query-string encoding), with the profile tags and limits as parameters.
 */
class OlderRecommendAPI extends API {
  getRecommendations(query: {
    siteId: string;
    tags: string[];
    limits: number[];
    [parameter: string]: string | string[] | number[];
  }) {
    return this.request({ path: `/boost/${query.siteId}/recommend`, method: 'GET', headers: {}, query });
  }
}

// Seeding takes a few seconds on a quiet machine and much longer on a loaded one; the cases themselves are quick.
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, seed: 3 });
  const origin = `${emulator.url}/searchspring`;
  client = new Client(
    { siteId },
    {
      fetchApi: recordingFetch as typeof fetch,
      meta: { origin },
      search: { origin },
      autocomplete: { origin },
      suggest: { origin },
      recommend: { origin },
    },
  );
}, 180_000);
afterAll(() => emulator?.stop());

// biome-ignore lint/suspicious/noExplicitAny: the client's answers are loosely typed
type Answer = any;

describe('@searchspring/snap-client against the emulator', () => {
  it('meta: sort options, facets and the page size', async () => {
    const meta: Answer = await client.meta();
    expect(lastTo('/api/meta/meta.json').url.searchParams.get('siteId')).toBe(siteId);
    expect(meta.sortOptions.length).toBeGreaterThan(3);
    expect(meta.facets.price).toMatchObject({ display: 'slider' });
    expect(meta.pagination.defaultPageSize).toBe(30);
  });

  it('search with value filters, a sort and paging', async () => {
    const [, all]: Answer = await client.search({ pagination: { pageSize: 5 } });
    const format = all.facets.find((facet: Answer) => facet.field === 'format').values[0].value;
    const [, page]: Answer = await client.search({
      filters: [{ type: 'value', field: 'format', value: format }],
      sorts: [{ field: 'price', direction: 'asc' }],
      pagination: { page: 2, pageSize: 3 },
    });
    const wire = lastTo('/api/search/search.json').url.searchParams;
    expect(wire.get('filter.format')).toBe(format);
    expect(wire.get('sort.price')).toBe('asc');
    expect(wire.get('page')).toBe('2');
    expect(wire.get('resultsPerPage')).toBe('3');
    expect(wire.get('resultsFormat')).toBe('native');
    expect(page.pagination).toMatchObject({ page: 2, pageSize: 3 });
    expect(page.pagination.totalResults).toBeLessThan(all.pagination.totalResults);
    expect(page.results).toHaveLength(3);
    const prices = page.results.map((result: Answer) => Number(result.mappings.core.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.sorting).toEqual([{ field: 'price', direction: 'asc' }]);
    expect(page.filters).toEqual([expect.objectContaining({ type: 'value', field: 'format', value: format })]);
    expect(page.results[0].mappings.core).toMatchObject({ uid: expect.any(String), name: expect.any(String) });
  });

  it('closed and open price ranges (the client sends * for an open bound)', async () => {
    const [, closed]: Answer = await client.search({
      filters: [{ type: 'range', field: 'price', value: { low: 10, high: 30 } }],
      pagination: { pageSize: 100 },
    });
    for (const result of closed.results) {
      expect(Number(result.mappings.core.price)).toBeGreaterThanOrEqual(10);
      expect(Number(result.mappings.core.price)).toBeLessThanOrEqual(30);
    }
    expect(closed.facets.find((facet: Answer) => facet.field === 'price')).toMatchObject({
      type: 'range',
      filtered: true,
      active: { low: 10, high: 30 },
    });
    const [, open]: Answer = await client.search({
      filters: [{ type: 'range', field: 'price', value: { low: 20 } }],
      pagination: { pageSize: 100 },
    });
    const wire = lastTo('/api/search/search.json').url.searchParams;
    expect([wire.get('filter.price.low'), wire.get('filter.price.high')]).toEqual(['20', '*']);
    expect(open.results.length).toBeGreaterThan(0);
    for (const result of open.results) expect(Number(result.mappings.core.price)).toBeGreaterThanOrEqual(20);
  });

  it('a merchandising redirect', async () => {
    const [, answer]: Answer = await client.search({ search: { query: { string: 'gift card' } } });
    expect(answer.merchandising.redirect).toBe('/category/gift-card');
  });

  it('no results: an empty page, no facets, the query kept', async () => {
    const [, answer]: Answer = await client.search({ search: { query: { string: 'qqqzzzxxywv' } } });
    expect(answer.pagination.totalResults).toBe(0);
    expect(answer.results).toEqual([]);
    expect(answer.facets).toEqual([]);
    expect(answer.search.query).toBe('qqqzzzxxywv');
  });

  it('autocomplete: suggest with query=, then autocomplete.json with the suggested text', async () => {
    const [, answer]: Answer = await client.autocomplete({
      search: { query: { string: 'bibl' } },
      pagination: { pageSize: 4 },
    });
    const suggest = lastTo('/api/suggest/query').url.searchParams;
    expect(suggest.get('query')).toBe('bibl');
    expect(suggest.get('q')).toBeNull();
    expect(suggest.get('disableSpellCorrect')).toBe('true');
    const typeahead = lastTo('/api/search/autocomplete.json').url.searchParams;
    expect(typeahead.get('q')).toBe(answer.autocomplete.suggested.text);
    expect(answer.autocomplete.query).toBe('bibl');
    expect(answer.autocomplete.suggested.text).toMatch(/^bibl/);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.length).toBeLessThanOrEqual(4);
  });

  it('autocomplete with spell correction asked for', async () => {
    const [, answer]: Answer = await client.autocomplete({
      search: { query: { string: 'jornaling', spellCorrection: true } },
    });
    expect(lastTo('/api/suggest/query').url.searchParams.get('disableSpellCorrect')).toBeNull();
    expect(answer.autocomplete.correctedQuery).toBe('journaling');
  });

  it('trending', async () => {
    const answer: Answer = await client.trending({ limit: 4 });
    expect(lastTo('/api/suggest/trending').url.searchParams.get('limit')).toBe('4');
    expect(answer.trending.queries.length).toBeGreaterThan(0);
    expect(answer.trending.queries.length).toBeLessThanOrEqual(4);
    expect(answer.trending.queries[0]).toEqual({ searchQuery: expect.any(String), popularity: expect.any(Number) });
  });

  it('recommendations: profile.json and POST /v1/recommend (text/plain JSON), combined by the client', async () => {
    const [, top]: Answer = await client.search({ pagination: { pageSize: 3 } });
    const [first, second] = top.results.map((result: Answer) => result.mappings.core.sku);
    const answer: Answer = await client.recommend({
      tag: 'similar',
      product: first,
      cart: [second],
      lastViewed: [second],
      shopper: 'shopper-7',
      limit: 6,
    });
    const post = lastTo('/v1/recommend');
    expect(post.method).toBe('POST');
    expect(post.headers['Content-Type']).toBe('text/plain');
    expect(post.body).toMatchObject({
      profiles: [{ tag: 'similar', limit: 6 }],
      siteId,
      products: [first],
      cart: [second],
      lastViewed: [second],
      shopper: 'shopper-7',
      beacon: true,
    });
    expect(lastTo('/api/personalized-recommendations/profile.json').url.searchParams.get('tag')).toBe('similar');
    expect(answer.profile).toMatchObject({ tag: 'similar', placement: 'product-page' });
    expect(answer.results).toHaveLength(6);
    expect(answer.results.map((result: Answer) => result.mappings.core.sku)).not.toContain(first);
    expect(typeof answer.responseId).toBe('string');
    expect(answer.meta.facets).toBeDefined();
  });

  it('recommendations batched by the client: one POST, answers in profile order', async () => {
    const before = sentTo('/v1/recommend').length;
    const [trending, fresh]: Answer[] = await Promise.all([
      client.recommend({ tag: 'trending', limit: 3, batched: true, order: 1 }),
      client.recommend({ tag: 'new-releases', limit: 2, batched: true, order: 2 }),
    ]);
    expect(sentTo('/v1/recommend').length - before).toBe(1);
    expect(lastTo('/v1/recommend').body).toMatchObject({
      profiles: [
        { tag: 'trending', limit: 3 },
        { tag: 'new-releases', limit: 2 },
      ],
    });
    expect(trending.results).toHaveLength(3);
    expect(fresh.results).toHaveLength(2);
  });

  it('an unknown recommendation profile is a 404 the client reports', async () => {
    await expect(client.recommend({ tag: 'bogus' })).rejects.toMatchObject({ fetchDetails: { status: 404 } });
  });

  it('the older GET /boost/{siteId}/recommend, through the client API class', async () => {
    const older = new OlderRecommendAPI(
      new ApiConfiguration({ origin: `${emulator.url}/searchspring`, fetchApi: recordingFetch as typeof fetch }),
    );
    const answer: Answer = await older.getRecommendations({ siteId, tags: ['trending'], limits: [5] });
    expect(lastTo(`/boost/${siteId}/recommend`).url.search).toBe(`?siteId=${siteId}&tags=trending&limits=5`);
    expect(answer).toHaveLength(1);
    expect(answer[0].profile.tag).toBe('trending');
    expect(answer[0].results).toHaveLength(5);
  });

  it('recommendations with the filters, blocked items and search term the client sends, applied', async () => {
    const [, bibles]: Answer = await client.search({
      search: { query: { string: 'bible' } },
      pagination: { pageSize: 5 },
    });
    const seed = bibles.results.find((result: Answer) => result.attributes.availability !== 'unavailable');
    const format = seed.attributes.format;
    const price = Number(seed.mappings.core.price);
    const low = Math.floor(price);
    const high = Math.ceil(price) + 1;
    const others: Answer = await client.recommend({
      tag: 'trending',
      limit: 20,
      filters: [{ type: 'value', field: 'format', value: format }],
    });
    const blocked = others.results.find((result: Answer) => result.mappings.core.sku !== seed.mappings.core.sku);
    const answer: Answer = await client.recommend({
      tag: 'trending',
      filters: [{ type: 'value', field: 'format', value: format }],
      blockedItems: [blocked.mappings.core.sku],
      profile: {
        limit: 10,
        query: 'bible',
        filters: [{ type: 'range', field: 'price', value: { low, high } }],
      },
    });
    const post = lastTo('/v1/recommend').body as Answer;
    expect(post.filters).toEqual([{ field: 'format', type: '=', values: [format] }]);
    expect(post.blockedItems).toEqual([blocked.mappings.core.sku]);
    expect(post.profiles).toEqual([
      {
        tag: 'trending',
        limit: 10,
        searchTerm: 'bible',
        filters: [
          { field: 'price', type: '>=', values: [low] },
          { field: 'price', type: '<=', values: [high] },
        ],
      },
    ]);
    expect(answer.results.length).toBeGreaterThan(0);
    for (const result of answer.results) {
      expect(result.attributes.format).toBe(format);
      expect(Number(result.mappings.core.price)).toBeGreaterThanOrEqual(low);
      expect(Number(result.mappings.core.price)).toBeLessThanOrEqual(high);
      expect(result.mappings.core.sku).not.toBe(blocked.mappings.core.sku);
    }
    // The search term ranks its matches first: the bible the filters were taken from is among them.
    expect(answer.results[0].mappings.core.name.toLowerCase()).toContain('bible');
  });

  it('a filter on a field recommendations cannot filter by is a 400 the client reports', async () => {
    await expect(
      client.recommend({ tag: 'trending', filters: [{ type: 'value', field: 'colour', value: 'red' }] }),
    ).rejects.toMatchObject({ fetchDetails: { status: 400 } });
  });

  it('batched profiles are deduplicated in order, except a profile sent with dedupe: false', async () => {
    const [trending, best, again]: Answer[] = await Promise.all([
      client.recommend({ tag: 'trending', limit: 5, batched: true, order: 1 }),
      client.recommend({ tag: 'best-sellers', limit: 5, batched: true, order: 2 }),
      client.recommend({ tag: 'trending', limit: 5, batched: true, order: 3, dedupe: false }),
    ]);
    expect((lastTo('/v1/recommend').body as Answer).profiles[2]).toEqual({ tag: 'trending', limit: 5, dedupe: false });
    const skus = (answer: Answer) => answer.results.map((result: Answer) => result.mappings.core.sku);
    expect(skus(best)).toHaveLength(5);
    expect(skus(best).filter((sku: string) => skus(trending).includes(sku))).toEqual([]);
    expect(skus(again)).toEqual(skus(trending));
  });

  it('the older GET endpoint applies filter.* parameters and blockedItems', async () => {
    const older = new OlderRecommendAPI(
      new ApiConfiguration({ origin: `${emulator.url}/searchspring`, fetchApi: recordingFetch as typeof fetch }),
    );
    const [all]: Answer = await older.getRecommendations({ siteId, tags: ['trending'], limits: [5] });
    const format = all.results[0].attributes.format;
    const [filtered]: Answer = await older.getRecommendations({
      siteId,
      tags: ['trending'],
      limits: [5],
      'filter.format': [format],
      'filter.price.high': [1000],
      blockedItems: [all.results[0].mappings.core.sku],
    } as never);
    const wire = lastTo(`/boost/${siteId}/recommend`).url.searchParams;
    expect([wire.get('filter.format'), wire.get('filter.price.high')]).toEqual([format, '1000']);
    expect(filtered.results.length).toBeGreaterThan(0);
    for (const result of filtered.results) expect(result.attributes.format).toBe(format);
    expect(filtered.results.map((result: Answer) => result.mappings.core.sku)).not.toContain(
      all.results[0].mappings.core.sku,
    );
  });

  it('facets.include / facets.exclude (includedFacets, excludedFacets) answer only the facets asked for', async () => {
    const [, included]: Answer = await client.search({ facets: { include: ['format', 'price'] } });
    expect(lastTo('/api/search/search.json').url.searchParams.getAll('includedFacets')).toEqual(['format', 'price']);
    expect(included.facets.map((facet: Answer) => facet.field).sort()).toEqual(['format', 'price']);
    const [, excluded]: Answer = await client.search({ facets: { exclude: ['format'] } });
    const fields = excluded.facets.map((facet: Answer) => facet.field);
    expect(fields).not.toContain('format');
    expect(fields).toContain('price');
    expect(included.pagination.totalResults).toBe(excluded.pagination.totalResults);
  });

  it('background filters (bgfilter.*) narrow the results without showing as a filter', async () => {
    const [, all]: Answer = await client.search({ pagination: { pageSize: 5 } });
    const format = all.facets.find((facet: Answer) => facet.field === 'format').values[0].value;
    const [, narrowed]: Answer = await client.search({
      filters: [{ type: 'value', field: 'format', value: format, background: true }],
      pagination: { pageSize: 10 },
    });
    const wire = lastTo('/api/search/search.json').url.searchParams;
    expect([wire.get('bgfilter.format'), wire.get('filter.format')]).toEqual([format, null]);
    expect(narrowed.pagination.totalResults).toBeLessThan(all.pagination.totalResults);
    for (const result of narrowed.results) expect(result.attributes.format).toBe(format);
    expect(narrowed.filters).toEqual([]);
  });

  it('a landing page (merchandising.landingPage): its filters, sort and banner, and the campaign it triggers', async () => {
    const [, page]: Answer = await client.search({ merchandising: { landingPage: 'easter' } });
    expect(lastTo('/api/search/search.json').url.searchParams.get('landing-page')).toBe('easter');
    expect(page.merchandising.campaigns).toEqual([expect.objectContaining({ type: 'landing-page' })]);
    expect(page.merchandising.content.header?.length).toBeGreaterThan(0);
    const [, unknown]: Answer = await client.search({ merchandising: { landingPage: 'no-such-campaign' } });
    expect(unknown.pagination.totalResults).toBe(0);
  });
});
