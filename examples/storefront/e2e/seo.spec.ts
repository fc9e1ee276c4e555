import { expect, test } from './fixtures';
import { base, canonical, metaContent } from './seoPage';

// What a shared link and a search engine's index get: canonical URLs and robots meta, social previews, titles.

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
    // The page states the site's public address (the front's), whichever way it was reached.
    expect(await metaContent(page, 'meta[property="og:url"]')).toBe(`${base()}${new URL(page.url()).pathname}`);
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
