import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';

let emulator: RunningEmulator;
const KEYS = { api_key: 'emulator-api-key', access_token: 'emulator-delivery-token' };
const get = async (path: string, headers: Record<string, string> = KEYS) => {
  const response = await fetch(`${emulator.url}/contentstack/v3${path}`, { headers });
  return { status: response.status, body: await response.json() };
};
const entries = (type: string, query = '') =>
  get(`/content_types/${type}/entries?environment=development&locale=en-au${query}`);

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
});
afterAll(() => emulator?.stop());

describe('Contentstack delivery API', () => {
  it('lists the ten content types', async () => {
    const { status, body } = await get('/content_types?include_count=true');
    expect(status).toBe(200);
    expect(body.count).toBe(10);
    expect(body.content_types.map((type: { uid: string }) => type.uid).sort()).toEqual([
      'account_banner',
      'author_page',
      'blog_post',
      'category_content',
      'footer',
      'global_settings',
      'header_navigation',
      'help_article',
      'page',
      'store',
    ]);
  });

  it('rejects a wrong api key (412) or delivery token (401) in the CDA error shape', async () => {
    const badKey = await get('/content_types', { ...KEYS, api_key: 'nope' });
    expect(badKey.status).toBe(412);
    expect(badKey.body).toMatchObject({
      error_code: expect.any(Number),
      error_message: expect.any(String),
      errors: { api_key: expect.any(Array) },
    });
    const badToken = await get('/content_types', { ...KEYS, access_token: 'nope' });
    expect(badToken.status).toBe(401);
    expect(Object.keys(badToken.body).sort()).toEqual(['error_code', 'error_message', 'errors']);
  });

  it('serves the header navigation: Shop By and the 11 sections, columns of at most 10 links', async () => {
    const { body } = await entries('header_navigation');
    const [navigation] = body.entries;
    const labels = navigation.top_nav.map((item: { link: { title: string } }) => item.link.title);
    expect(labels).toEqual([
      'Shop By',
      'Bibles',
      'Books',
      'Academic',
      'Kids & Youth',
      'Ministry',
      'Music',
      'DVDs',
      'Gifts',
      'Apparel',
      'Home',
      'Gift Card',
    ]);
    const linkTitles: string[] = [];
    for (const item of navigation.top_nav) {
      for (const column of item.columns) {
        expect(column.navlink.length).toBeLessThanOrEqual(10);
        linkTitles.push(...column.navlink.map((navlink: { title: string }) => navlink.title));
      }
      expect(item.grey_links.navigation_link.length).toBeGreaterThan(0);
      expect(item.icon_mobile.url).toMatch(/^http:\/\/.+\.svg$/);
    }
    // Names as shoppers read them: the catalogue's 'Candles_Diffusers' is 'Candles, Diffusers'.
    expect(linkTitles).toContain('Candles, Diffusers');
    expect(linkTitles.filter((title) => title.includes('_'))).toEqual([]);
    expect(navigation.top_nav[1].call_to_action).toMatchObject({
      title: expect.any(String),
      button: { href: expect.any(String) },
    });
    const icon = await fetch(navigation.top_nav[1].icon_mobile.url);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(navigation.publish_details.locale).toBe('en-au');
  });

  it('serves footer, global settings (helpline hours, free delivery) and category content with HTML', async () => {
    const [footer] = (await entries('footer')).body.entries;
    expect(footer.text_banner_kiosk.value).toBeTruthy();
    expect(footer.copyright).toMatchObject({
      main_text: expect.any(String),
      price_text: expect.stringContaining('GST'),
    });
    const [settings] = (await entries('global_settings')).body.entries;
    expect(settings.store_locator.opening_hours).toBe('9 am to 5 pm, Monday to Saturday');
    expect(settings.text_banner.value).toContain('$99');
    const { body } = await entries(
      'category_content',
      `&query=${encodeURIComponent(JSON.stringify({ category_key: 'web_bibles' }))}`,
    );
    expect(body.entries).toHaveLength(1);
    expect(body.entries[0].description).toContain('<img src="http://');
    expect(body.entries[0].ad_slots.map((slot: { position: string }) => slot.position)).toEqual(['UPPER', 'LOWER']);
  });

  it('has the 15 stores, a /general-faq help article and a page for every /help route', async () => {
    const stores = await entries('store', '&include_count=true&limit=5&skip=10');
    expect(stores.body.count).toBe(15);
    expect(stores.body.entries).toHaveLength(5);
    const help = await entries(
      'help_article',
      `&query=${encodeURIComponent(JSON.stringify({ url: { $regex: '/general-faq' } }))}`,
    );
    expect(help.body.entries).toHaveLength(1);
    const pages = (await entries('page')).body.entries.map((page: { url: string }) => page.url);
    for (const route of [
      '/help',
      '/help/faq',
      '/help/track-your-order',
      '/help/delivery-times',
      '/help/return-request',
      '/help/our-price-promise',
      '/help/loyalty-program',
      '/help/shipping-rates',
      '/help/terms-of-sale',
      '/help/privacy-policy',
      '/help/terms-conditions',
    ]) {
      expect(pages).toContain(route);
    }
  });

  it('resolves references with include[] and fetches one entry by uid', async () => {
    const { body } = await entries('blog_post', '&include[]=author&limit=1');
    const post = body.entries[0];
    expect(post.author[0]).toMatchObject({
      title: expect.any(String),
      _content_type_uid: 'author_page',
      url: expect.stringMatching(/^\/author\//),
    });
    const one = await get(`/content_types/blog_post/entries/${post.uid}?environment=development`);
    expect(one.body.entry.uid).toBe(post.uid);
    const missing = await get('/content_types/blog_post/entries/bltnope?environment=development');
    expect(missing.status).toBe(422);
    expect(missing.body.error_code).toBe(141);
  });

  it('answers 4xx for a bad environment, locale, limit, query JSON and unknown content type', async () => {
    expect((await get('/content_types/page/entries')).status).toBe(422);
    expect((await get('/content_types/page/entries?environment=production')).status).toBe(422);
    expect((await entries('page', '&limit=500')).status).toBe(422);
    expect((await entries('page', '&limit=-1')).status).toBe(422);
    expect((await entries('page', '&query={oops')).status).toBe(422);
    expect((await get('/content_types/page/entries?environment=development&locale=fr-fr')).status).toBe(422);
    const unknown = await entries('nothing');
    expect(unknown.status).toBe(422);
    expect(unknown.body.error_code).toBe(118);
  });
});

describe('Contentstack management API (entry writes)', () => {
  const MANAGEMENT = { api_key: 'emulator-api-key', authorization: 'emulator-management-token' };
  const write = async (method: string, path: string, body: unknown, headers: Record<string, string> = MANAGEMENT) => {
    const response = await fetch(`${emulator.url}/contentstack/v3${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const byKey = (key: string) =>
    entries('category_content', `&query=${encodeURIComponent(JSON.stringify({ category_key: key }))}`);

  it('creates an entry that the delivery API serves next, then updates it', async () => {
    const created = await write('POST', '/content_types/category_content/entries?locale=en-au', {
      entry: {
        title: 'Prayer',
        category_key: 'web_books_prayer_test',
        description: '<p>Pray <img src="/contentstack/assets/blt1/prayer.svg"></p>',
        not_in_schema: 'dropped',
        uid: 'bltignored',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.notice).toBe('Entry created successfully.');
    const { uid } = created.body.entry;
    expect(uid).toMatch(/^blt[0-9a-f]{16}$/);
    expect(created.body.entry).toMatchObject({ title: 'Prayer', _version: 1, locale: 'en-au' });
    expect(created.body.entry).not.toHaveProperty('not_in_schema');

    const served = (await byKey('web_books_prayer_test')).body.entries;
    expect(served).toHaveLength(1);
    expect(served[0].description).toBe(`<p>Pray <img src="${emulator.url}/contentstack/assets/blt1/prayer.svg"></p>`);

    const updated = await write('PUT', `/content_types/category_content/entries/${uid}`, {
      entry: { title: 'Prayer (new)', category_key: 'web_books_prayer_test', description: '<p>Again</p>' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ notice: 'Entry updated successfully.', entry: { uid, _version: 2 } });
    const one = await get(`/content_types/category_content/entries/${uid}?environment=development`);
    expect(one.body.entry).toMatchObject({ title: 'Prayer (new)', description: '<p>Again</p>', _version: 2 });
  });

  it('answers validation problems in the CMA error shape, keyed by field', async () => {
    const missing = await write('POST', '/content_types/category_content/entries', {
      entry: { description: 42, tags: 'x' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      error_message: 'Entry creation failed. Please enter valid data.',
      error_code: 119,
      errors: {
        title: ['is a required field.'],
        category_key: ['is a required field.'],
        description: ['is not valid.'],
        tags: ['is not valid.'],
      },
    });
    const noEntry = await write('POST', '/content_types/page/entries', { title: 'Not wrapped' });
    expect(noEntry.status).toBe(422);
    expect(noEntry.body.errors).toEqual({ entry: ['is a required field.'] });
    const badUpdate = await write('PUT', '/content_types/page/entries/bltnope', { entry: { title: '' } });
    expect(badUpdate.body).toMatchObject({ error_code: 121, errors: { title: ['is a required field.'] } });
  });

  it('stores a near-megabyte page of distinct words in full (the search indexes its start)', async () => {
    // About 950 kB: more than PostgreSQL's 1 MB text-search vector holds as distinct words, under the 1 MB body cap.
    const words = Array.from({ length: 90_000 }, (_, index) => `w${index.toString(36)}x`);
    const body = `zebraquokka ${words.join(' ')}`;
    const created = await write('POST', '/content_types/page/entries', {
      entry: { title: `Long ${words.slice(0, 20_000).join(' ')}`, url: '/help/long-test', body },
    });
    expect(created.status).toBe(201);
    const one = await get(`/content_types/page/entries/${created.body.entry.uid}?environment=development`);
    expect(one.body.entry.body).toHaveLength(body.length);
  });

  it('rejects writes without the management token, to unknown types, entries or locales, and bad JSON', async () => {
    const entry = { entry: { title: 'T', url: '/t' } };
    const delivery = await write('POST', '/content_types/page/entries', entry, {
      api_key: 'emulator-api-key',
      authorization: 'emulator-delivery-token',
    });
    expect(delivery.status).toBe(401);
    expect(delivery.body.errors).toEqual({ authorization: ['is not valid.'] });
    const badKey = await write('POST', '/content_types/page/entries', entry, { ...MANAGEMENT, api_key: 'nope' });
    expect(badKey.status).toBe(412);
    expect((await write('POST', '/content_types/nothing/entries', entry)).body.error_code).toBe(118);
    expect((await write('PUT', '/content_types/page/entries/bltnope', entry)).body.error_code).toBe(141);
    expect((await write('POST', '/content_types/page/entries?locale=fr-fr', entry)).status).toBe(422);
    const badJson = await write('POST', '/content_types/page/entries', '{oops');
    expect(badJson.status).toBe(400);
    expect(Object.keys(badJson.body).sort()).toEqual(['error_code', 'error_message', 'errors']);
  });
});
