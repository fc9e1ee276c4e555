import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBookshop } from '../createBookshop';
import { BookshopError, ValidationError } from '../errors';

const CS = 'https://cdn.contentstack.example';
const SS = 'https://search.example';
const seen: Request[] = [];
let settingsEntries: unknown[] = [];
const settings = {
  uid: 'blt1',
  title: 'Global settings',
  banners: [],
  carousels: {
    cart_cross_sell: { title: 'You may also like', profile: 'view-cart', limit: 30 },
    product_page_similar: { title: 'Similar', profile: 'similar' },
    no_results: { title: 'Popular', profile: 'no result found', limit: 200 },
  },
  form_embed_links: { contact: 'https://f/c', return_request: 'https://f/r', seen_it_cheaper: 'https://f/s' },
  store_locator: { helpline: '1300', opening_hours: '9 am to 5 pm, Monday to Saturday', hours: [] },
  text_banner: { value: 'Free delivery over $99 or Click & Collect', show_on_mobile: true },
  ad_slots: null,
  publish_details: { environment: 'blt', locale: 'en-au' },
};
const feed = [
  { uid: 'b1', name: 'Choosing a Study Bible', url: '/blog/choosing', type: 'blog' },
  { id: 'h1', name: 'Orders', url: '/help/faq/orders', type: 'help_center_article' },
  { uid: 'a1', name: 'Max Lucado', url: '/author/max-lucado', type: 'author' },
];
const server = setupServer(
  http.get(`${CS}/v3/content_types/global_settings/entries`, ({ request }) => {
    seen.push(request);
    return HttpResponse.json({ entries: settingsEntries, count: settingsEntries.length });
  }),
  http.get(`${CS}/v3/content_types/category_content/entries`, ({ request }) => {
    seen.push(request);
    return HttpResponse.json(
      {
        error_message: "Language 'en-au' was not found. Please try again.",
        error_code: 141,
        errors: { locale: ['is not valid.'] },
      },
      { status: 422 },
    );
  }),
  http.get(`${SS}/api/search/:kind`, ({ request }) => {
    seen.push(request);
    return HttpResponse.json({ pagination: { totalResults: 3 }, results: feed, facets: [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

const bookshop = () =>
  createBookshop({
    contentstack: { baseUrl: CS, apiKey: 'blt-key', deliveryToken: 'cs-token', environment: 'production' },
    searchspring: { baseUrl: SS, siteId: 'abc123', contentSiteId: 'xyz789' },
    retries: 0,
  });

describe('content (Contentstack delivery API)', () => {
  it('sends the stack keys as headers with locale en-au and the environment', async () => {
    settingsEntries = [settings];
    const result = await bookshop().content.settings(undefined, { headers: { 'x-trace': '1' } });
    expect(result.ad_slots).toEqual([]);
    expect(result.carousels.no_results.limit).toBe(200);
    const request = seen[0] as Request;
    expect([
      request.headers.get('api_key'),
      request.headers.get('access_token'),
      request.headers.get('x-trace'),
    ]).toEqual(['blt-key', 'cs-token', '1']);
    const url = new URL(request.url);
    expect([
      url.searchParams.get('locale'),
      url.searchParams.get('environment'),
      url.searchParams.get('limit'),
    ]).toEqual(['en-au', 'production', '1']);
  });

  it('fails at start-up naming missing settings', async () => {
    settingsEntries = [];
    const none = (await bookshop()
      .content.settings()
      .catch((e) => e)) as BookshopError;
    expect(none).toBeInstanceOf(BookshopError);
    expect(none.message).toMatch(/no global_settings entry is published in production/);
    const { form_embed_links: _links, ...partial } = settings;
    settingsEntries = [{ ...partial, store_locator: { hours: [] } }];
    const error = (await bookshop()
      .content.settings()
      .catch((e) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toMatch(/form_embed_links/);
    expect(error.message).toMatch(/store_locator\.helpline/);
    const unconfigured = (await createBookshop({})
      .content.settings()
      .catch((e) => e)) as BookshopError;
    expect(unconfigured.message).toMatch(/not configured/);
  });

  it("keeps Contentstack's error message and code", async () => {
    const error = await bookshop()
      .content.categoryContent('web_bibles')
      .catch((e) => e);
    expect(error).toMatchObject({
      status: 422,
      code: '141',
      message: "Language 'en-au' was not found. Please try again.",
    });
    expect(JSON.parse(new URL((seen[0] as Request).url).searchParams.get('query') ?? '')).toEqual({
      category_key: 'web_bibles',
    });
  });
});

describe('content feed search', () => {
  it('offers blog and author pages in autocomplete mode on the content site id, without help articles', async () => {
    const results = await bookshop().content.contentSearch(' lucado ');
    const url = new URL((seen[0] as Request).url);
    expect(url.pathname).toBe('/api/search/autocomplete.json');
    expect([url.searchParams.get('siteId'), url.searchParams.get('q'), url.searchParams.get('resultsPerPage')]).toEqual(
      ['xyz789', 'lucado', '5'],
    );
    expect(results).toEqual([
      { uid: 'b1', name: 'Choosing a Study Bible', url: '/blog/choosing', type: 'blog' },
      { uid: 'a1', name: 'Max Lucado', url: '/author/max-lucado', type: 'author' },
    ]);
  });

  it("searches '*' for the help-centre URL", async () => {
    expect(await bookshop().content.helpCentreUrl()).toBe('/help/faq/orders');
    const url = new URL((seen[0] as Request).url);
    expect([url.pathname, url.searchParams.get('q')]).toEqual(['/api/search/search.json', '*']);
  });
});
