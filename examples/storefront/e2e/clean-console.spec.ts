import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What a page reports going wrong while it loads and a shopper scrolls it to the end: console errors (failed
 * resources, React's hydration mismatches), uncaught exceptions and requests answered 4xx/5xx or never answered.
 */
async function problemsWhileBrowsing(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  const open = new Set<string>();
  page.on('request', (request) => open.add(request.url()));
  page.on('requestfinished', (request) => open.delete(request.url()));
  page.on('requestfailed', (request) => open.delete(request.url()));
  const settled = async () => {
    try {
      await page.waitForLoadState('networkidle', { timeout: 10_000 });
    } catch {
      for (const url of open) problems.push(`never answered: ${url}`);
      open.clear();
    }
  };
  await page.goto(path);
  await settled();
  // Carousels, ad slots and prefetches further down start once they come near the screen.
  await page.keyboard.press('End');
  await settled();
  return problems;
}

test.describe('browsing pages load cleanly', () => {
  const pages = [
    '/',
    '/category/bibles',
    '/search?q=grace',
    '/search?q=qqqzzzxxx',
    '/stores',
    '/help/faq',
    '/site-map',
  ];
  for (const path of pages) {
    test(`${path} loads with no console errors, exceptions or failed requests`, async ({ page }) => {
      expect(await problemsWhileBrowsing(page, path)).toEqual([]);
    });
  }

  test('a product page loads with no console errors, exceptions or failed requests', async ({ page, request }) => {
    const listing = await (await request.get('/category/bibles')).text();
    const slug = /href="\/product\/([^"?#]+)"/.exec(listing)?.[1];
    expect(slug).toBeTruthy();
    expect(await problemsWhileBrowsing(page, `/product/${slug}`)).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const path of ['/', '/category/bibles']) {
    test(`${path} loads with no console errors, exceptions or failed requests`, async ({ page }) => {
      expect(await problemsWhileBrowsing(page, path)).toEqual([]);
    });
  }
});
