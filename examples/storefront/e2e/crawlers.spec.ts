import robotsParser from 'robots-parser';
import { expect, test } from './fixtures';
import { base, canonical, catalogue, expectAllAnswer, nodeOf, parseSitemap, sitemap } from './seoPage';
import { startStorefront } from './startStorefront';

// What a crawler gets: robots.txt and the sitemaps, against the test emulator's catalogue (600 products).

test.describe('robots.txt', () => {
  test('opens the shop, closes private paths and search permutations, names the sitemap; kiosk mode changes nothing', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    const robots = robotsParser(`${base()}/robots.txt`, text);
    const allowed = (path: string) => robots.isAllowed(`${base()}${path}`, 'Googlebot');
    for (const path of [
      '/',
      '/product/any-book',
      '/category/bibles',
      '/category/bibles?currentPage=2',
      '/category/bibles?format=Hardcover',
      '/search?q=grace',
      '/search?q=grace&currentPage=2',
      '/search?tag=monthly-specials',
      '/search?authors=Max+Lucado',
      '/stores/adelaide',
      '/sitemap.xml',
    ]) {
      expect(allowed(path), path).toBe(true);
    }
    for (const path of [
      '/account',
      '/account/orders',
      '/cart',
      '/checkout',
      '/checkout/processing',
      '/api/cart',
      '/search?q=grace&format=Hardcover',
      '/search?format=Hardcover',
      '/search?q=grace&sort.price=asc',
      '/search?sort.rating=desc&q=grace',
      '/search?q=grace&price=10-20',
      '/search?q=grace&resultsPerPage=60',
      '/search?q=grace&view=list',
    ]) {
      expect(allowed(path), path).toBe(false);
    }
    expect(robots.getSitemaps()).toEqual([`${base()}/sitemap.xml`]);

    const inKiosk = await request.get('/robots.txt?kiosk=1', { headers: { cookie: 'bookshop_kiosk=1' } });
    expect(await inKiosk.text()).toBe(text);
  });
});

test.describe('sitemaps', () => {
  test('the index lists the static, category, content and product sitemaps, each of which parses', async ({
    page,
    request,
  }) => {
    const index = await sitemap(page, request, '/sitemap.xml');
    expect(index.root).toBe('sitemapindex');
    expect(index.entries.map(({ loc }) => loc.slice(base().length))).toEqual([
      '/sitemaps/static.xml',
      '/sitemaps/categories.xml',
      '/sitemaps/content.xml',
      '/sitemaps/products-1.xml',
    ]);
    for (const { loc } of index.entries) expect((await sitemap(page, request, loc)).root).toBe('urlset');
    expect((await request.get('/sitemaps/products-2.xml')).status()).toBe(404);
    expect((await request.get('/sitemaps/other.xml')).status()).toBe(404);
  });

  test('the product sitemap lists every product of the catalogue once, and its pages answer', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { entries } = await sitemap(page, request, '/sitemaps/products-1.xml');
    const { total, slugs } = await catalogue(request);
    const paths = entries.map(({ loc }) => loc.slice(base().length));
    expect(paths).toHaveLength(total);
    expect(new Set(paths).size).toBe(total);
    expect(new Set(paths)).toEqual(new Set(slugs.map((slug) => `/product/${slug}`)));
    // Each product says when commerce last changed it.
    expect(entries.filter(({ lastmod }) => !lastmod || Number.isNaN(Date.parse(lastmod)))).toEqual([]);
    // Every 40th product page, and the last.
    await expectAllAnswer(
      request,
      entries.filter((_, index) => index % 40 === 0 || index === entries.length - 1).map(({ loc }) => loc),
    );
  });

  test('the static, category and content sitemaps list pages that answer 200', async ({ page, request }) => {
    test.setTimeout(120_000);
    const statics = (await sitemap(page, request, '/sitemaps/static.xml')).entries.map(({ loc }) => loc);
    expect(statics).toEqual(
      expect.arrayContaining([`${base()}/`, `${base()}/category`, `${base()}/stores`, `${base()}/gift-cards/balance`]),
    );
    const categories = (await sitemap(page, request, '/sitemaps/categories.xml')).entries.map(({ loc }) => loc);
    expect(categories).toEqual(expect.arrayContaining([`${base()}/category/bibles`, `${base()}/category/bibles/niv`]));
    expect(categories.every((loc) => /\/category\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(loc))).toBe(true);
    const content = (await sitemap(page, request, '/sitemaps/content.xml')).entries;
    const contentPaths = content.map(({ loc }) => loc.slice(base().length));
    expect(contentPaths).toEqual(
      expect.arrayContaining([
        '/help/faq',
        '/stores/adelaide',
        '/stores/woolloongabba',
        '/blog/choosing-a-study-bible',
      ]),
    );
    expect(contentPaths.some((path) => path.startsWith('/author/'))).toBe(true);
    // Every help-centre article, not only the one the Help link points at; each address once, in one sitemap.
    expect(contentPaths.filter((path) => path.startsWith('/help/faq/')).length).toBeGreaterThan(1);
    expect(new Set(contentPaths).size).toBe(contentPaths.length);
    expect(contentPaths.filter((path) => statics.includes(`${base()}${path}`))).toEqual([]);
    expect(content.filter(({ lastmod }) => lastmod).length).toBe(content.length);
    // Theology is hostile-html.spec.ts's category: a visit here would keep its empty content in the site's cache while
    // that spec writes some.
    const visited = categories.filter((loc) => !loc.endsWith('/category/books/theology'));
    await expectAllAnswer(request, [...statics, ...visited, ...content.map(({ loc }) => loc)]);
  });
});

test.describe('with the public address set, while the search is down', () => {
  // A site configured for production's address, whose search service refuses it (an outage or a misconfiguration);
  // content still answers. Its log is the failures these tests cause on purpose, so it is not shown.
  let site: Awaited<ReturnType<typeof startStorefront>> | undefined;
  test.beforeAll(async () => {
    site = await startStorefront({
      emulatorUrl: process.env.EMULATOR_URL ?? '',
      variables: { BOOKSHOP_SITE_URL: 'https://shop.example.com/', BOOKSHOP_SEARCHSPRING_SITE_ID: 'not-our-site' },
      output: 'ignore',
    });
  });
  test.afterAll(() => site?.stop());

  test('every absolute URL names the configured address, never the host asked', async ({ page, request }) => {
    const robots = robotsParser(`${site?.url}/robots.txt`, await (await request.get(`${site?.url}/robots.txt`)).text());
    expect(robots.getSitemaps()).toEqual(['https://shop.example.com/sitemap.xml']);
    const statics = await request.get(`${site?.url}/sitemaps/static.xml`);
    expect(statics.status()).toBe(200);
    const { entries } = await parseSitemap(page, await statics.text());
    expect(entries[0]?.loc).toBe('https://shop.example.com/');
    expect(entries.every(({ loc }) => loc.startsWith('https://shop.example.com/'))).toBe(true);
    await page.goto(`${site?.url}/stores/adelaide`);
    expect(await canonical(page)).toBe('https://shop.example.com/stores/adelaide');
    expect((await nodeOf(page, 'BookStore')).url).toBe('https://shop.example.com/stores/adelaide');
  });

  test('a sitemap that cannot be read answers 503 with Retry-After, not an empty list', async ({ request }) => {
    for (const path of ['/sitemap.xml', '/sitemaps/products-1.xml', '/sitemaps/categories.xml']) {
      const response = await request.get(`${site?.url}${path}`);
      expect(response.status(), path).toBe(503);
      expect(response.headers()['retry-after'], path).toBe('300');
    }
    expect((await request.get(`${site?.url}/sitemaps/content.xml`)).status()).toBe(200);
  });
});
