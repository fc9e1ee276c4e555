import { Client } from '@searchspring/snap-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../emulator';

// The calls Searchspring's own demo storefront (searchspring/snap `packages/snap-preact-demo`) makes, through
// @searchspring/snap-client unchanged and configured as the demo configures it: development mode (which adds
// `test=true`), the `integratedSpellCorrection` feature (snap-preact turns it into the suggest requester's global
// and the autocomplete controller's `spellCorrection`), and the parameters its controllers build: the search
// controller's `redirectResponse: 'full'` (the demo turns merchandising redirects off), tracking and personalization,
// infinite paging's backfill, `fallbackQuery` / `subQuery` / `originalQuery` from the URL; the finder controllers'
// `facets.include` with `autoDrillDown: false` and page size 0; the recommendation instantiator's grouped block
// (globals, per-profile `limit`, `categories`, `brands`, `dedupe`) and its `branch`.

interface Sent {
  method: string;
  url: URL;
  body?: unknown;
}

let emulator: RunningEmulator;
let client: Client;
const sent: Sent[] = [];
const siteId = 'bookshop';

const recordingFetch = async (input: string, init: RequestInit = {}) => {
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({ method: init.method ?? 'GET', url: new URL(input), body });
  return fetch(input, init);
};
const lastTo = (path: string) => sent.filter((request) => request.url.pathname.endsWith(path)).at(-1) as Sent;

// What the demo's search controller adds to every search (SearchController `params`): the page it runs on, the
// shopper's ids from the tracker's cookies, and the personalization cookies as comma lists.
const tracking = {
  domain: 'http://localhost:4444/?q=bible',
  userId: '1d9c1b0a-8f3c-4a8e-9b1d-2f7f0e6b3c11',
  sessionId: '5b0e6f4e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  pageLoadId: 'a7e2c9d4-3b1f-4c6e-9d8a-7f6e5d4c3b2a',
};

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, seed: 3 });
  const origin = `${emulator.url}/searchspring`;
  client = new Client({ siteId }, {
    mode: 'development',
    fetchApi: recordingFetch as typeof fetch,
    meta: { origin },
    search: { origin },
    finder: { origin },
    autocomplete: { origin, requesters: { suggest: { globals: { integratedSpellCorrection: true } } } },
    suggest: { origin },
    recommend: { origin },
  } as ConstructorParameters<typeof Client>[1]);
}, 180_000);
afterAll(() => emulator?.stop());

// biome-ignore lint/suspicious/noExplicitAny: the client's answers are loosely typed
type Answer = any;
const skusOf = (answer: Answer): string[] => answer.results.map((result: Answer) => result.mappings.core.sku);

describe("@searchspring/snap-client as Searchspring's demo storefront calls it", () => {
  it('search: redirectResponse full keeps the results beside the redirect; test, tracking and personalization are sent', async () => {
    const [, answer]: Answer = await client.search({
      search: { query: { string: 'gift card' }, redirectResponse: 'full' },
      tracking,
      personalization: { cart: 'SKU-1,SKU-2', lastViewed: 'SKU-3', shopper: 'snapdev' },
      pagination: { page: 1 },
    } as Answer);
    const wire = lastTo('/api/search/search.json').url.searchParams;
    expect(wire.get('redirectResponse')).toBe('full');
    expect(wire.get('test')).toBe('true');
    expect([wire.get('userId'), wire.get('sessionId'), wire.get('pageLoadId')]).toEqual([
      tracking.userId,
      tracking.sessionId,
      tracking.pageLoadId,
    ]);
    expect(wire.get('domain')).toBe(tracking.domain);
    expect([wire.get('cart'), wire.get('lastViewed'), wire.get('shopper')]).toEqual([
      'SKU-1,SKU-2',
      'SKU-3',
      'snapdev',
    ]);
    expect(answer.merchandising.redirect).toBe('/category/gift-card');
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.pagination.totalResults).toBeGreaterThan(0);
  });

  it('infinite paging: the backfilled pages before the current one join it without a gap or a repeat', async () => {
    const pageSize = 4;
    const pages: Answer[] = await Promise.all(
      [1, 2, 3].map((page) =>
        client.search({ search: { query: { string: 'bible' } }, pagination: { page, pageSize }, tracking } as Answer),
      ),
    );
    const [, all]: Answer = await client.search({
      search: { query: { string: 'bible' } },
      pagination: { pageSize: 12 },
    });
    const joined = pages.flatMap(([, page]) => skusOf(page));
    expect(all.pagination.totalResults).toBeGreaterThan(12);
    expect(joined).toEqual(skusOf(all));
    expect(pages.map(([, page]) => page.pagination.page)).toEqual([1, 2, 3]);
  });

  it('autocomplete with integratedSpellCorrection: the global reaches suggest, spelling is corrected, then the search', async () => {
    const [, answer]: Answer = await client.autocomplete({
      search: { query: { string: 'jornaling', spellCorrection: true } },
      pagination: { pageSize: 6 },
      tracking,
    } as Answer);
    const suggest = lastTo('/api/suggest/query').url.searchParams;
    expect(suggest.get('integratedSpellCorrection')).toBe('true');
    expect(suggest.get('disableSpellCorrect')).toBeNull();
    expect(suggest.get('query')).toBe('jornaling');
    const typeahead = lastTo('/api/search/autocomplete.json').url.searchParams;
    expect(typeahead.get('redirectResponse')).toBe('full');
    expect(typeahead.get('q')).toBe(answer.autocomplete.suggested.text);
    expect(answer.autocomplete.correctedQuery).toBe('journaling');
    expect(answer.results.length).toBeGreaterThan(0);
  });

  it('the submitted misspelling: search.json corrects it itself (query.original / corrected)', async () => {
    const [, answer]: Answer = await client.search({
      search: { query: { string: 'jornaling' }, redirectResponse: 'full' },
      tracking,
    } as Answer);
    expect(lastTo('/api/search/search.json').url.searchParams.get('q')).toBe('jornaling');
    expect(answer.search).toMatchObject({ query: 'journaling', originalQuery: 'jornaling' });
    expect(answer.pagination.totalResults).toBeGreaterThan(0);
  });

  it('fallbackQuery (sent with a submitted autocomplete query) is searched when the query finds nothing', async () => {
    const [, answer]: Answer = await client.search({
      search: { query: { string: 'qqqzzzxxywv' }, fallbackQuery: 'bible', redirectResponse: 'full' },
    } as Answer);
    expect(lastTo('/api/search/search.json').url.searchParams.get('fallbackQuery')).toBe('bible');
    expect(answer.pagination.totalResults).toBeGreaterThan(0);
    expect(answer.search).toMatchObject({ query: 'bible', originalQuery: 'qqqzzzxxywv' });
    const [, found]: Answer = await client.search({
      search: { query: { string: 'journal' }, fallbackQuery: 'bible', redirectResponse: 'full' },
    } as Answer);
    // A query that finds something is answered as it is: the fallback is only for nothing found.
    expect(found.search.query).toBe('journal');
    expect(found.search.originalQuery).toBeUndefined();
  });

  it('subQuery (rq, search within results) narrows the results to those matching both', async () => {
    const [, all]: Answer = await client.search({
      search: { query: { string: 'bible' } },
      pagination: { pageSize: 100 },
    });
    const [, within]: Answer = await client.search({
      search: { query: { string: 'bible' }, subQuery: 'study' },
      pagination: { pageSize: 100 },
    } as Answer);
    expect(lastTo('/api/search/search.json').url.searchParams.get('rq')).toBe('study');
    expect(within.pagination.totalResults).toBeGreaterThan(0);
    expect(within.pagination.totalResults).toBeLessThan(all.pagination.totalResults);
    expect(skusOf(all)).toEqual(expect.arrayContaining(skusOf(within)));
    expect(within.search.query).toBe('bible');
  });

  it('originalQuery (oq, the query a shopper was redirected from) is sent and shown, not searched', async () => {
    const [, answer]: Answer = await client.search({
      search: { query: { string: 'bible' }, originalQuery: 'bibel' },
    } as Answer);
    expect(lastTo('/api/search/search.json').url.searchParams.get('originalQuery')).toBe('bibel');
    expect(answer.search).toMatchObject({ query: 'bible', originalQuery: 'bibel' });
    expect(answer.pagination.totalResults).toBeGreaterThan(0);
  });

  it('finder: finder.json with only its fields, no drill-down and no products, just the counts', async () => {
    const [, answer]: Answer = await client.finder({
      facets: { include: ['format', 'publisher', 'authors'], autoDrillDown: false },
      pagination: { pageSize: 0 },
      tracking,
    } as Answer);
    const wire = lastTo('/api/search/finder.json').url.searchParams;
    expect(wire.getAll('includedFacets')).toEqual(['format', 'publisher', 'authors']);
    expect(wire.get('disableFacetDrillDown')).toBe('true');
    expect(wire.get('resultsPerPage')).toBe('0');
    expect(answer.results).toEqual([]);
    expect(answer.pagination.totalResults).toBeGreaterThan(0);
    expect(answer.facets.map((facet: Answer) => facet.field).sort()).toEqual(['authors', 'format', 'publisher']);
    const format = answer.facets.find((facet: Answer) => facet.field === 'format');
    const [, narrowed]: Answer = await client.finder({
      facets: { include: ['format', 'publisher', 'authors'], autoDrillDown: false },
      filters: [{ type: 'value', field: 'format', value: format.values[0].value }],
      pagination: { pageSize: 0 },
    } as Answer);
    expect(narrowed.pagination.totalResults).toBe(format.values[0].count);
    expect(narrowed.results).toEqual([]);
  });

  it('the hierarchy finder: a chosen level answers the levels below it', async () => {
    const [, top]: Answer = await client.finder({
      facets: { include: ['category'], autoDrillDown: false },
      pagination: { pageSize: 0 },
    } as Answer);
    const category = top.facets.find((facet: Answer) => facet.field === 'category');
    expect(category.type).toBe('value');
    const chosen = category.values[0];
    const [, below]: Answer = await client.finder({
      facets: { include: ['category'], autoDrillDown: false },
      filters: [{ type: 'value', field: 'category', value: chosen.value }],
      pagination: { pageSize: 0 },
    } as Answer);
    expect(lastTo('/api/search/finder.json').url.searchParams.get('filter.category')).toBe(chosen.value);
    expect(below.pagination.totalResults).toBe(chosen.count);
    // The client puts the chosen path in front itself ('View All', then each level, with no count); what the service
    // answers besides the chosen level is the next level down.
    const counted = below.facets
      .find((facet: Answer) => facet.field === 'category')
      .values.filter((value: Answer) => value.count !== undefined && value.value !== chosen.value);
    expect(counted.length).toBeGreaterThan(0);
    for (const value of counted) expect(value.value.startsWith(`${chosen.value}>`)).toBe(true);
    expect(counted.reduce((sum: number, value: Answer) => sum + value.count, 0)).toBeLessThanOrEqual(chosen.count);
  });

  it('recommendations from a grouped block: globals, per-profile limit, categories, brands and dedupe, the branch', async () => {
    const [, bibles]: Answer = await client.search({
      search: { query: { string: 'bible' } },
      pagination: { pageSize: 3 },
    });
    const seed = bibles.results[0].mappings.core.sku;
    const [, publishers]: Answer = await client.search({
      facets: { include: ['publisher'] },
      pagination: { pageSize: 1 },
    });
    const brand = publishers.facets[0].values[0].value;
    const shared = { products: [seed], shopper: 'snapdev', cart: [seed], batched: true, branch: 'production' };
    const [trending, similar, again]: Answer[] = await Promise.all([
      client.recommend({ tag: 'trending', ...shared, order: 1, limit: 6, brands: [brand] } as Answer),
      client.recommend({ tag: 'similar', ...shared, order: 2, limit: 4 } as Answer),
      client.recommend({ tag: 'best-sellers', ...shared, order: 3, limit: 4, dedupe: false } as Answer),
    ]);
    expect(lastTo('/api/personalized-recommendations/profile.json').url.searchParams.get('branch')).toBe('production');
    const post = lastTo('/v1/recommend').body as Answer;
    expect(post).toMatchObject({ siteId, products: [seed], shopper: 'snapdev', cart: [seed], test: true });
    expect(post.profiles).toEqual([
      { tag: 'trending', brands: [brand], limit: 6 },
      { tag: 'similar', limit: 4 },
      { tag: 'best-sellers', limit: 4, dedupe: false },
    ]);
    expect(trending.results.length).toBeGreaterThan(0);
    for (const result of trending.results) expect(result.mappings.core.brand).toBe(brand);
    expect(similar.results.length).toBeGreaterThan(0);
    expect(skusOf(similar).filter((sku) => skusOf(trending).includes(sku))).toEqual([]);
    expect(skusOf(again)).toHaveLength(4);
    for (const answer of [trending, similar, again]) expect(skusOf(answer)).not.toContain(seed);
  });

  it('a brand no product has empties the profile, as a filter does; brands are matched without regard to case', async () => {
    const [none, upper]: Answer[] = await Promise.all([
      client.recommend({ tag: 'trending', brands: ['No Such Publisher'], limit: 5 } as Answer),
      (async () => {
        const [, publishers]: Answer = await client.search({ facets: { include: ['publisher'] } });
        const brand: string = publishers.facets[0].values[0].value;
        return client.recommend({ tag: 'trending', brands: [brand.toUpperCase()], limit: 5 } as Answer);
      })(),
    ]);
    expect(none.results).toEqual([]);
    expect(upper.results.length).toBeGreaterThan(0);
  });

  it('a profile limited to categories recommends only from them', async () => {
    const [, top]: Answer = await client.search({ facets: { include: ['category'] }, pagination: { pageSize: 1 } });
    const category = top.facets[0].values[0].value;
    const answer: Answer = await client.recommend({ tag: 'trending', categories: [category], limit: 8 } as Answer);
    expect((lastTo('/v1/recommend').body as Answer).profiles).toEqual([
      { tag: 'trending', categories: [category], limit: 8 },
    ]);
    expect(answer.results.length).toBeGreaterThan(0);
    const [, within]: Answer = await client.search({
      filters: [{ type: 'value', field: 'category', value: category }],
      pagination: { pageSize: 100 },
    });
    expect(skusOf(within)).toEqual(expect.arrayContaining(skusOf(answer)));
  });

  it("trending as the demo's autocomplete asks for it (limit 5)", async () => {
    const answer: Answer = await client.trending({ siteId, limit: 5 });
    expect(lastTo('/api/suggest/trending').url.searchParams.get('limit')).toBe('5');
    expect(answer.trending.queries.length).toBeGreaterThan(0);
    expect(answer.trending.queries.length).toBeLessThanOrEqual(5);
  });
});
