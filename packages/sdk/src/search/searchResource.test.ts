import { readFileSync } from 'node:fs';
import { Client } from '@searchspring/snap-client';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBookshop } from '../createBookshop';
import { BookshopError, ValidationError } from '../errors';

// A real Searchspring answer recorded by Searchspring's own client (see test/fixtures/searchspring/README.md).
const recorded = JSON.parse(
  readFileSync(
    new URL('../../test/fixtures/searchspring/autocomplete-correctedIntegratedSpellCorrection.json', import.meta.url),
    'utf8',
  ),
);

const shared = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/searchspring/${name}`, import.meta.url), 'utf8'));
const redirect = shared('autocomplete-redirect.json');
const recommendations = shared('recommend-results-default.json');

const requests: URL[] = [];
/** Every request as it went on the wire: method, URL, headers and body text. */
interface WireRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}
const wire: WireRequest[] = [];
const server = setupServer(
  http.get('https://live.example/api/search/search.json', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(recorded);
  }),
  http.get('https://live.example/api/search/autocomplete.json', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(recorded);
  }),
  // The suggest answer embedded in the recorded autocomplete file keeps the raw 'corrected-query' spelling.
  http.get('https://live.example/api/suggest/query', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(redirect.autocomplete);
  }),
  http.post('https://live.example/v1/recommend', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(recommendations);
  }),
  http.post('https://p13n.live.example/v1/recommend', () => HttpResponse.json(recommendations)),
  http.get('https://broken.example/api/search/search.json', () => HttpResponse.json({ results: 'nope' })),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    const copy = request.clone();
    wire.push({ method: copy.method, url: new URL(copy.url), headers: copy.headers, body: await copy.text() });
  });
});
afterEach(() => {
  requests.length = 0;
  wire.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

describe('search.search against a recorded Searchspring answer', () => {
  const bookshop = createBookshop({ searchspring: { baseUrl: 'https://live.example', siteId: '8uyt2m' }, retries: 0 });

  it('sends the native-format query and maps products, pagination, facets and the correction', async () => {
    const result = await bookshop.search.search({ q: 'rumper', resultsPerPage: 24 });
    const sent = requests[0];
    expect(sent?.searchParams.get('siteId')).toBe('8uyt2m');
    expect(sent?.searchParams.get('resultsFormat')).toBe('native');
    expect(sent?.searchParams.get('q')).toBe('rumper');

    expect(result.pagination).toMatchObject({
      totalResults: 202,
      currentPage: 1,
      perPage: 24,
      totalPages: 9,
      nextPage: 2,
    });
    expect(result.query).toEqual({ original: 'rumper', corrected: 'romper' });
    // The recorded answer has an empty content block and `triggeredCampaigns: null`.
    expect(result.banners).toEqual({ header: [], banner: [], footer: [], left: [] });
    expect(result.campaigns).toEqual([]);
    const first = result.products[0];
    expect(first).toMatchObject({
      id: 'b6928378c850d96a8a15197919537542',
      sku: 'C-ATP-Y4-PH748',
      name: 'Fringe Never Forget You Tie-Dye Romper',
      slug: 'C-ATP-Y4-PH748',
      rating: 5,
      price: {
        value: { centAmount: 5000, currencyCode: 'AUD' },
        discounted: { value: { centAmount: 3900, currencyCode: 'AUD' } },
      },
    });
    expect(first?.intellisuggestSignature).toMatch(/^[0-9a-f]{64}$/);
    const slider = result.facets.find((facet) => facet.type === 'slider');
    expect(slider).toMatchObject({ field: 'price', range: { low: 3200, high: 6500 }, step: 100 });
    expect(result.facets.find((facet) => facet.type === 'hierarchy')?.multiple).toBe('single');
    expect(result.sorting.options[0]).toEqual({
      field: 'relevance',
      direction: 'desc',
      label: 'Best Match',
      active: false,
    });
  });

  it('rejects an answer in the wrong shape with a ValidationError', async () => {
    const broken = createBookshop({ searchspring: { baseUrl: 'https://broken.example', siteId: 'x' }, retries: 0 });
    await expect(broken.search.search({ q: 'x' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('says which service is missing from the configuration', async () => {
    await expect(createBookshop({}).search.search({ q: 'x' })).rejects.toThrow(
      new BookshopError('The searchspring service is not configured'),
    );
  });
});

describe('search.search keeps nothing', () => {
  it("asks the service on every call: keeping answers is the app's", async () => {
    const bookshop = createBookshop({ searchspring: { baseUrl: 'https://live.example', siteId: '8uyt2m' } });
    const first = await bookshop.search.search({ q: 'romper' }, { stock: false });
    first.products.length = 0;
    expect((await bookshop.search.search({ q: 'romper' }, { stock: false })).products.length).toBeGreaterThan(0);
    expect(requests).toHaveLength(2);
  });
});

describe('who is searching: the ids go where the official client sends them', () => {
  const tracking = { userId: 'user-1', sessionId: 'session-1', pageLoadId: 'load-1' };
  const idsOf = (request: WireRequest | undefined) =>
    ['userId', 'sessionId', 'pageLoadId'].map((name) => request?.url.searchParams.get(name) ?? null);
  const trackingHeaders = (request: WireRequest) =>
    [...request.headers.keys()].filter((name) => /user|session|page-load/i.test(name));

  it('sends the ids as userId, sessionId and pageLoadId query parameters of searches and autocomplete', async () => {
    const bookshop = createBookshop({ searchspring: { baseUrl: 'https://live.example', siteId: '8uyt2m' } });
    await bookshop.search.search({ q: 'romper' }, { tracking });
    server.use(http.get('https://live.example/api/search/search.json', () => HttpResponse.json({ results: [] })));
    await bookshop.search.autocomplete('romp', { tracking });
    const search = wire.find((request) => request.url.pathname === '/api/search/search.json');
    const typeahead = wire.find((request) => request.url.pathname === '/api/search/autocomplete.json');
    expect(idsOf(search)).toEqual(['user-1', 'session-1', 'load-1']);
    expect(idsOf(typeahead)).toEqual(['user-1', 'session-1', 'load-1']);
  });

  it('sends no tracking headers, and no ids on suggest or recommendations (the official client sends none there)', async () => {
    const bookshop = createBookshop({ searchspring: { baseUrl: 'https://live.example', siteId: '8uyt2m' } });
    await bookshop.search.search({ q: 'romper' }, { tracking });
    await bookshop.search.suggest('romp', { tracking });
    await bookshop.search.recommend({ tags: ['similar'] }, { tracking });
    expect(wire).toHaveLength(3);
    for (const request of wire) expect(trackingHeaders(request)).toEqual([]);
    expect(idsOf(wire[1])).toEqual([null, null, null]);
    expect(wire[2]?.body).not.toMatch(/user-1|session-1|load-1/);
  });

  it('sends only the ids it is given, and a parameter already in the query wins', async () => {
    const bookshop = createBookshop({ searchspring: { baseUrl: 'https://live.example', siteId: '8uyt2m' } });
    await bookshop.search.search({ q: 'romper' }, { tracking: { userId: 'user-1' } });
    expect(idsOf(wire[0])).toEqual(['user-1', null, null]);
  });
});

describe('autocomplete, suggest and recommend against recorded answers', () => {
  const bookshop = createBookshop({ searchspring: { baseUrl: 'https://live.example', siteId: '8uyt2m' }, retries: 0 });

  it('asks for 5 products and keeps them for a word query', async () => {
    const result = await bookshop.search.autocomplete('rumper');
    expect(requests[0]?.searchParams.get('resultsPerPage')).toBe('5');
    expect(result.productResults.length).toBeGreaterThan(0);
    expect(result.query.corrected).toBe('romper');
  });

  it('suggest sends what the official client sends: GET with query=, language and suggestionCount', async () => {
    await bookshop.search.suggest('romp');
    const [request] = wire;
    expect(request?.method).toBe('GET');
    expect(`${request?.url.origin}${request?.url.pathname}`).toBe('https://live.example/api/suggest/query');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      language: 'en',
      query: 'romp',
      suggestionCount: '5',
      siteId: '8uyt2m',
    });
    expect(request?.body).toBe('');
  });

  it("autocomplete.json gets exactly the query snap-client's autocomplete sends for the same text", async () => {
    const tracking = { userId: 'user-1', sessionId: 'session-1', pageLoadId: 'load-1' };
    // No suggestion: the official client then searches the text as typed, as the SDK does.
    server.use(
      http.get('https://live.example/api/suggest/query', () => HttpResponse.json({ query: 'romp', alternatives: [] })),
      http.get('https://live.example/api/meta/meta.json', () => HttpResponse.json(shared('meta.json'))),
    );
    const origin = 'https://live.example';
    // Configured with the SDK's initiator, which it sends as ajaxCatalog (unset, it sends 'Snap').
    const official = new Client(
      { siteId: '8uyt2m' },
      {
        initiator: 'bookshop-sdk',
        meta: { origin },
        autocomplete: { origin },
        suggest: { origin },
        search: { origin },
      },
    );
    await official.autocomplete({ search: { query: { string: 'romp' } }, pagination: { pageSize: 5 }, tracking });
    await bookshop.search.autocomplete('romp', { parts: ['products'], tracking });
    const [theirs, ours] = wire
      .filter((request) => request.url.pathname === '/api/search/autocomplete.json')
      .map((request) => [...request.url.searchParams].sort(([a = ''], [b = '']) => a.localeCompare(b)));
    expect(theirs).toContainEqual(['redirectResponse', 'full']);
    expect(ours).toEqual(theirs);
  });

  it("search.json gets exactly the query snap-client's search sends for the same listing", async () => {
    const tracking = { userId: 'user-1', sessionId: 'session-1', pageLoadId: 'load-1' };
    server.use(http.get('https://live.example/api/meta/meta.json', () => HttpResponse.json(shared('meta.json'))));
    const origin = 'https://live.example';
    const official = new Client(
      { siteId: '8uyt2m' },
      { initiator: 'bookshop-sdk', meta: { origin }, search: { origin } },
    );
    await official.search({
      search: { query: { string: 'romper' } },
      filters: [
        { type: 'value', field: 'format', value: 'Hardcover' },
        { type: 'range', field: 'price', value: { low: 10, high: 30 } },
      ],
      sorts: [{ field: 'price', direction: 'asc' }],
      pagination: { page: 2, pageSize: 24 },
      tracking,
    });
    await bookshop.search.search(
      {
        q: 'romper',
        filters: { format: ['Hardcover'] },
        price: { low: 1000, high: 3000 },
        sort: { field: 'price', direction: 'asc' },
        currentPage: 2,
        resultsPerPage: 24,
      },
      { stock: false, tracking },
    );
    const [theirs, ours] = wire
      .filter((request) => request.url.pathname === '/api/search/search.json')
      .map((request) => [...request.url.searchParams].sort(([a = ''], [b = '']) => a.localeCompare(b)));
    expect(theirs).toContainEqual(['beacon', 'true']);
    expect(ours).toEqual(theirs);
  });

  it("recommend POSTs the official client's text/plain JSON body to /v1/recommend", async () => {
    await bookshop.search.recommend({
      tags: ['similar', 'view-cart'],
      product: 'SKU1',
      shopper: 'shopper-1',
      cart: ['A'],
      lastViewed: ['OLD', 'NEW'],
      categories: ['bibles'],
      seed: 'load-7',
    });
    const [request] = wire;
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe('https://live.example/v1/recommend');
    expect(request?.headers.get('content-type')).toBe('text/plain');
    // The exact text, key order included: what snap-client's batchRecommendations builds for the same call.
    expect(request?.body).toBe(
      JSON.stringify({
        profiles: [
          { tag: 'similar', categories: ['bibles'], limit: 100 },
          { tag: 'view-cart', categories: ['bibles'], limit: 100 },
        ],
        siteId: '8uyt2m',
        products: ['SKU1'],
        cart: ['A'],
        lastViewed: ['NEW', 'OLD'],
        shopper: 'shopper-1',
        beacon: true,
      }),
    );
  });

  it('recommend goes to the recommendations host when one is configured', async () => {
    const split = createBookshop({
      searchspring: { baseUrl: 'https://live.example', siteId: '8uyt2m', recommendUrl: 'https://p13n.live.example' },
    });
    const [profile] = await split.search.recommend({ tags: ['trending'] });
    expect(wire[0]?.url.href).toBe('https://p13n.live.example/v1/recommend');
    expect(profile?.products).toHaveLength(20);
  });

  it('looks a collection up by facet or category path, 200 at a time unless a limit is given', async () => {
    // Spec C9: 'Category page size fallback 200 for collection lookups'. The service serves 100 a page at most, so
    // 200 are two pages, answered as one.
    const series = await bookshop.search.collection('series', 'Narnia', { stock: false });
    const [first, second] = requests.map((url) => url.searchParams);
    expect([first?.get('resultsPerPage'), first?.get('page')]).toEqual(['100', null]);
    expect([second?.get('resultsPerPage'), second?.get('page')]).toEqual(['100', '2']);
    expect(second?.getAll('filter.series')).toEqual(['Narnia']);
    const onePage = recorded.results.length;
    expect(series.products).toHaveLength(onePage * 2);
    expect(series.pagination).toMatchObject({ perPage: 200, currentPage: 1, totalResults: 202, totalPages: 2 });
    requests.length = 0;
    await bookshop.search.collection('category', 'bibles>niv', { limit: 12, stock: false });
    const [byCategory] = requests.map((url) => url.searchParams);
    expect(requests).toHaveLength(1);
    expect(byCategory?.get('resultsPerPage')).toBe('12');
    expect(byCategory?.get('filter.category')).toBe('bibles>niv');
  });

  it('drops products for a corrected all-digit query', async () => {
    expect((await bookshop.search.autocomplete('978031')).productResults).toEqual([]);
  });

  it('offers the correction as a suggestion, never the query itself', async () => {
    expect(await bookshop.search.suggest('rumper')).toEqual({ corrected: 'romper', suggestions: ['romper'] });
  });

  it('sends the context (last viewed reversed, default limits) and maps products in cents', async () => {
    const [profile] = await bookshop.search.recommend({
      tags: ['trending', 'no result found'],
      cart: ['A', 'B'],
      lastViewed: ['OLD', 'NEW'],
    });
    const sent = JSON.parse(wire[0]?.body ?? '{}');
    expect(sent.profiles).toEqual([
      { tag: 'trending', limit: 100 },
      { tag: 'no result found', limit: 200 },
    ]);
    expect(sent.cart).toEqual(['A', 'B']);
    expect(sent.lastViewed).toEqual(['NEW', 'OLD']);
    expect(profile?.tag).toBe('trending');
    expect(profile?.products).toHaveLength(20);
    expect(profile?.products[0]).toMatchObject({
      id: '181655',
      sku: 'C-VJ-P2-32007',
      name: 'Take The Leap Pink Dress',
      price: { value: { centAmount: 5000 }, discounted: { value: { centAmount: 3900 } } },
    });
  });
});

describe('autocomplete when a part fails', () => {
  const failing = (path: string) =>
    http.get(`https://parts.example${path}`, () => HttpResponse.json({ message: 'down' }, { status: 503 }));
  const logger = { warn: () => undefined, error: () => undefined };
  const bookshop = createBookshop({
    searchspring: { baseUrl: 'https://parts.example', siteId: '8uyt2m' },
    retries: 0,
    logger,
  });

  it('keeps what the other parts found', async () => {
    server.use(
      http.get('https://parts.example/api/search/autocomplete.json', ({ request }) =>
        new URL(request.url).searchParams.get('siteId') === '8uyt2m'
          ? HttpResponse.json(recorded)
          : HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
      failing('/api/suggest/query'),
    );
    const result = await bookshop.search.autocomplete('rumper');
    expect(result.productResults.length).toBeGreaterThan(0);
    expect([result.contentResults, result.suggestions]).toEqual([[], []]);
  });

  it('throws when every part failed', async () => {
    server.use(failing('/api/search/autocomplete.json'), failing('/api/suggest/query'));
    await expect(bookshop.search.autocomplete('rumper')).rejects.toMatchObject({ status: 503 });
  });

  it('asks only for the parts named, and throws when they all failed', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    server.use(
      http.get('https://parts.example/api/search/autocomplete.json', () => HttpResponse.json(recorded)),
      failing('/api/suggest/query'),
    );
    const products = await bookshop.search.autocomplete('rumper', { parts: ['products'] });
    expect(products.productResults.length).toBeGreaterThan(0);
    expect([products.contentResults, products.suggestions]).toEqual([[], []]);
    expect(asked).toEqual(['/api/search/autocomplete.json']);
    // The one part asked for failed: nothing to show, so the error is the caller's.
    await expect(bookshop.search.autocomplete('rumper', { parts: ['suggestions'] })).rejects.toMatchObject({
      status: 503,
    });
    server.events.removeAllListeners('request:start');
  });
});

describe('autocomplete when the caller aborts', () => {
  it('throws the abort, without logging the parts it cut short as failures', async () => {
    const logged: unknown[] = [];
    const controller = new AbortController();
    // Products answer at once; the content feed and the suggestions wait until the box moves on (the abort).
    const slowUnlessProducts: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('autocomplete.json') && url.searchParams.get('siteId') === '8uyt2m')
        return Response.json(recorded);
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    const bookshop = createBookshop({
      searchspring: { baseUrl: 'https://live.example', siteId: '8uyt2m' },
      retries: 0,
      fetch: slowUnlessProducts,
      logger: { warn: () => undefined, error: (...args: unknown[]) => logged.push(args) },
    });
    const pending = bookshop.search.autocomplete('rumper', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(logged).toEqual([]);
  });
});
