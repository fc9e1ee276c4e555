import { formatMoney } from '@bookshop/sdk/rules';
import { DEMO, signInAs, signUpFresh } from './accountSession';
import { expectNoSeriousViolations } from './axe';
import { placeOnlineOrder } from './commerceOrders';
import { expect, test } from './fixtures';

// Orders placed online are commerce's; the order history merges them with the back end's (docs/decisions.md, "One
// order history from two systems"). Each test orders as a customer of its own.

test('an order placed online shows in the history and on its own page', async ({ page }) => {
  const login = await signUpFresh(page, 'Lydia', 'Thyatira');
  const older = await placeOnlineOrder(login);
  const newer = await placeOnlineOrder(login, { products: 2 });

  await page.goto('/account/orders');
  const rows = page.getByRole('table').getByRole('row');
  // A header row and the two orders, newest first, each once.
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([newer.orderNumber, older.orderNumber]);
  await expect(rows.nth(1)).toContainText('Processing');
  await expect(rows.nth(1)).toContainText(formatMoney(newer.totalCents));
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: newer.orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${newer.orderNumber}$`));
  await expect(page.getByRole('heading', { name: `Order ${newer.orderNumber}` })).toBeVisible();
  await expect(page.getByText('Status: Processing')).toBeVisible();
  const items = page.getByRole('table', { name: `Items in order ${newer.orderNumber}` });
  for (const name of newer.names) await expect(items.getByRole('rowheader', { name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
  await expect(page.locator('address')).toContainText('12 Wattle Street');
  await expect(page.locator('address')).toContainText('Parramatta NSW 2150');
  const summary = page.getByRole('region', { name: 'Payment summary' });
  await expect(summary).toContainText('Includes GST of');
  await expect(summary).toContainText(formatMoney(newer.totalCents));
  await expect(page.getByText(/Not shipped yet/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a Click & Collect order placed online names its store', async ({ page }) => {
  const login = await signUpFresh(page, 'Priscilla', 'Aquila');
  const order = await placeOnlineOrder(login, { collect: true });
  await page.goto(`/account/orders/${order.orderNumber}`);
  await expect(page.getByRole('heading', { name: 'Click & Collect' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Koorong West Ryde' })).toHaveAttribute('href', '/stores/west-ryde');
  await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText('Free');
  await expect(page.getByText(/Click & Collect orders are not posted/)).toBeVisible();
});

test('another customer’s online order is a 404', async ({ page, browser }) => {
  const owner = await signUpFresh(page, 'Phoebe', 'Cenchreae');
  const order = await placeOnlineOrder(owner);
  const other = await browser.newContext({ baseURL: process.env.STOREFRONT_URL });
  const stranger = await other.newPage();
  try {
    await signInAs(stranger, DEMO.consumer);
    const response = await stranger.goto(`/account/orders/${order.orderNumber}`);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await stranger.goto('/account/orders');
    await expect(stranger.getByRole('link', { name: order.orderNumber })).toHaveCount(0);
  } finally {
    await other.close();
  }
  // The owner still reads it.
  expect((await page.goto(`/account/orders/${order.orderNumber}`))?.status()).toBe(200);
});
