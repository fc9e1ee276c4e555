import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';
import { shapeDiff } from '../../testing/shapeDiff';

// Recorded real Searchspring answers (see the README beside them).
const FIXTURES = new URL('../../../../../../shared/fixtures/searchspring/', import.meta.url);
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
