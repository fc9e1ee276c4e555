import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { signUpFresh } from './accountSession';
import { expectNoSeriousViolations } from './axe';
import {
  DECLINING,
  guestContactAndAddress,
  saveToowoombaAddress,
  standardDelivery,
  typeNewCard,
  VISA,
} from './checkoutSteps';
import { expect, test } from './fixtures';
import { basketRecords, type SearchRecord } from './searchRecords';

const origin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin, connection: 'close' });

/** Products in stock (between `stock` and `most` units), cheapest first. */
async function inStock(request: APIRequestContext, count: number, stock = 5, most = 10_000): Promise<SearchRecord[]> {
  const records = await basketRecords(request, 100, 'sort.price=asc');
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

/** The confirmations the emulator's mailbox holds for an email: one per order placed. */
async function confirmations(request: APIRequestContext, email: string): Promise<string[]> {
  const mailbox = await (
    await request.get(`${process.env.EMULATOR_URL}/backend/dev/mailbox?${new URLSearchParams({ email })}`)
  ).json();
  return mailbox.messages.map((message: { subject: string }) => message.subject);
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
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute(
    'href',
    '/account?redirect_url=%2Fcheckout',
  );

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
  await address.getByRole('link', { name: "Can't find your address? Enter details manually" }).click();
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
  const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
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
      .getByRole('region', { name: 'Delivery', exact: true })
      .getByRole('radio', { name: /Standard delivery/ })
      .check();
    await expect(page.getByRole('complementary', { name: 'Your order' })).not.toContainText('Choose delivery');
    await attachScreenshot(page, testInfo, `checkout-${width}.png`);
  });
}

test('a guest checks out with standard delivery and a new card; the basket badge hides while the order is placed', async ({
  page,
  request,
}) => {
  const [record] = await inStock(page.request, 1, 20);
  if (!record) throw new Error('unreachable');
  await add(page.request, record);
  await page.goto('/checkout');
  const email = await guestContactAndAddress(page);
  await standardDelivery(page);
  await typeNewCard(page);
  const total = await page.getByTestId('checkout-total').textContent();

  // The order is held back a moment so the processing page can be read.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/checkout/orders', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/processing\?attempt=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Placing your order…' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket', exact: true })).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
  expect(page.url()).not.toContain('4111');
  release();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(record.name).first()).toBeVisible();
  await expect(page.locator('dl').last().locator('div').filter({ hasText: 'Total (AUD)' })).toContainText(total ?? '');
  await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
  await expect.poll(() => confirmations(request, email)).toEqual([`Order confirmation ${number}`]);
  await expectNoSeriousViolations(page);

  // Another shopper (no session of this one) cannot read it.
  const stranger = await request.get(`/checkout/confirmation?order=${encodeURIComponent(number)}`);
  expect(stranger.status()).toBe(404);
});

test('signed in: a saved address, Click & Collect and a gift card paying part, the card the rest', async ({ page }) => {
  const login = await signUpFresh(page, 'Priscilla');
  await saveToowoombaAddress(page);
  // Dearer than the $30 gift card's balance (…0007, kept for tests that pay with one), so the card pays the rest.
  const records = (await basketRecords(page.request, 100, 'sort.price=desc')).filter(
    (record) => record.availability === 'available' && Number(record.stock) > 20,
  );
  const [first, second] = records;
  if (!first || !second) throw new Error('the seed has no dear products in stock');
  await add(page.request, first, 1);
  await add(page.request, second, 1);
  await page.goto('/checkout');
  await expect(page.getByText(`Signed in as ${login.email}`)).toBeVisible();

  const address = page.getByRole('region', { name: 'Delivery address' });
  await expect(address.getByRole('radio', { name: /Unit 4, 7 Margaret Street, Toowoomba/ })).toBeChecked();
  await address.getByRole('textbox', { name: 'Mobile number *' }).fill('0412345678');
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByTestId('checkout-address-saved')).toContainText(
    'Priscilla Tester, Unit 4, 7 Margaret Street',
  );

  const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
  await delivery.getByRole('radio', { name: /Click & Collect/ }).check();
  await delivery
    .getByRole('group', { name: 'Choose a store' })
    .getByRole('radio', { name: /Toowoomba/ })
    .check();
  await expect(page.getByRole('complementary', { name: 'Your order' })).toContainText('Click & Collect (free)');

  const donation = page.getByRole('region', { name: 'Donation' });
  await donation.getByRole('radio', { name: '$5.00' }).check();
  await expect(page.getByRole('complementary', { name: 'Your order' })).toContainText('Donation$5.00');

  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('textbox', { name: 'Gift card number' }).fill('6280 0000 0000 0007');
  await payment.getByRole('textbox', { name: 'PIN' }).fill('7071');
  await payment.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(payment.getByText(/PIN/).and(payment.locator('p')).first()).toBeVisible();
  await payment.getByRole('textbox', { name: 'PIN' }).fill('7070');
  await payment.getByRole('button', { name: 'Apply gift card' }).click();
  const applied = payment.getByRole('list', { name: 'Applied gift cards' });
  await expect(applied).toContainText('Gift card ••••0007: balance $30.00, pays $30.00');
  await expect(payment.getByText('Left to pay by card:')).toBeVisible();
  await typeNewCard(page, { ...VISA, name: 'Priscilla Tester' });
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: /^Place order/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Click & Collect from')).toBeVisible();
  await expect(page.locator('dl > div').filter({ hasText: 'Donation' })).toHaveText('Donation$5.00');
  await expect(page.getByText('Toowoomba').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Gift card ••••0007' })).toContainText('$30.00');
  await expect(page.getByRole('listitem').filter({ hasText: /1142/ })).toBeVisible();
  await expect(page.getByText(login.email)).toBeVisible();
});

test('a declined card comes back to checkout with the card’s message', async ({ page }) => {
  const [record] = await inStock(page.request, 1, 20);
  if (!record) throw new Error('unreachable');
  await add(page.request, record);
  await page.goto('/checkout');
  await guestContactAndAddress(page);
  await standardDelivery(page);
  await typeNewCard(page, DECLINING);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
  await expect(page.getByTestId('card-refusal')).toBeVisible();
  await expect(page.getByTestId('card-refusal')).not.toBeEmpty();
  // Nothing was ordered: the basket is still there.
  await expect(page.getByRole('complementary', { name: 'Your order' })).toContainText(record.name);
});

test('stock sold out at order time sends the shopper back to the basket with the message', async ({
  browser,
  page,
  request,
}) => {
  // A paperback: selling out a Bible would empty the Bible listings other specs filter by stock.
  const record = (await basketRecords(request, 200, 'sort.price=desc&filter.format=Paperback'))
    .filter((candidate) => candidate.availability === 'limited-stock' && Number(candidate.stock) >= 2)
    .at(-5);
  if (!record) throw new Error('the seed has no limited-stock product');
  const stock = Number(record.stock);
  await add(page.request, record, stock);
  await page.goto('/checkout');
  await guestContactAndAddress(page);
  await standardDelivery(page);
  await typeNewCard(page);

  // Another shopper buys every unit first.
  const other = await browser.newContext({ baseURL: process.env.STOREFRONT_URL });
  try {
    const otherPage = await other.newPage();
    await add(otherPage.request, record, stock);
    await otherPage.goto('/checkout');
    await guestContactAndAddress(otherPage);
    await standardDelivery(otherPage);
    await typeNewCard(otherPage);
    await otherPage.getByRole('button', { name: /^Place order/ }).click();
    await expect(otherPage.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await other.close();
  }

  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
  await expect(
    page.getByText('Sorry, some items in your basket have just sold out. Nothing has been charged.'),
  ).toBeVisible();
});

test('an order that cannot be created opens the order-failure modal on the home page', async ({ page }) => {
  const [record] = await inStock(page.request, 1, 20);
  if (!record) throw new Error('unreachable');
  await add(page.request, record);
  await page.goto('/checkout');
  await guestContactAndAddress(page);
  await standardDelivery(page);
  await typeNewCard(page);
  await page.route('**/api/checkout/orders', (route) =>
    route.fulfill({ status: 502, json: { error: 'Checkout is unavailable, please try again later' } }),
  );
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/\?from=checkout&status=orderCreationFailed$/);
  const dialog = page.getByRole('dialog', { name: 'Your order could not be completed.' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('a double click on Place order places one order', async ({ page, request }) => {
  const [record] = await inStock(page.request, 1, 20);
  if (!record) throw new Error('unreachable');
  await add(page.request, record);
  await page.goto('/checkout');
  const email = await guestContactAndAddress(page);
  await standardDelivery(page);
  await typeNewCard(page);
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/api/checkout/orders')) {
      posts.push((sent.postDataJSON() as { attempt: string }).attempt);
    }
  });
  await page.getByRole('button', { name: /^Place order/ }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({ timeout: 15_000 });
  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(posts).toHaveLength(1);
  // The processing page loaded afresh (a reload: the request is no longer in memory) asks about the attempt instead
  // of posting, and lands on the same order.
  await page.goto(`/checkout/processing?attempt=${posts[0]}`);
  await expect(page).toHaveURL(/\/checkout\/confirmation\?order=/);
  await expect(page.getByTestId('order-number')).toHaveText(number, { timeout: 15_000 });
  expect(posts).toHaveLength(1);
  await expect.poll(() => confirmations(request, email)).toEqual([`Order confirmation ${number}`]);
});

/** Presses Tab until `target` has the focus (it must be reachable by keyboard within `most` presses). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, most = 40) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the whole checkout works from the keyboard alone', async ({ page }) => {
  const [record] = await inStock(page.request, 1, 20);
  if (!record) throw new Error('unreachable');
  await add(page.request, record);
  await page.goto('/checkout');
  const email = `keys-${Date.now()}@example.com`;
  await tabTo(page, page.getByRole('textbox', { name: 'Email *' }));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Saved: ${email}`)).toBeVisible();

  const address = page.getByRole('region', { name: 'Delivery address' });
  await tabTo(page, address.getByRole('textbox', { name: 'First name *' }));
  await page.keyboard.type('Kerry');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0412345678');
  await tabTo(page, address.getByRole('link', { name: "Can't find your address? Enter details manually" }));
  await page.keyboard.press('Enter');
  await tabTo(page, address.getByRole('textbox', { name: 'House/Apartment *' }), 5);
  await page.keyboard.type('Unit 9');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3 Brisbane Street');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Toowoomba');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4350');
  await tabTo(page, address.getByRole('combobox', { name: 'State *' }), 3);
  await page.keyboard.type('Q');
  await expect(address.getByRole('combobox', { name: 'State *' })).toHaveValue('QLD');
  await tabTo(page, address.getByRole('button', { name: 'Use this address' }));
  await page.keyboard.press('Enter');
  await expect(address.getByTestId('checkout-address-saved')).toContainText('Kerry Keys, Unit 9, 3 Brisbane Street');

  const standard = page.getByRole('region', { name: 'Delivery', exact: true }).getByRole('radio', { name: /Standard/ });
  await tabTo(page, standard);
  await page.keyboard.press('Space');
  await expect(standard).toBeChecked();
  await expect(page.getByRole('complementary', { name: 'Your order' })).not.toContainText('Choose delivery');

  const payment = page.getByRole('region', { name: 'Payment' });
  await tabTo(page, payment.getByRole('textbox', { name: 'Card number *' }));
  await page.keyboard.type(VISA.number);
  await page.keyboard.press('Tab');
  await page.keyboard.type('0330');
  await expect(payment.getByRole('textbox', { name: 'Expiry (MM/YY) *' })).toHaveValue('03/30');
  await page.keyboard.press('Tab');
  await page.keyboard.type(VISA.cvc);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kerry Keys');
  await tabTo(page, page.getByRole('button', { name: /^Place order/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({
    timeout: 15_000,
  });
});
