import type { Locator, Page } from '@playwright/test';
import { DEMO, signInAs, signUpFresh } from './accountSession';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

const sameOrigin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin });

interface ManualAddress {
  building: string;
  street: string;
  suburb: string;
  postcode: string;
  country?: 'AU' | 'NZ';
  /** The State select's option label (AU) or the City text (NZ). */
  stateOrCity: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the route's JSON, read field by field
type Json = any;

/** The customer as the address book's route answers it. */
async function customerOf(page: Page): Promise<Json> {
  // A fresh socket: see accountSession.ts.
  const response = await page.request.get('/api/account/addresses', { headers: { connection: 'close' } });
  expect(response.status()).toBe(200);
  return (await response.json()).customer;
}

/** Opens /account and the Delivery Address editor. */
async function openEditor(page: Page): Promise<Locator> {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Edit Delivery Address' }).click();
  const editor = page.getByRole('region', { name: 'Saved delivery addresses' });
  await expect(editor).toBeVisible();
  await expect(editor.getByText('Loading addresses…')).toHaveCount(0);
  return editor;
}

/** Opens the Add address modal from the editor. */
async function openAddModal(page: Page, editor: Locator): Promise<Locator> {
  await editor.getByRole('button', { name: 'Add new address' }).click();
  const modal = page.getByRole('dialog', { name: 'Add address' });
  await expect(modal).toBeVisible();
  return modal;
}

async function fillManual(modal: Locator, address: ManualAddress) {
  await modal.getByLabel('House/Apartment *').fill(address.building);
  await modal.getByLabel('Street *').fill(address.street);
  await modal.getByLabel('Suburb *').fill(address.suburb);
  await modal.getByLabel('Postcode *').fill(address.postcode);
  await modal.getByLabel('Country *').selectOption(address.country ?? 'AU');
  if ((address.country ?? 'AU') === 'AU')
    await modal.getByLabel('State *').selectOption({ label: address.stateOrCity });
  else await modal.getByLabel('City *').fill(address.stateOrCity);
}

/** Adds an address through the manual form and waits for the modal to close. */
async function addManual(page: Page, editor: Locator, address: ManualAddress, options: { sameAs?: boolean } = {}) {
  const modal = await openAddModal(page, editor);
  await modal.getByRole('link', { name: "Can't find your address? Enter details manually" }).click();
  await fillManual(modal, address);
  if (options.sameAs) await modal.getByRole('checkbox', { name: 'Same as billing address' }).check();
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(modal).toBeHidden();
}

const BRISBANE: ManualAddress = {
  building: 'Unit 5',
  street: '7 Example Street',
  suburb: 'Brisbane City',
  postcode: '4000',
  stateOrCity: 'Queensland',
};
const BRISBANE_LINE = 'Unit 5, 7 Example Street, Brisbane City, QLD, 4000, Australia';
const PERTH: ManualAddress = {
  building: 'House 2',
  street: '40 Hay Street',
  suburb: 'Perth',
  postcode: '6000',
  stateOrCity: 'Western Australia',
};
const PERTH_LINE = 'House 2, 40 Hay Street, Perth, WA, 6000, Australia';

/** Picks the first address the lookup offers for a suburb: its first street, then the street's first address. */
async function pickLookupAddress(modal: Locator, suburb: string) {
  await modal.getByLabel('Country*').selectOption('AU');
  const search = modal.getByRole('combobox', { name: 'Delivery Address *' });
  await search.fill(suburb);
  const suggestions = modal.getByRole('listbox', { name: 'Address suggestions' });
  await suggestions
    .getByRole('option', { name: new RegExp(`${suburb}.*Addresses`) })
    .first()
    .click();
  await suggestions.getByRole('option').filter({ hasNotText: 'Addresses' }).first().click();
  await expect(search).toHaveValue(new RegExp(`${suburb}, QLD, \\d{4}, Australia$`));
}

test.describe('the address book', () => {
  test('adds the first address through the lookup: it becomes the default, with a billing copy', async ({ page }) => {
    await signUpFresh(page);
    const editor = await openEditor(page);
    await expect(editor.getByText('No saved address on record')).toBeVisible();
    // Nothing to make the default yet.
    await expect(editor.getByRole('button', { name: 'Set as Default' })).toHaveCount(0);
    const modal = await openAddModal(page, editor);
    const search = modal.getByRole('combobox', { name: 'Delivery Address *' });
    await expect(modal.getByLabel('Country*')).toHaveValue('');
    await expect(modal.getByRole('option', { name: 'Please select country' })).toBeAttached();
    await expect(search).toBeDisabled();
    const add = modal.getByRole('button', { name: 'Add', exact: true });
    await pickLookupAddress(modal, 'Toowoomba');
    const line = await search.inputValue();
    await expect(add).toBeEnabled();
    // Clearing the field makes the address invalid again.
    await modal.getByRole('button', { name: 'Clear address' }).click();
    await expect(search).toHaveValue('');
    await expect(add).toBeDisabled();
    await pickLookupAddress(modal, 'Toowoomba');
    // The pick filled the address's parts: the manual form opens on them, and the lookup keeps the pick.
    await modal.getByRole('link', { name: "Can't find your address? Enter details manually" }).click();
    await expect(modal.getByLabel('Street *')).toHaveValue(/\S+ \S+/);
    await expect(modal.getByLabel('Suburb *')).toHaveValue(/Toowoomba/);
    await expect(modal.getByLabel('Postcode *')).toHaveValue(/^\d{4}$/);
    await expect(modal.getByLabel('Country *')).toHaveValue('AU');
    await expect(modal.getByLabel('State *')).toHaveValue('QLD');
    await modal.getByRole('button', { name: 'Search for the address instead' }).click();
    await expect(search).toHaveValue(line);
    await add.click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Delivery Address updated successfully')).toBeVisible();
    await expect(editor.getByRole('radio', { name: `${line} (Default)` })).toBeChecked();
    await expect(editor.getByRole('button', { name: 'Set as Default' })).toBeDisabled();
    await expect(editor.getByText('Default address not set')).toHaveCount(0);
    await expect(page.getByText(line, { exact: true }).first()).toBeVisible();

    const customer = await customerOf(page);
    expect(customer.addresses).toHaveLength(2);
    expect(customer.defaultShippingAddressId).toBe(customer.shippingAddressIds[0]);
    expect(customer.defaultBillingAddressId).toBe(customer.billingAddressIds[0]);
    expect(customer.addresses[0]).toMatchObject({
      state: 'QLD',
      country: 'AU',
      city: expect.stringMatching(/Toowoomba/),
    });
  });

  test('adds a New Zealand address through the lookup; changing the country clears a picked address', async ({
    page,
  }) => {
    await signUpFresh(page);
    const editor = await openEditor(page);
    const modal = await openAddModal(page, editor);
    const add = modal.getByRole('button', { name: 'Add', exact: true });
    const search = modal.getByRole('combobox', { name: 'Delivery Address *' });
    await pickLookupAddress(modal, 'Toowoomba');
    await expect(add).toBeEnabled();
    // The Australian address and its state go with the country.
    await modal.getByLabel('Country*').selectOption('NZ');
    await expect(search).toHaveValue('');
    await expect(add).toBeDisabled();
    // Fewer than three characters ask for nothing, however long the pause (the lookup waits 300 ms for typing).
    const finds: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/address-lookup/find'))
        finds.push(new URL(request.url()).searchParams.get('text') ?? '');
    });
    await search.fill('Qu');
    await page.waitForTimeout(800);
    const suggestions = modal.getByRole('listbox', { name: 'Address suggestions' });
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(finds).toEqual([]);
    await search.fill('Queenstown');
    await suggestions.getByRole('option').first().click();
    await suggestions.getByRole('option').filter({ hasNotText: 'Addresses' }).first().click();
    await expect(search).toHaveValue(/Queenstown.*New Zealand$/);
    await expect(add).toBeEnabled();
    expect(finds[0]).toBe('Queenstown');
    await add.click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Delivery Address updated successfully')).toBeVisible();
    await expect(editor.getByRole('radio', { name: /Queenstown.*New Zealand \(Default\)$/ })).toBeChecked();
    const customer = await customerOf(page);
    expect(customer.addresses[0]).toMatchObject({ country: 'NZ', city: 'Queenstown', postalCode: '9300' });
  });

  test('adds through the manual form for Australia (State select) and New Zealand (City)', async ({ page }) => {
    await signUpFresh(page);
    const editor = await openEditor(page);
    await addManual(page, editor, BRISBANE);
    await expect(editor.getByRole('radio', { name: `${BRISBANE_LINE} (Default)` })).toBeChecked();

    const modal = await openAddModal(page, editor);
    await modal.getByRole('link', { name: "Can't find your address? Enter details manually" }).click();
    await expect(modal.getByLabel('Country *')).toHaveValue('AU');
    await fillManual(modal, { ...BRISBANE, country: 'AU' });
    // Changing the country clears the state, and New Zealand asks for a city instead.
    await modal.getByLabel('Country *').selectOption('NZ');
    await expect(modal.getByLabel('State *')).toHaveCount(0);
    await expect(modal.getByLabel('City *')).toHaveValue('');
    await expect(modal.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await modal.getByLabel('Suburb *').fill('Frankton');
    await modal.getByLabel('Street *').fill('3 Beach Road');
    await modal.getByLabel('Postcode *').fill('9300');
    await modal.getByLabel('City *').fill('  Queenstown ');
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(
      editor.getByRole('radio', { name: 'Unit 5, 3 Beach Road, Frankton, Queenstown, 9300, New Zealand' }),
    ).toBeVisible();
    const customer = await customerOf(page);
    const nz = customer.addresses.find((address: Json) => address.country === 'NZ');
    expect(nz).toMatchObject({ city: 'Queenstown', streetNumber: '3', streetName: 'Beach Road', postalCode: '9300' });
  });

  test('the manual form shows each required message in field order and keeps Add disabled', async ({ page }) => {
    await signUpFresh(page);
    const editor = await openEditor(page);
    const modal = await openAddModal(page, editor);
    await modal.getByRole('link', { name: "Can't find your address? Enter details manually" }).click();
    const add = modal.getByRole('button', { name: 'Add', exact: true });
    await expect(add).toBeDisabled();
    await modal.getByLabel('House/Apartment *').fill('   ');
    await modal.getByLabel('Street *').focus();
    await modal.getByLabel('Suburb *').focus();
    await modal.getByLabel('Postcode *').focus();
    await modal.getByLabel('Country *').focus();
    await modal.getByLabel('Country *').selectOption('');
    await modal.getByLabel('City *').fill(' ');
    await modal.getByLabel('House/Apartment *').focus();
    await expect(modal.locator('[data-field]')).toHaveText([
      'Enter House/Appartment details',
      'Enter street details',
      'Enter suburb',
      'Enter postal code',
      'Select country',
      'Enter state or city',
    ]);
    await expect(add).toBeDisabled();
    await expect(modal.getByLabel('Street *')).toHaveAttribute('aria-invalid', 'true');
  });

  test('edits an address, sets another as the default, then deletes them', async ({ page }) => {
    await signUpFresh(page);
    const editor = await openEditor(page);
    await addManual(page, editor, BRISBANE);
    await addManual(page, editor, PERTH);
    await expect(editor.getByRole('radio', { name: PERTH_LINE, exact: true })).not.toBeChecked();

    // Edit: the modal opens on the saved values.
    await editor.getByRole('button', { name: `Edit address ${PERTH_LINE}` }).click();
    const modal = page.getByRole('dialog', { name: 'Edit address' });
    await expect(modal.getByLabel('Street *')).toHaveValue('40 Hay Street');
    await expect(modal.getByLabel('State *')).toHaveValue('WA');
    await expect(modal.getByRole('checkbox')).toHaveCount(0);
    await modal.getByLabel('Street *').fill('42 Hay Street');
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(modal).toBeHidden();
    const edited = 'House 2, 42 Hay Street, Perth, WA, 6000, Australia';
    await expect(editor.getByRole('radio', { name: edited, exact: true })).toBeVisible();
    // The focus is back on the pencil that opened the modal.
    await expect(editor.getByRole('button', { name: `Edit address ${edited}` })).toBeFocused();

    // Set as Default: pick the other address, then make it the default.
    await expect(editor.getByRole('button', { name: 'Set as Default' })).toBeDisabled();
    await editor.getByText(edited).click();
    await editor.getByRole('button', { name: 'Set as Default' }).click();
    await expect(editor.getByRole('radio', { name: `${edited} (Default)` })).toBeChecked();
    await expect(editor.getByRole('radio', { name: BRISBANE_LINE, exact: true })).toBeVisible();
    await expect(page.getByText(edited, { exact: true }).first()).toBeVisible();
    let customer = await customerOf(page);
    const perth = customer.addresses.find((address: Json) => address.streetNumber === '42');
    expect(customer.defaultShippingAddressId).toBe(perth.id);

    // Delete the default: the other one becomes the default.
    await editor.getByRole('button', { name: `Edit address ${edited}` }).click();
    await page.getByRole('dialog', { name: 'Edit address' }).getByRole('link', { name: 'Delete address' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(editor.getByRole('radio', { name: `${BRISBANE_LINE} (Default)` })).toBeChecked();
    await expect(editor.getByRole('button', { name: 'Add new address' })).toBeFocused();

    // Deleting the last delivery address leaves no default: printed catalogues are turned off.
    await editor.getByRole('button', { name: `Edit address ${BRISBANE_LINE}` }).click();
    await page.getByRole('dialog', { name: 'Edit address' }).getByRole('link', { name: 'Delete address' }).click();
    await expect(editor.getByText('No saved address on record')).toBeVisible();
    await expect(page.getByText('Default Delivery Address not set')).toBeVisible();
    customer = await customerOf(page);
    expect(customer.shippingAddressIds).toEqual([]);
    expect(customer.defaultShippingAddressId ?? null).toBeNull();
    const printed = customer.custom?.customFieldsRaw?.find((field: Json) => field.name === 'printed_catalogs');
    expect(printed?.value).toBe(false);
  });

  test('"Same as billing address" adds a billing copy too', async ({ page }) => {
    await signUpFresh(page);
    const editor = await openEditor(page);
    await addManual(page, editor, BRISBANE);
    let customer = await customerOf(page);
    expect(customer.billingAddressIds).toHaveLength(1);
    await addManual(page, editor, PERTH, { sameAs: true });
    customer = await customerOf(page);
    expect(customer.shippingAddressIds).toHaveLength(2);
    expect(customer.billingAddressIds).toHaveLength(2);
    const billing = customer.addresses.filter((address: Json) => customer.billingAddressIds.includes(address.id));
    expect(billing.map((address: Json) => address.streetName).sort()).toEqual(['Example Street', 'Hay Street']);
    // A delivery address without 'same as' adds no billing copy.
    await addManual(page, editor, { ...PERTH, street: '1 Murray Street' });
    customer = await customerOf(page);
    expect(customer.shippingAddressIds).toHaveLength(3);
    expect(customer.billingAddressIds).toHaveLength(2);
  });

  test('says so when the lookup fails, finds nothing, or offers a type the shop cannot accept', async ({ page }) => {
    await signUpFresh(page);
    const editor = await openEditor(page);
    const modal = await openAddModal(page, editor);
    await modal.getByLabel('Country*').selectOption('AU');
    const search = modal.getByRole('combobox', { name: 'Delivery Address *' });

    await search.fill('Zzyzx Qqq');
    await expect(modal.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');

    await search.fill('PO Box 12 Adelaide');
    await modal
      .getByRole('option', { name: /PO Box 12/ })
      .first()
      .click();
    await expect(modal.getByRole('alert')).toHaveText(
      'We cannot currently accept this type of PO Box address. Please contact customer service',
    );
    await expect(modal.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();

    // The emulator's Loqate runs out of credit for this text.
    await search.fill('loqate out of credit');
    await expect(modal.getByRole('alert')).toHaveText('Failed to initialize Loqate. Please add address manually.');
    await expect(search).toBeDisabled();
    await modal.getByRole('link', { name: "Can't find your address? Enter details manually" }).click();
    await expect(modal.getByLabel('House/Apartment *')).toBeVisible();
  });

  test('a business customer has no editor, and a forged write is refused with 403', async ({ page }) => {
    await signInAs(page, DEMO.business);
    await page.goto('/account');
    await expect(page.getByText('Delivery Address', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Delivery Address' })).toHaveCount(0);
    const before = await customerOf(page);
    const forged = await page.request.post('/api/account/addresses', {
      headers: sameOrigin(),
      data: { type: 'shipping', address: { source: 'manual', ...BRISBANE, country: 'AU', stateOrCity: 'QLD' } },
    });
    expect(forged.status()).toBe(403);
    expect((await forged.json()).error).toBe(
      'Delivery addresses of a business account cannot be changed online. Please contact customer service.',
    );
    const id = before.addresses[0]?.id ?? 'none';
    expect((await page.request.delete(`/api/account/addresses/${id}`, { headers: sameOrigin() })).status()).toBe(403);
    // Whatever the body holds, even nothing an address route accepts, the answer is the role's refusal.
    for (const [method, path, data] of [
      ['POST', '/api/account/addresses', {}],
      ['POST', '/api/account/addresses', { type: 'elsewhere', address: 'anywhere' }],
      ['PUT', `/api/account/addresses/${id}`, { address: { source: 'lookup' } }],
      ['PUT', `/api/account/addresses/${id}/default`, { type: 'elsewhere' }],
      ['PUT', `/api/account/addresses/${id}/default`, { type: 'shipping' }],
    ] as const) {
      const refused = await page.request.fetch(path, { method, headers: sameOrigin(), data });
      expect(refused.status(), `${method} ${path} ${JSON.stringify(data)}`).toBe(403);
      expect((await refused.json()).error).toBe(
        'Delivery addresses of a business account cannot be changed online. Please contact customer service.',
      );
    }
    expect((await customerOf(page)).version).toBe(before.version);
  });

  test('the routes refuse bad input with the field’s message, never a 500', async ({ page }) => {
    await signUpFresh(page);
    const post = (data: unknown) => page.request.post('/api/account/addresses', { headers: sameOrigin(), data });
    const manual = { source: 'manual', ...BRISBANE, country: 'AU', stateOrCity: 'QLD' };
    let response = await post({ type: 'shipping', address: { ...manual, street: '   ' } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Enter street details' });
    response = await post({ type: 'shipping', address: { ...manual, stateOrCity: 'Otago' } });
    expect((await response.json()).error).toBe('Enter state or city');
    response = await post({ type: 'shipping', address: { ...manual, country: 'FR' } });
    expect((await response.json()).error).toBe('Select country');
    response = await post({ type: 'elsewhere', address: manual });
    expect(response.status()).toBe(400);
    const found = await page.request.get('/api/address-lookup/find?text=PO%20Box%2012%20Adelaide&country=AU', {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    const [poBox] = (await found.json()).items;
    response = await post({ type: 'shipping', address: { source: 'lookup', id: poBox.id } });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toBe(
      'We cannot currently accept this type of PO Box address. Please contact customer service',
    );
    response = await post({ type: 'shipping', address: { source: 'lookup', id: 'AU|A|0|0|99999|0' } });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toBe('Choose an address from the list');
    response = await page.request.put('/api/account/addresses/no-such-address', {
      headers: sameOrigin(),
      data: { address: manual },
    });
    expect(response.status()).toBe(404);
    expect((await post({ type: 'shipping', address: manual, sameAsOther: 'yes' })).status()).toBe(400);
    expect((await customerOf(page)).addresses).toHaveLength(0);
    const lookup = await page.request.get('/api/address-lookup/find?text=Toowoomba&country=FR', {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(lookup.status()).toBe(400);
    expect((await lookup.json()).error).toBe('Select country');
    const foreign = await page.request.get('/api/address-lookup/find?text=Toowoomba&country=AU', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(foreign.status()).toBe(403);
  });

  test('adds from two tabs at once store exactly what each asked', async ({ page }) => {
    await signUpFresh(page);
    const manual = (street: string) => ({
      type: 'shipping',
      address: { source: 'manual', ...BRISBANE, street, country: 'AU', stateOrCity: 'QLD' },
    });
    const streets = ['1 First Street', '2 Second Street', '3 Third Street'];
    const answers = await Promise.all(
      streets.map((street) =>
        page.request.post('/api/account/addresses', { headers: sameOrigin(), data: manual(street) }),
      ),
    );
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200]);
    const customer = await customerOf(page);
    const delivery = customer.addresses.filter((address: Json) => customer.shippingAddressIds.includes(address.id));
    expect(delivery.map((address: Json) => `${address.streetNumber} ${address.streetName}`).sort()).toEqual(streets);
    // Only the address that was first when it was saved got a billing copy, and there is one default of each.
    expect(customer.billingAddressIds).toHaveLength(1);
    expect(customer.shippingAddressIds).toContain(customer.defaultShippingAddressId);
  });

  test('is axe clean with the modal open', async ({ page }) => {
    await signUpFresh(page);
    const editor = await openEditor(page);
    await addManual(page, editor, BRISBANE);
    await expectNoSeriousViolations(page);
    const modal = await openAddModal(page, editor);
    await modal.getByLabel('Country*').selectOption('AU');
    await modal.getByRole('combobox', { name: 'Delivery Address *' }).fill('Toowoomba');
    await expect(modal.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await modal.getByRole('link', { name: "Can't find your address? Enter details manually" }).click();
    await modal.getByLabel('House/Apartment *').fill(' ');
    await modal.getByLabel('Street *').focus();
    await expectNoSeriousViolations(page);
  });

  test('works with the keyboard alone: open, look up, add, and the focus comes back', async ({ page }) => {
    await signUpFresh(page);
    await page.goto('/account');
    const edit = page.getByRole('link', { name: 'Edit Delivery Address' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const addNew = page.getByRole('button', { name: 'Add new address' });
    await addNew.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Add address' });
    const country = modal.getByLabel('Country*');
    await expect(country).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(country).toHaveValue('AU');
    await page.keyboard.press('Tab');
    const search = modal.getByRole('combobox', { name: 'Delivery Address *' });
    await expect(search).toBeFocused();
    await page.keyboard.type('Toowoomba');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    // Escape closes the open list, not the modal.
    await page.keyboard.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(modal).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(
      modal
        .getByRole('listbox', { name: 'Address suggestions' })
        .getByRole('option')
        .filter({ hasNotText: 'Addresses' })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(search).toHaveValue(/Toowoomba, QLD, \d{4}, Australia$/);
    await page.keyboard.press('Tab');
    await expect(modal.getByRole('button', { name: 'Clear address' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(modal.getByRole('button', { name: 'Add', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(addNew).toBeFocused();
    await expect(page.getByRole('radio', { name: /Toowoomba, QLD, \d{4}, Australia \(Default\)$/ })).toBeChecked();
    // Close returns the focus to the row's Edit link.
    await page.getByRole('link', { name: 'Close', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(edit).toBeFocused();
    await expect(page.getByRole('region', { name: 'Saved delivery addresses' })).toHaveCount(0);
  });
});
