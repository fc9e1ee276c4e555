import type { APIRequestContext, Page } from '@playwright/test';
import robotsParser from 'robots-parser';
import { expect, test } from './fixtures';
import { validateJsonLd } from './schemaOrg';
import { startStorefront } from './startStorefront';

// What a crawler and a shared link get: robots.txt, the sitemaps, canonical URLs and robots meta, JSON-LD and social
// previews, titles. Everything is read from the built site against the test emulator (600 products).

const base = () => process.env.STOREFRONT_URL as string;

/**
 * The JSON-LD blocks of the page as the server sent them (what a crawler reads: after hydration the browser's copy
 * could hide a broken block), parsed, with the nonce each carries and the response's CSP nonce; and how many inline
 * scripts of the sent page run `window.__pwned`.
 */
async function structuredData(page: Page) {
  const response = await page.request.get(page.url());
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const sent = await page.evaluate(
    (html) => {
      const document = new DOMParser().parseFromString(html, 'text/html');
      const scripts = [...document.querySelectorAll('script')];
      return {
        blocks: scripts
          .filter((script) => script.type === 'application/ld+json')
          .map((script) => ({ text: script.textContent ?? '', nonce: script.getAttribute('nonce') })),
        injected: scripts.filter((script) => script.textContent?.trim().startsWith('window.__pwned')).length,
      };
    },
    await response.text(),
  );
  const blocks = sent.blocks.map(({ text, nonce }) => ({ node: JSON.parse(text) as Record<string, unknown>, nonce }));
  return Object.assign(blocks, { policyNonce, injected: sent.injected });
}

/** The one node of a type on the page. */
async function nodeOf(page: Page, type: string) {
  const nodes = (await structuredData(page))
    .map(({ node }) => node)
    .filter((node) => [node['@type']].flat().includes(type));
  expect(nodes, `one ${type} node`).toHaveLength(1);
  return nodes[0] as Record<string, unknown>;
}

const metaContent = (page: Page, selector: string) => page.locator(`head ${selector}`).first().getAttribute('content');
const canonical = (page: Page) => page.locator('head link[rel="canonical"]').getAttribute('href');

/** A sitemap or index parsed by the browser's XML parser: its root, namespace, locations and dates. */
async function parseSitemap(page: Page, xml: string) {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const error = document.getElementsByTagName('parsererror')[0]?.textContent;
    const entries = [...document.documentElement.children].map((child) => ({
      loc: child.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: child.getElementsByTagName('lastmod')[0]?.textContent ?? undefined,
    }));
    return {
      error,
      root: document.documentElement.localName,
      namespace: document.documentElement.namespaceURI,
      entries,
    };
  }, xml);
}

async function sitemap(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const parsed = await parseSitemap(page, await response.text());
  expect(parsed.error, `${path} parses`).toBeUndefined();
  expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  for (const { loc, lastmod } of parsed.entries) {
    expect(loc.startsWith(`${base()}/`), loc).toBe(true);
    if (lastmod) expect(Number.isNaN(Date.parse(lastmod)), lastmod).toBe(false);
  }
  return parsed;
}

/** Each URL answers 200 itself (no redirect), a few at a time. */
async function expectAllAnswer(request: APIRequestContext, urls: string[]) {
  for (let start = 0; start < urls.length; start += 4) {
    const statuses = await Promise.all(
      urls.slice(start, start + 4).map(async (url) => [url, (await request.get(url, { maxRedirects: 0 })).status()]),
    );
    for (const [url, status] of statuses) expect(status, String(url)).toBe(200);
  }
}

/** Every product of the catalogue, as the search service has them (straight from the emulator). */
async function catalogue(request: APIRequestContext): Promise<{ total: number; slugs: string[] }> {
  const url = (page: number) =>
    `${process.env.EMULATOR_URL}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=100&page=${page}`;
  const first = await (await request.get(url(1))).json();
  const slugs: string[] = first.results.map((record: { slug: string }) => record.slug);
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    slugs.push(...(await (await request.get(url(page))).json()).results.map((record: { slug: string }) => record.slug));
  }
  return { total: first.pagination.totalResults, slugs };
}

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
    expect(statics).toEqual(expect.arrayContaining([`${base()}/`, `${base()}/category`, `${base()}/stores`]));
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

test.describe('canonical URLs and robots meta', () => {
  test('a plain listing is its own canonical and indexed', async ({ page }) => {
    await page.goto('/category/bibles');
    expect(await canonical(page)).toBe(`${base()}/category/bibles`);
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  });

  test('a paged listing keeps its page, with a title of its own', async ({ page }) => {
    await page.goto('/category/bibles?currentPage=2');
    expect(await canonical(page)).toBe(`${base()}/category/bibles?currentPage=2`);
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    await expect(page).toHaveTitle('Bibles (page 2) | Koorong');
  });

  test('facet, sort, page-size and layout permutations point to the unfiltered listing, noindex, follow', async ({
    page,
  }) => {
    for (const [path, plain] of [
      ['/category/bibles?format=Hardcover&sort.price=asc&currentPage=2', '/category/bibles'],
      ['/category/bibles?resultsPerPage=60', '/category/bibles'],
      ['/category/bibles?view=list', '/category/bibles'],
      ['/search?q=grace&format=Paperback', '/search?q=grace'],
    ] as const) {
      await page.goto(path);
      expect(await canonical(page), path).toBe(`${base()}${plain}`);
      expect(await metaContent(page, 'meta[name="robots"]'), path).toBe('noindex, follow');
    }
  });

  test("'web_' slugs and the legacy category parameter redirect to the category's path, keeping other parameters", async ({
    request,
  }) => {
    for (const [path, location] of [
      ['/category/web_bibles_niv', '/category/bibles/niv'],
      [
        '/category/web_bibles_niv?sort.price=asc&utm_source=mail',
        '/category/bibles/niv?sort.price=asc&utm_source=mail',
      ],
      ['/search?category=bibles>niv', '/category/bibles/niv'],
      ['/search?category=bibles>niv&utm_source=mail', '/category/bibles/niv?utm_source=mail'],
      ['/category?category=web_bibles_esv', '/category/bibles/esv'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(response.headers().location, path).toBe(location);
    }
  });

  test('a page whose address differs only in case or extra parameters names the one canonical URL', async ({
    page,
  }) => {
    await page.goto('/category/BIBLES/niv');
    expect(await canonical(page)).toBe(`${base()}/category/bibles/niv`);
    await page.goto('/stores/adelaide?utm_source=mail');
    expect(await canonical(page)).toBe(`${base()}/stores/adelaide`);
  });
});

test.describe('structured data', () => {
  test("a product's JSON-LD is valid schema.org, carries the page's nonce, and its price and availability are the page's", async ({
    page,
  }) => {
    const response = await page.goto('/category/books');
    expect(response?.ok()).toBe(true);
    await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    const blocks = await structuredData(page);
    expect(blocks.length).toBe(2);
    for (const { node } of blocks) expect(validateJsonLd(node)).toEqual([]);
    // Each block carries this response's CSP nonce.
    expect(blocks.policyNonce).toBeTruthy();
    expect(blocks.map((block) => block.nonce)).toEqual([blocks.policyNonce, blocks.policyNonce]);

    const product = await nodeOf(page, 'Product');
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(product.name).toBe(name);
    expect(product.url).toBe(page.url());
    const detail = page.getByRole('main').locator('article').first();
    const offer = product.offers as Record<string, string>;
    const shown = await detail
      .locator('[data-state="discounted"], [data-state="regular"]')
      .first()
      .locator('span')
      .first()
      .textContent();
    expect(`$${offer.price}`).toBe(shown);
    expect(offer.priceCurrency).toBe('AUD');
    const action = await detail
      .getByRole('button', { name: /^(Add to basket|Back order|Pre-order|Unavailable)$/ })
      .textContent();
    const availability = {
      'Add to basket': ['https://schema.org/InStock', 'https://schema.org/LimitedAvailability'],
      'Back order': ['https://schema.org/BackOrder'],
      'Pre-order': ['https://schema.org/PreOrder'],
      Unavailable: ['https://schema.org/SoldOut'],
    }[action ?? ''];
    expect(availability).toContain(offer.availability);
    const isbn = await detail
      .locator('dt', { hasText: /^ISBN$/ })
      .locator('xpath=following-sibling::dd')
      .textContent();
    expect(product.gtin13).toBe(isbn);
    const authors = await page.getByText(/^by /).getByRole('link').allTextContents();
    expect((product.author as { name: string }[]).map((author) => author.name)).toEqual(authors);
    expect(product.image).toBe(await page.getByRole('img', { name: `Cover of ${name}` }).getAttribute('src'));

    const crumbs = await nodeOf(page, 'BreadcrumbList');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    const items = crumbs.itemListElement as { name: string; position: number; item: string }[];
    expect(items.map((item) => item.name)).toEqual(await trail.allTextContents());
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items.at(-1)?.item).toBe(page.url());
  });

  test("a rated product's JSON-LD states its rating as the page shows it, with the number of ratings", async ({
    page,
    request,
  }) => {
    const url = `${process.env.EMULATOR_URL}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=100`;
    const records: { slug: string; rating: string; ratingCount: string }[] = (await (await request.get(url)).json())
      .results;
    const rated = records.find((record) => Number(record.ratingCount) > 0 && Number(record.rating) > 0);
    if (!rated) throw new Error('the seed has no rated product among the first 100');
    await page.goto(`/product/${rated.slug}`);
    const product = await nodeOf(page, 'Product');
    const rating = product.aggregateRating as Record<string, unknown>;
    expect(validateJsonLd(product)).toEqual([]);
    expect(rating.ratingCount).toBe(Number(rated.ratingCount));
    const shown = await page
      .getByRole('main')
      .getByRole('img', { name: /^Rated / })
      .first()
      .getAttribute('aria-label');
    expect(shown).toBe(`Rated ${Math.round(Number(rating.ratingValue) * 10) / 10} out of 5`);
  });

  test('each availability state of the spec reads on the product page as its schema.org availability', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // One product of each state, straight from the search records; commerce's stock decides what the page shows.
    const records = await (
      await request.get(
        `${process.env.EMULATOR_URL}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=100&page=2`,
      )
    ).json();
    const byState = new Map<string, string>();
    for (const record of records.results as { availability: string; slug: string; product_type: string }[]) {
      if (record.product_type !== 'gift-card' && !byState.has(record.availability))
        byState.set(record.availability, record.slug);
    }
    expect([...byState.keys()].length).toBeGreaterThanOrEqual(4);
    const buttonFor: Record<string, string> = {
      'https://schema.org/InStock': 'Add to basket',
      'https://schema.org/LimitedAvailability': 'Add to basket',
      'https://schema.org/BackOrder': 'Back order',
      'https://schema.org/PreOrder': 'Pre-order',
      'https://schema.org/SoldOut': 'Unavailable',
    };
    const seen = new Set<string>();
    for (const slug of byState.values()) {
      await page.goto(`/product/${slug}`);
      const offer = (await nodeOf(page, 'Product')).offers as { availability: string };
      seen.add(offer.availability);
      const detail = page.getByRole('main').locator('article').first();
      await expect(detail.getByRole('button', { name: buttonFor[offer.availability] })).toBeVisible();
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  test("a listing's breadcrumbs are valid schema.org and match the trail it shows", async ({ page }) => {
    await page.goto('/category/bibles/niv');
    const blocks = await structuredData(page);
    expect(blocks).toHaveLength(1);
    expect(validateJsonLd(blocks[0]?.node)).toEqual([]);
    const items = (await nodeOf(page, 'BreadcrumbList')).itemListElement as { name: string; item: string }[];
    expect(items.map((item) => item.name)).toEqual(['Home', 'Bibles', 'NIV']);
    expect(items.map((item) => item.item)).toEqual([
      `${base()}/`,
      `${base()}/category/bibles`,
      `${base()}/category/bibles/niv`,
    ]);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    expect(await trail.allTextContents()).toEqual(items.map((item) => item.name));
  });

  test("a store's JSON-LD is a valid schema.org store with the address and opening hours the page shows", async ({
    page,
  }) => {
    await page.goto('/stores/adelaide');
    for (const { node } of await structuredData(page)) expect(validateJsonLd(node)).toEqual([]);
    const store = await nodeOf(page, 'BookStore');
    expect(store.name).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    const address = store.address as Record<string, string>;
    const shown = (await page.locator('address').textContent()) ?? '';
    for (const part of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode'] as const) {
      expect(shown).toContain(address[part]);
    }
    expect(address.addressCountry).toBe('AU');
    const rows = await page
      .getByRole('table', { name: 'Opening hours' })
      .getByRole('row')
      .evaluateAll((trs) =>
        trs.map((tr) => ({
          day: tr.querySelector('th')?.textContent ?? '',
          hours: tr.querySelector('td')?.textContent ?? '',
        })),
      );
    const hours = store.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    expect(hours.map((spec) => spec.dayOfWeek.replace('https://schema.org/', ''))).toEqual(
      rows.filter((row) => row.hours !== 'Closed').map((row) => row.day),
    );
    // '09:00' to '17:30' shows as '9 am to 5:30 pm'.
    const twelveHour = (time: string) => {
      const [hour = 0, minute = 0] = time.split(':').map(Number);
      return `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`;
    };
    for (const spec of hours) {
      const row = rows.find((candidate) => spec.dayOfWeek.endsWith(candidate.day));
      expect(row?.hours).toBe(`${twelveHour(spec.opens)} to ${twelveHour(spec.closes)}`);
    }
  });

  test("the home page states the shop and the site's search, which leads to a search", async ({ page }) => {
    await page.goto('/');
    const blocks = await structuredData(page);
    for (const { node } of blocks) expect(validateJsonLd(node)).toEqual([]);
    const organization = await nodeOf(page, 'Organization');
    expect(organization).toMatchObject({ name: 'Koorong', url: `${base()}/`, logo: `${base()}/icon.svg` });
    const site = await nodeOf(page, 'WebSite');
    const action = site.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
    expect(action['query-input']).toBe('required name=search_term_string');
    await page.goto(action.target.urlTemplate.replace('{search_term_string}', 'grace'));
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "grace"' })).toBeVisible();
  });

  test('kiosk mode states the same canonical URL and structured data', async ({ page }) => {
    await page.goto('/category/bibles');
    await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    const url = page.url();
    const before = { canonical: await canonical(page), data: (await structuredData(page)).map(({ node }) => node) };
    await page.goto(`${url}?kiosk=1`);
    expect(await page.locator('body').getAttribute('data-kiosk')).toBe('');
    expect({ canonical: await canonical(page), data: (await structuredData(page)).map(({ node }) => node) }).toEqual(
      before,
    );
  });

  test('hostile text in a search term cannot leave the JSON-LD block', async ({ page }) => {
    const term = `</script><script>window.__pwned = 1</script><!-- "quoted" 'single' &amp;`;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/search?q=${encodeURIComponent(term)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const blocks = await structuredData(page);
    expect(blocks).toHaveLength(1);
    const items = (blocks[0]?.node.itemListElement ?? []) as { name: string }[];
    expect(items.at(-1)?.name).toBe(`Search: ${term}`);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    // The term is in the page's data (the framework's own escaped payload), never a script of its own.
    expect(blocks.injected).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('the schema.org validator finds what is wrong', () => {
    expect(
      validateJsonLd({ '@context': 'https://schema.org', '@type': 'Product', name: 'x', author: 'y', offers: {} }),
    ).toEqual(expect.arrayContaining(['$: Product has no property author', '$.offers: no @type']));
    expect(
      validateJsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'x',
        offers: { '@type': 'Offer', price: '9.99', priceCurrency: 'AUD', availability: 'https://schema.org/Available' },
      }),
    ).toEqual(['$.offers.availability: "https://schema.org/Available" is not ItemAvailability']);
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Widget' })).toEqual(['$: unknown type Widget']);
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'AggregateRating', ratingValue: 4 })).toEqual([
      '$: AggregateRating needs ratingCount or reviewCount',
    ]);
  });
});

test.describe('social previews and titles', () => {
  test('a product previews with its name, a clean description and its cover', async ({ page }) => {
    await page.goto('/category/books');
    await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect(page).toHaveTitle(`${name} | Koorong`);
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe(name);
    expect(await metaContent(page, 'meta[name="twitter:title"]')).toBe(name);
    const description = (await metaContent(page, 'meta[name="description"]')) ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/<[a-z/]/i);
    expect(await metaContent(page, 'meta[property="og:description"]')).toBe(description);
    const cover = await page.getByRole('img', { name: `Cover of ${name}` }).getAttribute('src');
    expect(await metaContent(page, 'meta[property="og:image"]')).toBe(cover);
    expect(await metaContent(page, 'meta[name="twitter:image"]')).toBe(cover);
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary');
    expect(await metaContent(page, 'meta[property="og:url"]')).toBe(page.url());
  });

  test('a category previews with its banner, content pages and the home page with their own text', async ({ page }) => {
    await page.goto('/category/bibles');
    await expect(page).toHaveTitle('Bibles | Koorong');
    const banner = await metaContent(page, 'meta[property="og:image"]');
    expect(banner).toMatch(/^https?:\/\/.+\.(svg|jpe?g|png|webp)$/);
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await metaContent(page, 'meta[name="description"]')).not.toMatch(/^Bibles /);

    await page.goto('/help/shipping-rates');
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe(title);
    expect(await metaContent(page, 'meta[property="og:description"]')).toBeTruthy();
    expect(await canonical(page)).toBe(`${base()}/help/shipping-rates`);

    await page.goto('/');
    await expect(page).toHaveTitle('Koorong | Christian books, Bibles, music and gifts');
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe(
      'Koorong | Christian books, Bibles, music and gifts',
    );
    expect(await metaContent(page, 'meta[property="og:description"]')).toContain('Christian books');
    expect(await metaContent(page, 'meta[property="og:image"]')).toMatch(/^https?:\/\//);
    expect(await metaContent(page, 'meta[property="og:site_name"]')).toBe('Koorong');
  });

  test('the 404 page says the page was not found, and a landing page goes by its name', async ({ page }) => {
    const missing = await page.goto('/no-such-page/anywhere');
    expect(missing?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Koorong');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await page.goto('/search?tag=monthly-specials');
    await expect(page).toHaveTitle('Monthly Specials | Koorong');
  });

  test('every page has a title of its own', async ({ page }) => {
    test.setTimeout(60_000);
    const titles = new Map<string, string>();
    for (const path of [
      '/',
      '/category',
      '/category/bibles',
      '/category/bibles/niv',
      '/search?q=grace',
      '/stores',
      '/stores/adelaide',
      '/blog',
      '/blog/choosing-a-study-bible',
      '/author/max-lucado',
      '/help',
      '/help/faq',
      '/contact-us',
      '/site-map',
    ]) {
      await page.goto(path);
      const title = await page.title();
      expect(titles.has(title), `${path} shares "${title}" with ${titles.get(title)}`).toBe(false);
      titles.set(title, path);
    }
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
