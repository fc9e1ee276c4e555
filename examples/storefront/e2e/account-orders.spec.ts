import { DEMO, signInAs } from './accountSession';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// The emulator's seeded order history: Grace (consumer) has SO0001001-003, St Mark's (business) SO0002001-004 with a
// Click & Collect order, Sam (staff) SO0003001-005. Tracking numbers are 33KRG{member number}{order}.

test('a consumer reads the order history and an order with its tracking link', async ({ page }) => {
  await signInAs(page, DEMO.consumer);
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  // A header row and three orders, newest first.
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('SO0001001');
  await expect(rows.nth(1)).toContainText('Delivered');
  await expect(rows.nth(1)).toContainText(/\$\d+\.\d{2}/);
  await expect(
    page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Order pages' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'SO0001001' }).click();
  await expect(page).toHaveURL(/\/account\/orders\/SO0001001$/);
  await expect(page.getByRole('heading', { name: 'Order SO0001001' })).toBeVisible();
  await expect(page.getByText('Status: Delivered')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items in order SO0001001' }).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
  await expect(page.locator('address')).toContainText('West Ryde NSW 2114');
  await expect(page.getByRole('heading', { name: 'Payment summary' })).toBeVisible();
  await expect(page.getByText('Includes GST of')).toBeVisible();
  const track = page.getByRole('link', { name: /Track shipment 33KRG100000011/ });
  await expect(track).toHaveAttribute('href', 'https://auspost.com.au/mypost/track/details/33KRG100000011');
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(page.getByText('Shipment 1 with Australia Post')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a business customer sees a Click & Collect order at its store, not yet posted', async ({ page }) => {
  await signInAs(page, DEMO.business);
  await page.goto('/account/orders/SO0002003');
  await expect(page.getByRole('heading', { name: 'Order SO0002003' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Click & Collect' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Koorong West Ryde' })).toHaveAttribute('href', '/stores/west-ryde');
  await expect(page.getByText(/Click & Collect orders are not posted/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Track shipment/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('another customer’s order is a 404, whatever the browser asks for', async ({ page }) => {
  await signInAs(page, DEMO.consumer);
  // The business customer's order, by number and by its internal id.
  for (const other of ['SO0002001', 'nso-10000002-1']) {
    const response = await page.goto(`/account/orders/${other}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(page.getByText('SO0002001')).toHaveCount(0);
  }
  await expectNoSeriousViolations(page);
});

test('an unknown or malformed order number is a clear 404, never a server error', async ({ page }) => {
  await signInAs(page, DEMO.staff);
  for (const path of ['SO9999999', 'x'.repeat(60), '%3Cscript%3E', 'SO0003001%20OR%201%3D1', '..%2F..%2Fetc']) {
    const response = await page.goto(`/account/orders/${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  }
});

test('staff see their five orders on one page; a page past the last says so', async ({ page }) => {
  await signInAs(page, DEMO.staff);
  await page.goto('/account/orders');
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText([
    'SO0003001',
    'SO0003002',
    'SO0003003',
    'SO0003004',
    'SO0003005',
  ]);
  await page.goto('/account/orders?page=2');
  await expect(page.getByText('There are no more orders.')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Order pages' });
  await expect(pages.getByRole('link', { name: 'Newer orders' })).toHaveAttribute('href', '/account/orders');
  await expect(pages.getByRole('link', { name: 'Older orders' })).toHaveCount(0);
  // A page number that is not one reads as the first page.
  await page.goto('/account/orders?page=-3');
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(5);
});

test('a visitor asking for the order history gets the login form', async ({ page }) => {
  await page.goto('/account/orders');
  await expect(page.getByText('If you have an account login below.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
