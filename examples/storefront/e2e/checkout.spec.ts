import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { type SearchRecord, searchRecords } from './searchRecords';

const origin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin, connection: 'close' });

/** Products in stock (between `stock` and `most` units), cheapest first. */
async function inStock(request: APIRequestContext, count: number, stock = 5, most = 10_000): Promise<SearchRecord[]> {
  const records = await searchRecords(request, 100, 'sort.price=asc');
  const found = records.filter(
    (record) => record.availability === 'available' && Number(record.stock) >= stock && Number(record.stock) <= most,
  );
  if (found.length < count) throw new Error(`the seed has fewer than ${count} products in stock`);
  return found.slice(0, count);
}

async function add(request: APIRequestContext, record: SearchRecord, quantity = 1) {
  const response = await request.post('/api/cart', {
    headers: origin(),
    data: { productId: record.id, sku: record.sku, quantity },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The guest's email, then a manual address in Toowoomba QLD. */
async function guestContactAndAddress(page: Page, email = `guest-${Date.now()}@example.com`) {
  await page.getByRole('textbox', { name: 'Email *' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText(`Saved: ${email}`)).toBeVisible();
  const address = page.getByRole('region', { name: 'Delivery address' });
  await address.getByRole('textbox', { name: 'First name *' }).fill('Lydia');
  await address.getByRole('textbox', { name: 'Last name *' }).fill('Guest');
  await address.getByRole('textbox', { name: 'Mobile number *' }).fill('0412345678');
  await address.getByRole('button', { name: "Can't find your address? Enter details manually" }).click();
  await address.getByRole('textbox', { name: 'House/Apartment *' }).fill('Unit 2');
  await address.getByRole('textbox', { name: 'Street *' }).fill('12 Ruthven Street');
  await address.getByRole('textbox', { name: 'Suburb *' }).fill('Toowoomba');
  await address.getByRole('textbox', { name: 'Postcode *' }).fill('4350');
  await address.getByRole('combobox', { name: 'State *' }).selectOption('QLD');
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByTestId('checkout-address-saved')).toContainText('Lydia Guest, Unit 2, 12 Ruthven Street');
  return email;
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForLoadState('networkidle');
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

test('an empty basket has nothing to check out and leads back to shopping', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Your basket is empty, so there is nothing to check out yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a kiosk offers no checkout', async ({ page }) => {
  await page.goto('/checkout?kiosk=1');
  await expect(page.getByText('Checkout is not available on this kiosk.')).toBeVisible();
});

test('a guest gives an email and an address; the schema’s messages show and the focus goes to the first', async ({
  page,
}) => {
  const [record] = await inStock(page.request, 1);
  if (!record) throw new Error('unreachable');
  await add(page.request, record);
  await page.goto('/checkout');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/account');

  // Nothing given yet: Place order points at the email first.
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('textbox', { name: 'Email *' })).toBeFocused();
  await expect(page.getByText('Please enter email')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email *' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();

  const address = page.getByRole('region', { name: 'Delivery address' });
  await address.getByRole('textbox', { name: 'First name *' }).fill('L');
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByText('Enter at least 2 characters')).toHaveCount(2);
  await expect(address.getByText('Enter mobile number')).toBeVisible();
  await expect(address.getByRole('textbox', { name: 'First name *' })).toBeFocused();
  await address.getByRole('textbox', { name: 'First name *' }).fill('Lydia');
  await address.getByRole('textbox', { name: 'Last name *' }).fill('Guest');
  await address.getByRole('textbox', { name: 'Mobile number *' }).fill('0412345678');
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByRole('alert')).toHaveText('Choose an address from the list');
  await address.getByRole('button', { name: "Can't find your address? Enter details manually" }).click();
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByText('Enter House/Appartment details')).toBeVisible();
  await expect(address.getByRole('textbox', { name: 'House/Apartment *' })).toBeFocused();
  await expectNoSeriousViolations(page);
});

test('delivery: standard is priced from commerce; Click & Collect lists the 15 stores, nearest the postcode first', async ({
  page,
}) => {
  const [record] = await inStock(page.request, 1);
  if (!record) throw new Error('unreachable');
  await add(page.request, record);
  await page.goto('/checkout');
  await guestContactAndAddress(page);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await delivery.getByRole('radio', { name: /Standard delivery/ }).check();
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary.locator('dl > div').filter({ hasText: 'Delivery' })).not.toContainText('Choose delivery');
  await expect(delivery.getByRole('radio', { name: /Standard delivery \((Free|\$\d+\.\d\d)\)/ })).toBeChecked();

  await delivery.getByRole('radio', { name: /Click & Collect/ }).check();
  const stores = delivery.getByRole('group', { name: 'Choose a store' }).getByRole('radio');
  await expect(stores).toHaveCount(15);
  // The address's postcode (Toowoomba, 4350) orders them: the nearest store is Toowoomba's.
  await expect(stores.first()).toHaveAccessibleName(/Toowoomba/);
  await delivery.getByRole('textbox', { name: 'Find stores near a postcode or suburb' }).fill('2114');
  await delivery.getByRole('button', { name: 'Find stores' }).click();
  await expect(stores.first()).toHaveAccessibleName(/West Ryde/);
  await stores.first().check();
  await delivery.getByRole('button', { name: 'Collect from this store' }).click();
  await expect(summary.locator('dl > div').filter({ hasText: 'Delivery' })).toContainText('Click & Collect (free)');
  await expectNoSeriousViolations(page);
});

for (const width of [375, 1440]) {
  test(`screenshot of checkout at ${width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const [first, second] = await inStock(page.request, 2);
    if (!first || !second) throw new Error('unreachable');
    await add(page.request, first);
    await add(page.request, second, 2);
    await page.goto('/checkout');
    await guestContactAndAddress(page);
    await page
      .getByRole('region', { name: 'Delivery' })
      .getByRole('radio', { name: /Standard delivery/ })
      .check();
    await expect(page.getByRole('complementary', { name: 'Your order' })).not.toContainText('Choose delivery');
    await attachScreenshot(page, testInfo, `checkout-${width}.png`);
  });
}
