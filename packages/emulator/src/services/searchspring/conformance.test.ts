import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';
import { shapeDiff } from '../../testing/shapeDiff';

// Recorded real Searchspring answers (see the README beside them).
const FIXTURES = new URL('../../../../sdk/test/fixtures/searchspring/', import.meta.url);
// biome-ignore lint/suspicious/noExplicitAny: recorded JSON
const fixture = (name: string): any => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

// Fields of the bookshop's own records and facets beyond the recorded answers (the storefront reads them).
const RECORD_FIELDS = [
  'slug',
  'author',
  'format',
  'publisher',
  'series',
  'themes',
  'category',
  'category_hierarchy',
  'availability',
  'stock',
  'product_type',
  'variant_id',
  'publication_date',
  'price_b2c',
  'price_b2b',
  'staff_price',
];
const SEARCH_EXTRAS = ['sorting.options[].active', ...RECORD_FIELDS.map((field) => `results[].${field}`)];

let emulator: RunningEmulator;
const get = async (path: string) => (await fetch(`${emulator.url}/searchspring${path}`)).json();

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
});
afterAll(() => emulator?.stop());

describe('conformance with recorded Searchspring answers (same keys and value types)', () => {
  for (const [name, path] of [
    [
      'autocomplete-correctedIntegratedSpellCorrection.json',
      '/api/search/search.json?siteId=bookshop&q=devotionl&resultsPerPage=24',
    ],
    ['autocomplete-redirect.json', '/api/search/autocomplete.json?siteId=bookshop&q=jornal&resultsPerPage=24'],
  ] as const) {
    it(`${name}: search answer outside facets`, async () => {
      // `autocomplete` is the client's merged suggest answer, checked against suggest/query below.
      const { autocomplete: _merged, facets: _facets, ...recorded } = fixture(name);
      expect(shapeDiff(recorded, await get(path), { extraKeys: SEARCH_EXTRAS, ignore: ['facets'] })).toEqual([]);
    });
  }

  // What Searchspring's demo storefront also asks for (a finder's counts, a fallback query, search within results):
  // answered in the same shape as the recorded search answer, the fallback as a correction.
  for (const [path, corrected] of [
    [
      '/api/search/finder.json?siteId=bookshop&includedFacets=format&includedFacets=category&disableFacetDrillDown=true&resultsPerPage=0',
      false,
    ],
    ['/api/search/search.json?siteId=bookshop&q=qqqzzzxxywv&fallbackQuery=bible&resultsPerPage=24', true],
    ['/api/search/search.json?siteId=bookshop&q=bible&rq=study&resultsPerPage=24', false],
  ] as const) {
    it(`${path.split('?')[0]} with ${path.split('&').slice(1, 3).join('&')}: the recorded search answer's shape`, async () => {
      const {
        autocomplete: _merged,
        facets: _facets,
        ...recorded
      } = fixture('autocomplete-correctedIntegratedSpellCorrection.json');
      const answer = await get(path);
      // The recorded answer was corrected; `query.corrected` is there only when a query was.
      const ignore = corrected ? ['facets'] : ['facets', 'query.corrected'];
      expect(shapeDiff(recorded, answer, { extraKeys: SEARCH_EXTRAS, ignore })).toEqual([]);
      expect(answer.query.corrected !== undefined).toBe(corrected);
      expect(answer.pagination.totalResults).toBeGreaterThan(0);
    });
  }

  it('POST /v1/recommend with brands matches recommend-results-default.json', async () => {
    const { facets } = await get('/api/search/search.json?siteId=bookshop&includedFacets=publisher');
    const brand = facets[0].values[0].value;
    const response = await fetch(`${emulator.url}/searchspring/v1/recommend`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ profiles: [{ tag: 'trending', brands: [brand], limit: 20 }], siteId: 'bookshop' }),
    });
    const answer = await response.json();
    expect(
      shapeDiff(fixture('recommend-results-default.json'), answer, {
        extraKeys: ['format', 'author', 'availability'].map((key) => `[].results[].attributes.${key}`),
      }),
    ).toEqual([]);
    expect(answer[0].results.length).toBeGreaterThan(0);
    // biome-ignore lint/suspicious/noExplicitAny: recorded JSON
    for (const result of answer[0].results as any[]) expect(result.mappings.core.brand).toBe(brand);
  });

  it('facets of each type the emulated site has: list, slider and hierarchy', async () => {
    const recorded = fixture('autocomplete-correctedIntegratedSpellCorrection.json').facets;
    const { facets } = await get('/api/search/search.json?siteId=bookshop');
    for (const type of ['list', 'slider', 'hierarchy']) {
      // biome-ignore lint/suspicious/noExplicitAny: recorded JSON
      const pick = (list: any[]) => list.find((facet) => facet.type === type);
      expect(shapeDiff(pick(recorded), pick(facets), { extraKeys: ['multiple'] }), type).toEqual([]);
    }
  });

  it('suggest/query matches the raw suggest answer embedded in the redirect fixture', async () => {
    const recorded = fixture('autocomplete-redirect.json').autocomplete;
    expect(shapeDiff(recorded, await get('/api/suggest/query?siteId=bookshop&q=devotionl'))).toEqual([]);
  });

  it('boost recommend matches recommend-results-default.json', async () => {
    const recorded = fixture('recommend-results-default.json');
    const answer = await get('/boost/bookshop/recommend?tags=trending&limits=20');
    expect(answer).toHaveLength(1);
    expect(
      shapeDiff(recorded, answer, {
        extraKeys: ['format', 'author', 'availability'].map((key) => `[].results[].attributes.${key}`),
      }),
    ).toEqual([]);
    expect(answer[0].results).toHaveLength(20);
  });
});
