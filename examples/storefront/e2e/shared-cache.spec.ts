import { CONTENTSTACK_KEYS } from '@bookshop/emulator';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, signInAs } from './accountSession';
import { expect, test } from './fixtures';
import { revalidate } from './revalidateSecret';

// The browsing pages read their shopper-independent data (stock, products, category content, carousels) from shared
// caches. What is one visitor's (the display currency, who is signed in, kiosk mode) must still be theirs on every
// page, whoever loaded the cached data first; and a tag the revalidation webhook names must show its new data.

/** A visitor of their own: a fresh browser context (cookie jar) with the fixture's pop-up dismissed. */
async function visitor(browser: Browser, cookies: { name: string; value: string }[] = []): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.STOREFRONT_URL });
  const url = process.env.STOREFRONT_URL ?? '';
  if (cookies.length) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
  await context.addInitScript(() => {
    window.localStorage.setItem('bookshop:newsletter', JSON.stringify({ hasSubscribed: false, timestamp: Date.now() }));
  });
  return context.newPage();
}

const CONVERSION_NOTE = 'Prices shown in NZD are converted from AUD; orders are charged in AUD.';

test('visitors on the same cached pages each see their own currency, session and kiosk mode', async ({ browser }) => {
  // Four browsers through six pages each: 18 s alone, and past 30 s on a loaded machine.
  test.slow();
  const anonymous = await visitor(browser);
  const nzd = await visitor(browser, [{ name: 'currency', value: 'NZD' }]);
  const grace = await visitor(browser);
  await signInAs(grace, DEMO.consumer);
  const kiosk = await visitor(browser);

  const firstPrice = async (page: Page) =>
    /(NZD\s?|\$)[\d,]+\.\d{2}/.exec((await page.getByRole('article').first().textContent()) ?? '')?.[1]?.trim();
  const product = async (page: Page) => {
    await page.goto('/category/bibles');
    return (await page.getByRole('article').first().locator('a[href^="/product/"]').first().getAttribute('href')) ?? '';
  };
  // Twice round, in turn, so every visitor also gets pages whose data another visitor's request put in the cache.
  for (let round = 0; round < 2; round++) {
    for (const [page, path] of [
      [anonymous, '/category/bibles'],
      [nzd, '/category/bibles'],
      [grace, '/category/bibles'],
      [kiosk, round === 0 ? '/category/bibles?kiosk=1' : '/category/bibles'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('article').first()).toBeVisible();
    }
    expect(await firstPrice(anonymous)).toBe('$');
    expect(await firstPrice(nzd)).toBe('NZD');
    await expect(nzd.getByRole('contentinfo')).toContainText(CONVERSION_NOTE);
    await expect(anonymous.getByRole('contentinfo')).not.toContainText(CONVERSION_NOTE);
    await expect(grace.getByText('Welcome back, Grace')).toBeVisible();
    for (const page of [anonymous, nzd, kiosk]) await expect(page.getByText('Welcome back, Grace')).toHaveCount(0);
    await expect(anonymous.getByRole('button', { name: 'Join / Login' })).toBeVisible();
    await expect(kiosk.getByRole('button', { name: 'Join / Login' })).toHaveCount(0);
    await expect(kiosk.locator('body')).toHaveAttribute('data-kiosk', '');
    for (const page of [anonymous, nzd, grace]) await expect(page.locator('body')).not.toHaveAttribute('data-kiosk');
  }

  // The product page: one cached product, each visitor's price and header.
  const path = await product(anonymous);
  expect(path).toMatch(/^\/product\//);
  for (const page of [anonymous, nzd, grace, kiosk]) await page.goto(path);
  const price = (page: Page) =>
    page
      .getByRole('main')
      .getByText(/^(NZD\s?|\$)[\d,]+\.\d{2}$/)
      .first();
  await expect(price(anonymous)).toHaveText(/^\$/);
  await expect(price(nzd)).toHaveText(/^NZD/);
  await expect(grace.getByText('Welcome back, Grace')).toBeVisible();
  await expect(anonymous.getByText('Welcome back, Grace')).toHaveCount(0);
  await expect(kiosk.locator('body')).toHaveAttribute('data-kiosk', '');
  await expect(anonymous.locator('body')).not.toHaveAttribute('data-kiosk');

  for (const page of [anonymous, nzd, grace, kiosk]) await page.context().close();
});

// A category no other spec visits, with no seeded content: the entry written here is the only one shown.
const CATEGORY = { key: 'web_books_biography', path: '/category/books/biography', name: 'Biography' };

/** Writes (or rewrites) the category's description through the emulator's Contentstack management API. */
async function writeDescription(text: string, uid?: string): Promise<string> {
  const response = await fetch(
    `${process.env.EMULATOR_URL}/contentstack/v3/content_types/category_content/entries${uid ? `/${uid}` : ''}`,
    {
      method: uid ? 'PUT' : 'POST',
      headers: {
        api_key: CONTENTSTACK_KEYS.apiKey,
        authorization: CONTENTSTACK_KEYS.managementToken,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        entry: { title: CATEGORY.name, category_key: CATEGORY.key, description: `<p>${text}</p>` },
      }),
    },
  );
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(uid ? 200 : 201);
  return body.entry.uid;
}

/** Calls the revalidation webhook as a content publish would. */
const revalidateCategory = (request: APIRequestContext, secret?: string) =>
  revalidate(request, [`content:category:${CATEGORY.key}`], secret);

test("a category's content is kept until the revalidation webhook names its tag", async ({ page, request }) => {
  const about = page.getByRole('region', { name: `About ${CATEGORY.name}` });
  const uid = await writeDescription('Lives of faith, first edition.');
  // The crawler spec may have cached the category before it had content: the publish tells the site.
  expect((await revalidateCategory(request)).status()).toBe(200);
  await page.goto(CATEGORY.path);
  await expect(about.getByText('Lives of faith, first edition.')).toBeAttached();

  // The editor changes it: the page keeps the cached copy (for every visitor) until it is told.
  await writeDescription('Lives of faith, second edition.', uid);
  await page.goto(CATEGORY.path);
  await expect(about.getByText('Lives of faith, first edition.')).toBeAttached();

  expect((await revalidateCategory(request, 'not-the-secret')).status()).toBe(401);
  await page.goto(CATEGORY.path);
  await expect(about.getByText('Lives of faith, first edition.')).toBeAttached();
  const told = await revalidateCategory(request);
  expect(told.status()).toBe(200);
  expect(await told.json()).toEqual({ revalidated: [`content:category:${CATEGORY.key}`] });

  await page.goto(CATEGORY.path);
  await expect(about.getByText('Lives of faith, second edition.')).toBeAttached();
  await expect(about.getByText('Lives of faith, first edition.')).toHaveCount(0);
});
