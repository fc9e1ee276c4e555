import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { basketRecords } from './searchRecords';

// Delivery at checkout as a shopper meets it: a choice made before the address is confirmed, Click & Collect chosen
// by its store, an address far from every store, and each section saved in one request.

const origin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin, connection: 'close' });

let taken = 0;
async function basketWithABook(request: APIRequestContext) {
  const records = (await basketRecords(request, 100, 'sort.price=asc')).filter(
    (record) => record.availability === 'available' && Number(record.stock) > 20,
  );
  const record = records[(taken++ * 5 + process.pid) % records.length];
  if (!record) throw new Error('the seed has no product with plenty of stock');
  const response = await request.post('/api/cart', {
    headers: origin(),
    data: { productId: record.id, sku: record.sku, quantity: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The guest's email, then an address typed by hand, not yet confirmed with 'Use this address'. */
async function typeAddress(
  page: Page,
  place = { building: 'Unit 2', street: '12 Ruthven Street', suburb: 'Toowoomba', postcode: '4350', state: 'QLD' },
) {
  await page.getByRole('textbox', { name: 'Email *' }).fill(`guest-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText(/^Saved: guest-/)).toBeVisible();
  const address = page.getByRole('region', { name: 'Delivery address' });
  await address.getByRole('textbox', { name: 'First name *' }).fill('Lydia');
  await address.getByRole('textbox', { name: 'Last name *' }).fill('Guest');
  await address.getByRole('textbox', { name: 'Mobile number *' }).fill('0412345678');
  await address.getByRole('link', { name: "Can't find your address? Enter details manually" }).click();
  await address.getByRole('textbox', { name: 'House/Apartment *' }).fill(place.building);
  await address.getByRole('textbox', { name: 'Street *' }).fill(place.street);
  await address.getByRole('textbox', { name: 'Suburb *' }).fill(place.suburb);
  await address.getByRole('textbox', { name: 'Postcode *' }).fill(place.postcode);
  await address.getByRole('combobox', { name: 'State *' }).selectOption(place.state);
  return address;
}

const deliveryRow = (page: Page) =>
  page.getByRole('complementary', { name: 'Your order' }).locator('dl > div').filter({ hasText: 'Delivery' });
const DELIVERY_MISSING = 'Please choose standard delivery or a store for Click & Collect';

test('standard delivery chosen before the address is confirmed is saved with the address, and its error goes', async ({
  page,
}) => {
  await basketWithABook(page.request);
  await page.goto('/checkout');
  const address = await typeAddress(page);
  const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
  const standard = delivery.getByRole('radio', { name: /Standard delivery/ });
  await standard.check();
  await expect(delivery.getByRole('alert')).toHaveText('Please enter your delivery address first');
  await expect(standard).toBeChecked();

  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByTestId('checkout-address-saved')).toContainText('Lydia Guest, Unit 2, 12 Ruthven Street');
  await expect(deliveryRow(page)).not.toContainText('Choose delivery');
  await expect(deliveryRow(page)).toContainText(/Standard|Free|\$/);
  await expect(delivery.getByRole('alert')).toHaveCount(0);
  await expect(standard).toBeChecked();

  // Place order finds the delivery chosen (only the card is missing).
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByText(DELIVERY_MISSING)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Card number *' })).toBeFocused();
});

test('choosing a store is choosing Click & Collect there: no button to press', async ({ page }) => {
  await basketWithABook(page.request);
  await page.goto('/checkout');
  const address = await typeAddress(page);
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByTestId('checkout-address-saved')).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
  await delivery.getByRole('radio', { name: /Standard delivery/ }).check();
  await expect(deliveryRow(page)).not.toContainText('Choose delivery');

  // Click & Collect with no store yet is not a delivery: Place order asks for one, whatever was saved before.
  await delivery.getByRole('radio', { name: /Click & Collect/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(delivery.getByRole('alert')).toHaveText(DELIVERY_MISSING);

  const stores = delivery.getByRole('group', { name: 'Choose a store' }).getByRole('radio');
  await expect(stores.first()).toHaveAccessibleName(/Toowoomba/);
  await stores.first().check();
  await expect(deliveryRow(page)).toContainText('Click & Collect (free)');
  await expect(delivery.getByRole('status')).toHaveText(/Collecting from .*Toowoomba/);
  await expect(delivery.getByRole('alert')).toHaveCount(0);
  await expect(delivery.getByRole('button', { name: 'Collect from this store' })).toHaveCount(0);

  // Another store is another choice, saved as it is made; the page says so after a reload too.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/checkout/delivery'));
  await stores.nth(1).check();
  expect((await saved).status()).toBe(200);
  const second = (await stores.nth(1).getAttribute('value')) ?? '';
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Delivery', exact: true }).locator(`input[value="${second}"]`),
  ).toBeChecked();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByText(DELIVERY_MISSING)).toHaveCount(0);
});

test('an address far from every store says how far the nearest store is', async ({ page }) => {
  await basketWithABook(page.request);
  await page.goto('/checkout');
  const address = await typeAddress(page, {
    building: 'Unit 1',
    street: '5 Todd Street',
    suburb: 'Alice Springs',
    postcode: '0870',
    state: 'NT',
  });
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByTestId('checkout-address-saved')).toContainText('5 Todd Street');
  const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
  await delivery.getByRole('radio', { name: /Click & Collect/ }).check();
  await expect(delivery.getByTestId('checkout-far-store')).toHaveText(
    /^Our nearest store is [\d,]+ km from 0870\. Standard delivery may suit you better\.$/,
  );
  // A place near a store says nothing of the kind.
  await delivery.getByRole('textbox', { name: 'Find stores near a postcode or suburb' }).fill('4350');
  await delivery.getByRole('button', { name: 'Find stores' }).click();
  await expect(delivery.getByRole('group', { name: 'Choose a store' }).getByRole('radio').first()).toHaveAccessibleName(
    /Toowoomba/,
  );
  await expect(delivery.getByTestId('checkout-far-store')).toHaveCount(0);
});

test('each checkout section is saved in one request from the browser', async ({ page }) => {
  await basketWithABook(page.request);
  await page.goto('/checkout');
  // The header's basket count reads once as the page loads; the steps come after.
  await page.waitForLoadState('networkidle');
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) sent.push(`${request.method()} ${path}`);
  });
  const address = await typeAddress(page);
  expect(sent).toEqual(['PUT /api/checkout/contact']);
  sent.length = 0;
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByTestId('checkout-address-saved')).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery', exact: true });
  await delivery.getByRole('radio', { name: /Standard delivery/ }).check();
  await expect(deliveryRow(page)).not.toContainText('Choose delivery');
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual(['PUT /api/checkout/address', 'PUT /api/checkout/delivery']);
});
