import type { Locator, Page } from '@playwright/test';
import { signUpFresh } from './accountSession';
import { expect, test } from './fixtures';
import { basketRecords } from './searchRecords';

// Most street addresses have no house or unit part: the lookup answers '12 Wattle Street, Winnellie NT 0821' with no
// building, and that address is accepted as it is (spec: the address parts are required only when manual entry is on).

const TYPED = '12 Wattle Street Winn';
const LINE = /^12 Wattle Street, Winnellie, NT, 0821, Australia$/;

/** Types the street into the lookup of `scope` and picks its one suggestion. */
async function pickWattleStreet(scope: Locator, label: 'Delivery Address *') {
  await scope.getByLabel('Country*').selectOption('AU');
  const search = scope.getByRole('combobox', { name: label });
  await search.fill(TYPED);
  await scope
    .getByRole('listbox', { name: 'Address suggestions' })
    .getByRole('option', { name: /12 Wattle Street/ })
    .click();
  await expect(search).toHaveValue(LINE);
}

async function addAnyProduct(page: Page) {
  const [record] = (await basketRecords(page.request, 40)).filter((entry) => entry.availability === 'available');
  if (!record) throw new Error('the seed has no product in stock');
  const response = await page.request.post('/api/cart', {
    headers: { origin: new URL(process.env.STOREFRONT_URL ?? '').origin, connection: 'close' },
    data: { productId: record.id, sku: record.sku, quantity: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('checkout accepts a looked-up address with no house or unit, and keeps it on a reload', async ({ page }) => {
  await addAnyProduct(page);
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Email *' }).fill(`wattle-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const address = page.getByRole('region', { name: 'Delivery address' });
  await address.getByRole('textbox', { name: 'First name *' }).fill('Lydia');
  await address.getByRole('textbox', { name: 'Last name *' }).fill('Guest');
  await address.getByRole('textbox', { name: 'Mobile number *' }).fill('0412345678');
  await pickWattleStreet(address, 'Delivery Address *');
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByTestId('checkout-address-saved')).toHaveText(
    'Saved: Lydia Guest, 12 Wattle Street, Winnellie, NT, 0821, AU',
  );
  await expect(address.getByText('Enter House/Appartment details')).toHaveCount(0);
  await expect(address.getByRole('textbox', { name: 'House/Apartment *' })).toHaveCount(0);

  // Back on the page, the address is still the looked-up one: 'Update address' keeps it without asking for a unit.
  await page.reload();
  await expect(address.getByTestId('checkout-address-saved')).toContainText('12 Wattle Street, Winnellie');
  await expect(address.getByRole('textbox', { name: 'House/Apartment *' })).toHaveCount(0);
  await address.getByRole('button', { name: 'Update address' }).click();
  await expect(address.getByRole('alert')).toHaveCount(0);
  await expect(address.getByTestId('checkout-address-saved')).toContainText('12 Wattle Street, Winnellie');
});

test('the address book adds a looked-up address with no house or unit, and checkout takes it as saved', async ({
  page,
}) => {
  await signUpFresh(page);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Edit Delivery Address' }).click();
  const editor = page.getByRole('region', { name: 'Saved delivery addresses' });
  await editor.getByRole('button', { name: 'Add new address' }).click();
  const modal = page.getByRole('dialog', { name: 'Add address' });
  await pickWattleStreet(modal, 'Delivery Address *');
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Delivery Address updated successfully')).toBeVisible();
  await expect(editor.getByRole('radio', { name: /^12 Wattle Street, Winnellie, NT, 0821, Australia/ })).toBeChecked();

  // At checkout the saved address is offered, and taken as it is.
  await addAnyProduct(page);
  await page.goto('/checkout');
  const address = page.getByRole('region', { name: 'Delivery address' });
  await expect(address.getByRole('radio', { name: /^12 Wattle Street, Winnellie/ })).toBeChecked();
  await address.getByRole('textbox', { name: 'Mobile number *' }).fill('0412345678');
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByTestId('checkout-address-saved')).toContainText('Tester, 12 Wattle Street, Winnellie');
  await expect(address.getByRole('alert')).toHaveCount(0);
});
