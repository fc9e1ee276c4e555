import type { APIRequestContext, Page } from '@playwright/test';
import { signInAs, signUpFresh } from './accountSession';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { basketRecords, type SearchRecord } from './searchRecords';

const origin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin });

/** Products in stock (at least `stock` units), cheapest first, so a basket of them stays under the codes' thresholds. */
async function inStock(request: APIRequestContext, count: number, stock = 5, most = 10_000): Promise<SearchRecord[]> {
  const records = await basketRecords(request, 100, 'sort.price=asc');
  const found = records.filter(
    (record) => record.availability === 'available' && Number(record.stock) >= stock && Number(record.stock) <= most,
  );
  if (found.length < count) throw new Error(`the seed has fewer than ${count} cheap products in stock`);
  return found.slice(0, count);
}

async function add(request: APIRequestContext, record: SearchRecord, quantity = 1) {
  const response = await request.post('/api/cart', {
    headers: origin(),
    data: { productId: record.id, sku: record.sku, quantity },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);

async function basketView(page: Page) {
  return (await page.request.get('/api/cart/view')).json();
}

test('an empty basket says so and leads back to shopping', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('quantity changes within the stock, remove, and the totals are commerce’s', async ({ page }) => {
  // Stock within the routes' 99, so the stepper's bound is the stock.
  const [first, second] = await inStock(page.request, 2, 5, 99);
  if (!first || !second) throw new Error('unreachable');
  await add(page.request, first);
  await add(page.request, second);
  await page.goto('/cart');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: first.name, exact: true }) });
  await expect(row.getByRole('status', { name: `Quantity of ${first.name}` })).toHaveText('1');
  await row.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await expect(row.getByRole('status', { name: `Quantity of ${first.name}` })).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Basket, 3 items' })).toBeVisible();

  // Every money line is the one commerce answered.
  const view = await basketView(page);
  const line = view.lines.find((entry: { sku: string }) => entry.sku === first.sku);
  await expect(row.getByTestId('line-price')).toHaveText(money(line.totalCents));
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(`Subtotal${money(view.totals.subtotalCents)}`);
  await expect(summary).toContainText(`Total (AUD)${money(view.totals.totalCents)}`);
  await expect(summary).toContainText(`GST included${money(view.totals.gstCents)}`);
  expect(view.totals.totalCents).toBe(view.totals.subtotalCents);
  if (view.totals.freeDeliveryRemainingCents > 0) {
    await expect(summary).toContainText(
      `Free delivery over $99: spend ${money(view.totals.freeDeliveryRemainingCents)} more for free delivery.`,
    );
  }

  // The stepper stops at the stock: the last unit's Increase is inert.
  const stock = Number(first.stock);
  const patch = await page.request.patch(`/api/cart/lines/${line.id}`, {
    headers: origin(),
    data: { quantity: stock },
  });
  expect(patch.status()).toBe(200);
  await page.reload();
  const increase = row.getByRole('button', { name: `Increase quantity of ${first.name}` });
  await expect(increase).toHaveAttribute('aria-disabled', 'true');
  const tooMany = await page.request.patch(`/api/cart/lines/${line.id}`, {
    headers: origin(),
    data: { quantity: stock + 1 },
  });
  expect([tooMany.status(), await tooMany.json()]).toEqual([
    409,
    { error: 'Sorry, there is not enough stock for that quantity.' },
  ]);

  await row.getByRole('button', { name: `Remove ${first.name}` }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: `Remove ${second.name}` }).click();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
});

test('every discount code state shows its message, and an applied code can be removed', async ({ page }) => {
  const [product] = await inStock(page.request, 1);
  if (!product) throw new Error('unreachable');
  await add(page.request, product);
  await page.goto('/cart');
  const field = page.getByLabel('Enter a discount code');
  const apply = async (code: string, message: string) => {
    await field.fill(code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.locator('form').getByRole('status')).toHaveText(message);
  };
  const codes = page.getByRole('list', { name: 'Applied discount codes' });
  const summary = page.getByRole('complementary', { name: 'Order summary' });

  await apply('welcome10', 'Discount code WELCOME10 applied');
  await expect(codes.getByRole('listitem')).toHaveText(['WELCOME10Remove']);
  const discounted = await basketView(page);
  expect(discounted.totals.discountCents).toBeGreaterThan(0);
  await expect(summary).toContainText(`Discounts−${money(discounted.totals.discountCents)}`);
  await expect(summary).toContainText(`Total (AUD)${money(discounted.totals.totalCents)}`);
  await page.getByRole('button', { name: 'Remove discount code WELCOME10' }).click();
  await expect(codes).toHaveCount(0);
  await expect(summary).not.toContainText('Discounts');

  await apply('PAUSED5', 'Discount is not active');
  await apply('SPEND150', 'Cart condition not met');
  await apply('FIRST50', 'Maximum application limit reached');
  await apply('EASTER2023', 'Discount not valid');
  await apply('NO-SUCH-CODE', 'Discount not valid');
  await expect(codes).toHaveCount(0);
  await apply('EXCLUSIVE20', 'Discount code EXCLUSIVE20 applied');
  await apply('WELCOME10', 'Discount application stopped by an existing discount');
  await expect(codes.getByRole('listitem')).toHaveText(['EXCLUSIVE20Remove']);
  await expectNoSeriousViolations(page);
});

test('the basket routes refuse bad input with a message and change nothing', async ({ page, request, baseURL }) => {
  const [product] = await inStock(page.request, 1);
  if (!product) throw new Error('unreachable');
  const basket = await add(page.request, product);
  const lineId = basket.lines[0].id;
  const quantityError = { error: 'The quantity must be a whole number from 0 to 99' };
  for (const quantity of [-1, 100, 1.5, 'two', null]) {
    const bad = await page.request.patch(`/api/cart/lines/${lineId}`, { headers: origin(), data: { quantity } });
    expect([bad.status(), await bad.json()], JSON.stringify(quantity)).toEqual([400, quantityError]);
  }
  const badId = await page.request.patch(`/api/cart/lines/${'x'.repeat(80)}`, {
    headers: origin(),
    data: { quantity: 1 },
  });
  expect([badId.status(), await badId.json()]).toEqual([400, { error: 'That id is not one of this basket' }]);
  const unknown = await page.request.delete('/api/cart/lines/no-such-line', { headers: origin() });
  expect([unknown.status(), await unknown.json()]).toEqual([404, { error: 'That item is no longer in your basket' }]);
  const empty = await page.request.post('/api/cart/discounts', { headers: origin(), data: { code: '  ' } });
  expect([empty.status(), await empty.json()]).toEqual([400, { error: 'Please enter a discount code' }]);
  const notJson = await page.request.post('/api/cart/discounts', { headers: origin(), data: 'code=WELCOME10' });
  expect(notJson.status()).toBe(400);
  const forged = await page.request.patch(`/api/cart/lines/${lineId}`, {
    headers: { origin: 'https://evil.example' },
    data: { quantity: 0 },
  });
  expect(forged.status()).toBe(403);
  // Nothing changed.
  expect((await basketView(page)).quantities).toEqual({ [product.sku]: 1 });
  // Without a basket the routes answer an empty one or a missing line, never a 500.
  const stranger = await request.delete(`${baseURL}/api/cart/discounts/dc-welcome10`, { headers: origin() });
  expect([stranger.status(), (await stranger.json()).count]).toEqual([200, 0]);
});

test('parallel quantity changes and adds all land', async ({ page }) => {
  const products = await inStock(page.request, 5, 10);
  const [a, b, c, d, e] = products;
  if (!a || !b || !c || !d || !e) throw new Error('unreachable');
  for (const record of [a, b, c, d]) await add(page.request, record);
  const { lines } = await basketView(page);
  const lineOf = (record: SearchRecord) => lines.find((line: { sku: string }) => line.sku === record.sku).id;
  const answers = await Promise.all([
    page.request.patch(`/api/cart/lines/${lineOf(a)}`, { headers: origin(), data: { quantity: 3 } }),
    page.request.patch(`/api/cart/lines/${lineOf(b)}`, { headers: origin(), data: { quantity: 2 } }),
    page.request.delete(`/api/cart/lines/${lineOf(c)}`, { headers: origin() }),
    page.request.post('/api/cart', { headers: origin(), data: { productId: e.id, sku: e.sku, quantity: 2 } }),
    page.request.post('/api/cart', { headers: origin(), data: { productId: d.id, sku: d.sku, quantity: 1 } }),
  ]);
  expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200, 200]);
  const after = await basketView(page);
  expect(after.quantities).toEqual({ [a.sku]: 3, [b.sku]: 2, [d.sku]: 2, [e.sku]: 2 });
  expect(after.count).toBe(9);
});

test("a visitor's basket is kept at sign-in and is the same in another browser", async ({ page, browser }) => {
  const [product] = await inStock(page.request, 1);
  if (!product) throw new Error('unreachable');
  // A new customer, joined in another browser (which stays signed in).
  const other = await browser.newContext({ baseURL: process.env.STOREFRONT_URL });
  const otherPage = await other.newPage();
  const login = await signUpFresh(otherPage);
  // This browser shops as a visitor, then signs in.
  await add(page.request, product);
  await signInAs(page, login);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  // The other browser, signed in as the same customer, sees the same basket.
  await otherPage.goto('/cart');
  await expect(otherPage.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  await other.close();
});

test('kiosk mode shows the basket without checkout', async ({ page }) => {
  const [product] = await inStock(page.request, 1);
  if (!product) throw new Error('unreachable');
  await add(page.request, product);
  await page.goto('/cart?kiosk=1');
  await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Checkout/ })).toHaveCount(0);
  await page.goto('/cart?kiosk=0');
  await expect(page.getByRole('link', { name: /^Checkout/ })).toBeVisible();
});
