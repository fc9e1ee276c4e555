import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { type SearchRecord, searchRecords } from './searchRecords';

/** A product in stock online that stores near West Ryde (2114) hold, found through the site's own stock route. */
async function stockedNearWestRyde(page: Page): Promise<SearchRecord> {
  for (const record of await searchRecords(page.request, 20, 'filter.available=In%20Stock')) {
    const answer = await page.request.get(`/api/stores/stock?sku=${record.sku}&q=2114`);
    if ((await answer.json()).stores?.length > 1) return record;
  }
  throw new Error('No product in stock is held by two stores near 2114');
}

/** A product the shop has none of (back order, pre-order or unavailable): no store holds it. */
async function outOfStock(page: Page): Promise<SearchRecord> {
  const records = await searchRecords(page.request, 100);
  const found = records.find((record) => Number(record.stock) === 0);
  if (!found) throw new Error('No product without stock in the first 100 records');
  return found;
}

test('check stock in store by postcode lists the stores that hold the product, nearest first', async ({ page }) => {
  const product = await stockedNearWestRyde(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(request.url());
  });
  await page.goto(`/product/${product.slug}`);
  const loadedAtFirst = chunks.length;
  const toggle = page.getByRole('button', { name: 'Check stock in store' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  // The panel's code is fetched on first open, not with the page.
  expect(chunks.length).toBeGreaterThan(loadedAtFirst);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Postcode or suburb').fill('2114');
  await page.getByRole('button', { name: 'Check stock', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Stores near .+ NSW 2114$/ })).toBeVisible();
  const stores = page.getByRole('list', { name: 'Stores with stock' }).getByRole('listitem');
  await expect(stores.first()).toBeVisible();
  expect(await stores.count()).toBeGreaterThan(1);
  const distances = (await stores.allInnerTexts()).map((text) => Number(/([\d.]+) km away/.exec(text)?.[1]));
  expect(distances.every(Number.isFinite)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  for (const text of await stores.allInnerTexts()) expect(text).toMatch(/In stock|Low stock: [12] left/);
  await expect(stores.first().getByRole('link')).toHaveAttribute('href', /^\/stores\/[a-z-]+$/);
  await expectNoSeriousViolations(page);
});

test('a suburb works as well as a postcode; an unknown place or a product no store holds says so', async ({ page }) => {
  const product = await stockedNearWestRyde(page);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Check stock in store' }).click();
  const place = page.getByLabel('Postcode or suburb');
  await place.fill('Toowoomba');
  await page.getByRole('button', { name: 'Check stock', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Stores near Toowoomba QLD 4350$/ })).toBeVisible();
  await place.fill('Nowhereville');
  await page.getByRole('button', { name: 'Check stock', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'We couldn’t find that postcode or suburb. Please check it and try again.',
  );
  await expect(place).toHaveAttribute('aria-invalid', 'true');

  const none = await outOfStock(page);
  await page.goto(`/product/${none.slug}`);
  await page.getByRole('button', { name: 'Check stock in store' }).click();
  await page.getByLabel('Postcode or suburb').fill('2114');
  await page.getByRole('button', { name: 'Check stock', exact: true }).click();
  await expect(page.getByText(/^No store near .+ NSW 2114 has this in stock right now\.$/)).toBeVisible();
});

test('the browser’s location, when allowed, finds the nearest stores', async ({ browser }) => {
  const baseURL = process.env.STOREFRONT_URL ?? '';
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(['geolocation'], { origin: new URL(baseURL).origin });
  await context.setGeolocation({ latitude: -27.5598, longitude: 151.9507 });
  const page = await context.newPage();
  const product = await stockedNearWestRyde(page);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Check stock in store' }).click();
  await page.getByRole('button', { name: 'Use my location' }).click();
  // The nearest locality to the point, and the stores from there: Toowoomba's is a few kilometres away.
  await expect(page.getByRole('heading', { name: /^Stores near .+ QLD 43\d\d$/ })).toBeVisible();
  await context.close();
});

test('the store route refuses a malformed query with 400 and never answers 500; without a sku it finds stores', async ({
  request,
}) => {
  const cases: [string, number][] = [
    ['', 400],
    ['sku=B1', 400],
    ['q=2114', 200],
    ['sku=..%2F..&q=2114', 400],
    ['sku=B1&q=%3Cscript%3E', 400],
    ['sku=B1&q=2114&lat=1&lng=1', 400],
    ['sku=B1&lat=-95&lng=10', 400],
    ['sku=NO-SUCH-SKU&q=2114', 404],
    ['sku=B1&q=0001', 404],
  ];
  for (const [query, status] of cases) {
    const response = await request.get(`/api/stores/stock?${query}`);
    expect(response.status(), query).toBe(status);
    if (status !== 200) expect(typeof (await response.json()).error).toBe('string');
  }
});
