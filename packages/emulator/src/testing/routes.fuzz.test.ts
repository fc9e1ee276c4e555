import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../emulator';
import { CONTENTSTACK_KEYS } from '../services/contentstack/errors';
import { EMARSYS_USER, wsseHeader } from '../services/emarsys/wsse';

// Fuzzes the query strings and bodies of the search, content, newsletter, address, currency and back-end account
// routes: whatever arrives, the answer is never a 5xx.
let emulator: RunningEmulator;
let token = '';
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
  const response = await fetch(`${emulator.url}/backend/auth/customers/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'accounts@stmarks.example.org', password: 'Psalm23!church' }),
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(() => emulator?.stop());

const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.constantFrom(
    '',
    // PostgreSQL refuses NUL in text: the answer must still be a 4xx, never a 500.
    'a\u0000b',
    'asc',
    'desc',
    '-1',
    '0',
    '1e400',
    'NaN',
    '*',
    '%',
    'Last 3 Months',
    'In Stock',
    'bibles>niv',
    'bookshop',
    'bookshop-content',
    'AUD',
    'NZD',
    'AU,NZ',
    'AU|S|0|0',
    'AU|A|0|0|1|0',
    'S001',
    'toowoomba',
    '2000',
    '6280000000000001',
    '{"url":{"$regex":"("}}',
    'minimal',
    'similar,view-cart',
    '5,x',
    'true',
  ),
);

function queryOf(keys: string[]) {
  const key = fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 }));
  return fc
    .tuple(fc.array(fc.tuple(key, value), { maxLength: 8 }), fc.constantFrom('', '&%E0%A4%A', '&q=%ZZ', '&&=&'))
    .map(([pairs, tail]) => new URLSearchParams(pairs).toString() + tail);
}

const SEARCH_KEYS = [
  'siteId',
  'q',
  'query',
  'disableSpellCorrect',
  'landing-page',
  'page',
  'resultsPerPage',
  'redirectResponse',
  'sort.price',
  'sort.title',
  'sort.bogus',
  'filter.category',
  'filter.format',
  'filter.price.low',
  'filter.price.high',
  'filter.rating',
  'filter.publication_date',
  'filter.available',
  'filter.staff_price.high',
  'bgfilter.themes',
  'bgfilter.price_b2b.low',
  'filter.type',
  'suggestionCount',
  'tags',
  'limits',
  'product',
  'cart',
  'lastViewed',
  'categories',
  'shopper',
];
const CONTENT_KEYS = ['environment', 'locale', 'include[]', 'query', 'skip', 'limit', 'include_count', 'asc', 'desc'];
const LOQATE_KEYS = ['Key', 'Text', 'Container', 'Countries', 'Limit', 'Id'];

const GETS: { path: string; keys: string[]; fixed?: string; headers?: Record<string, string> }[] = [
  { path: '/searchspring/api/search/search.json', keys: SEARCH_KEYS, fixed: 'siteId=bookshop' },
  { path: '/searchspring/api/search/search.json', keys: SEARCH_KEYS, fixed: 'siteId=bookshop-content' },
  { path: '/searchspring/api/search/autocomplete.json', keys: SEARCH_KEYS, fixed: 'siteId=bookshop' },
  { path: '/searchspring/api/suggest/query', keys: SEARCH_KEYS, fixed: 'siteId=bookshop' },
  { path: '/searchspring/boost/bookshop/recommend', keys: SEARCH_KEYS },
  { path: '/searchspring/api/suggest/trending', keys: ['siteId', 'limit'], fixed: 'siteId=bookshop' },
  { path: '/searchspring/api/meta/meta.json', keys: ['siteId'] },
  { path: '/searchspring/api/personalized-recommendations/profile.json', keys: ['tag'], fixed: 'siteId=bookshop' },
  {
    path: '/contentstack/v3/content_types/page/entries',
    keys: CONTENT_KEYS,
    fixed: 'environment=development',
    headers: { api_key: 'emulator-api-key', access_token: 'emulator-delivery-token' },
  },
  { path: '/loqate/Capture/Interactive/Find/v1.10/json3.ws', keys: LOQATE_KEYS, fixed: 'Key=emulator-loqate-key' },
  { path: '/loqate/Capture/Interactive/Retrieve/v1.20/json3.ws', keys: LOQATE_KEYS, fixed: 'Key=emulator-loqate-key' },
  { path: '/currency', keys: ['from', 'to', 'amount'] },
  { path: '/backend/instore/find', keys: ['postcode', 'limit'] },
  { path: '/backend/instore/location', keys: ['id', 'slug'] },
  { path: '/backend/instore/address', keys: ['id', 'slug'] },
  { path: '/backend/giftcard/check-type', keys: ['code'] },
  { path: '/backend/invoice/recent', keys: ['limit'] },
  { path: '/backend/ns-order', keys: ['id'] },
];

const POSTS: { path: string; keys: string[]; headers?: Record<string, string> }[] = [
  {
    path: '/searchspring/v1/recommend',
    keys: ['siteId', 'profiles', 'products', 'blockedItems', 'cart', 'lastViewed', 'shopper', 'filters'],
  },
  { path: '/emarsys/api/v2/contact', keys: ['key_id', 'contacts'] },
  { path: '/emarsys/api/v2/contact/getdata', keys: ['keyId', 'keyValues', 'fields'] },
  { path: '/backend/googleApi/distance-identification', keys: ['postcode', 'storeIds'] },
  { path: '/backend/giftcard/validate-pin', keys: ['code', 'pin'] },
  { path: '/backend/invoice/payment', keys: ['invoice', 'amount', 'reference'] },
  { path: '/backend/donation/add', keys: ['amount', 'cartId', 'charity'] },
  { path: '/backend/adyen/delete', keys: ['id'] },
  {
    path: '/contentstack/v3/content_types/category_content/entries',
    keys: ['entry'],
    headers: { api_key: CONTENTSTACK_KEYS.apiKey, authorization: CONTENTSTACK_KEYS.managementToken },
  },
];

describe('no 5xx for any query string or body', () => {
  for (const route of GETS) {
    it(`GET ${route.path}${route.fixed ? ` (${route.fixed})` : ''}`, async () => {
      await fc.assert(
        fc.asyncProperty(queryOf(route.keys), async (query) => {
          const response = await fetch(`${emulator.url}${route.path}?${route.fixed ? `${route.fixed}&` : ''}${query}`, {
            headers: { authorization: `Bearer ${token}`, ...route.headers },
          });
          await response.arrayBuffer();
          expect(response.status, query).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    });
  }
  for (const route of POSTS) {
    it(`POST ${route.path}`, async () => {
      const body = fc.oneof(
        fc.jsonValue().map((json) => JSON.stringify(json)),
        fc.dictionary(fc.constantFrom(...route.keys), fc.jsonValue()).map((json) => JSON.stringify(json)),
        fc.string(),
      );
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          const response = await fetch(`${emulator.url}${route.path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
              'x-wsse': wsseHeader(EMARSYS_USER),
              ...route.headers,
            },
            body: text,
          });
          await response.arrayBuffer();
          expect(response.status, text).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
