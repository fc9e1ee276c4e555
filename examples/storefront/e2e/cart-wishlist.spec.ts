import type { APIRequestContext, Page } from '@playwright/test';
import { signUpFresh } from './accountSession';
import { expect, test } from './fixtures';
import { basketRecords, type SearchRecord } from './searchRecords';

const origin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin });

async function inStock(request: APIRequestContext): Promise<SearchRecord> {
  const records = await basketRecords(request, 100, 'sort.price=asc');
  const found = records.find((record) => record.availability === 'available' && Number(record.stock) >= 5);
  if (!found) throw new Error('the seed has no cheap product in stock');
  return found;
}

async function add(request: APIRequestContext, record: SearchRecord) {
  const response = await request.post('/api/cart', {
    headers: origin(),
    data: { productId: record.id, sku: record.sku, quantity: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { lines: { id: string; sku: string; productId: string }[] };
}

async function newWishlist(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/account/wishlists', { headers: origin(), data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).wishlist.id;
}

type Lists = { wishlists: { id: string; name: string; lineItems: { productId: string; quantity: number }[] }[] };
const wishlists = async (page: Page) =>
  ((await (await page.request.get('/api/account/wishlists')).json()) as Lists).wishlists;

const rowOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a visitor is offered no move to a wishlist', async ({ page }) => {
  const product = await inStock(page.request);
  await add(page.request, product);
  expect(await (await page.request.get('/cart')).text()).not.toContain('Move to wishlist');
  await page.goto('/cart');
  await expect(rowOf(page, product.name).getByRole('button', { name: `Remove ${product.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move to wishlist/ })).toHaveCount(0);
});

test("a shopper's basket arrives with its move to a wishlist, so nothing shifts when the session loads", async ({
  page,
}) => {
  await signUpFresh(page);
  const product = await inStock(page.request);
  await add(page.request, product);
  // The server's markup, before any script: the button is there, not added once the browser has read the session.
  const html = await (await page.request.get('/cart')).text();
  expect(html).toContain(`aria-label="Move to wishlist: ${product.name.replaceAll('&', '&amp;')}"`);
  await page.goto('/cart');
  await expect(rowOf(page, product.name).getByRole('button', { name: /^Move to wishlist/ })).toBeVisible();
  // What the browser scores as layout shift (CLS leaves input-driven shifts out), once the session has arrived.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shifted).toBeLessThanOrEqual(0.01);
});

test('a shopper moves a line to a chosen wishlist: on the list first, then out of the basket', async ({ page }) => {
  await signUpFresh(page);
  const product = await inStock(page.request);
  const listId = await newWishlist(page.request, 'Saved for later');
  await add(page.request, product);
  await page.goto('/cart');
  const move = rowOf(page, product.name).getByRole('button', { name: /^Move to wishlist/ });
  // WCAG 2.5.3: the accessible name starts with the words on the button, so a voice command of them finds it.
  await expect(move).toHaveText('Move to wishlist');
  await expect(move).toHaveAccessibleName(`Move to wishlist: ${product.name}`);
  await move.click();
  await page.getByRole('button', { name: /^Saved for later 0 items/ }).click();
  await expect(page.getByText('Item moved to wishlist successfully')).toBeVisible();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
  const list = (await wishlists(page)).find((entry) => entry.id === listId);
  expect(list?.lineItems.map((line) => [line.productId, line.quantity])).toEqual([[product.id, 1]]);
});

test('a shopper moves a line into a wishlist created from the basket', async ({ page }) => {
  await signUpFresh(page);
  const product = await inStock(page.request);
  await add(page.request, product);
  await page.goto('/cart');
  await page.getByRole('button', { name: `Move to wishlist: ${product.name}` }).click();
  await page.getByRole('button', { name: 'Create new wishlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new wishlist' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Christmas');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Item moved to created wishlist successfully')).toBeVisible();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  const [list] = await wishlists(page);
  expect([list?.name, list?.lineItems.map((line) => line.productId)]).toEqual(['Christmas', [product.id]]);
});

test('a failed wishlist leaves the line in the basket with the wishlist failure message', async ({ page }) => {
  await signUpFresh(page);
  const product = await inStock(page.request);
  await newWishlist(page.request, 'Gifts');
  await add(page.request, product);
  await page.goto('/cart');
  await page.route('**/api/account/wishlists/*/toggle', (route) =>
    route.fulfill({ status: 502, json: { error: 'The wishlist is unavailable, please try again later' } }),
  );
  await page.getByRole('button', { name: `Move to wishlist: ${product.name}` }).click();
  await page.getByRole('button', { name: /^Gifts 0 items/ }).click();
  await expect(page.getByText('Something went wrong please try again 1')).toBeVisible();
  await expect(rowOf(page, product.name)).toBeVisible();
  await page.reload();
  await expect(rowOf(page, product.name)).toBeVisible();
});

test('two moves of one line at once move it once; a stale line or another’s list is refused', async ({ page }) => {
  await signUpFresh(page);
  const product = await inStock(page.request);
  const listId = await newWishlist(page.request, 'Twice');
  const { lines } = await add(page.request, product);
  const line = lines.find((entry) => entry.sku === product.sku);
  if (!line) throw new Error('the added line is missing');
  const move = () =>
    page.request.post(`/api/account/wishlists/${listId}/toggle`, {
      headers: origin(),
      data: { productId: product.id, fromBasketLineId: line.id },
    });
  const answers = await Promise.all([move(), move()]);
  for (const answer of answers) expect([200, 404]).toContain(answer.status());
  expect(answers.some((answer) => answer.status() === 200)).toBe(true);
  const list = (await wishlists(page)).find((entry) => entry.id === listId);
  expect(list?.lineItems.map((entry) => [entry.productId, entry.quantity])).toEqual([[product.id, 1]]);
  expect((await (await page.request.get('/api/cart/view')).json()).lines).toEqual([]);

  const again = await move();
  expect(again.status()).toBe(404);
  expect((await again.json()).error).toBe('That item is no longer in your basket');
  const malformed = await page.request.post(`/api/account/wishlists/${listId}/toggle`, {
    headers: origin(),
    data: { productId: product.id, fromBasketLineId: '../x' },
  });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).error).toBe('That id is not one of this basket');
});
