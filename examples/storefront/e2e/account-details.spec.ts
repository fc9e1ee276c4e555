import type { Locator, Page } from '@playwright/test';
import { DEMO, signInAs, signUpFresh } from './accountSession';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

const ROUTE = '/api/account/customer';
const sameOrigin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin });

const panel = (page: Page) => page.getByRole('region', { name: 'Account Details' });
const row = (page: Page, key: string) => panel(page).locator(`[data-row="${key}"]`);
const editor = (page: Page, label: string) => page.getByRole('form', { name: `Edit ${label}` });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The end of the month ten years before today, as the birthday input's `max` writes it. */
function latestBirthdayIso(now = new Date()) {
  const latest = new Date(now.getFullYear() - 10, now.getMonth() + 1, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${latest.getFullYear()}-${pad(latest.getMonth() + 1)}-${pad(latest.getDate())}`;
}

async function openAccount(page: Page) {
  await page.goto('/account');
  await expect(panel(page).getByRole('heading', { level: 2, name: 'Account Details' })).toBeVisible();
}

async function save(form: Locator) {
  await form.getByRole('button', { name: 'Save' }).click();
}

const patch = (page: Page, data: unknown, headers = sameOrigin()) => page.request.patch(ROUTE, { data, headers });

test.describe('the account details panel', () => {
  test('a consumer sees every row but ABN, with Edit on each, and one editor at a time', async ({ page }) => {
    await signInAs(page, DEMO.consumer);
    await openAccount(page);
    const labels = panel(page).getByRole('term');
    await expect(labels).toHaveText(['Name', 'Phone', 'Email', 'Delivery Address', 'Birthday', 'Gender']);
    await expect(row(page, 'name')).toContainText('Mrs Grace Whitfield');
    await expect(row(page, 'phone')).toContainText('0412345678');
    await expect(row(page, 'email')).toContainText(DEMO.consumer.email);
    await expect(row(page, 'deliveryAddress')).toContainText('12 Wattle Street, Parramatta, NSW, 2150, Australia');
    await expect(row(page, 'birthday')).toContainText('12/06/1984');
    await expect(row(page, 'gender')).toContainText('Female');
    for (const label of ['Name', 'Phone', 'Email', 'Birthday', 'Gender']) {
      const edit = panel(page).getByRole('link', { name: `Edit ${label}`, exact: true });
      await expect(edit).toHaveText('Edit');
    }

    await panel(page).getByRole('link', { name: 'Edit Phone' }).click();
    await expect(editor(page, 'Phone').getByLabel('Phone')).toHaveValue('0412345678');
    await expect(editor(page, 'Phone').getByLabel('Phone')).toBeFocused();
    await panel(page).getByRole('link', { name: 'Edit Gender' }).click();
    await expect(editor(page, 'Phone')).toHaveCount(0);
    await expect(editor(page, 'Gender').getByLabel('Gender')).toHaveValue('Female');
    await expect(row(page, 'phone')).toContainText('0412345678');
    await expectNoSeriousViolations(page);
    await editor(page, 'Gender').getByRole('button', { name: 'Cancel' }).click();
    await expect(editor(page, 'Gender')).toHaveCount(0);
    await expect(panel(page).getByRole('link', { name: 'Edit Gender' })).toBeFocused();
    await expect(panel(page).getByRole('form')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('the Name editor: Title, First name and Surname with the spec’s messages, cancel, then save', async ({
    page,
  }) => {
    await signUpFresh(page, 'Ruth', 'Tester');
    await openAccount(page);
    await expect(row(page, 'name')).toContainText('Ruth Tester');
    await panel(page).getByRole('link', { name: 'Edit Name' }).click();
    const form = editor(page, 'Name');
    await form.getByLabel('First name').fill('R');
    await form.getByLabel('Surname').fill(' ');
    await save(form);
    await expect(form.getByText('Required')).toHaveCount(2); // Title (empty) and Surname (spaces only)
    await expect(form.getByText('Too Short!')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'name')).toContainText('Ruth Tester');

    await panel(page).getByRole('link', { name: 'Edit Name' }).click();
    await expect(form.getByLabel('First name')).toHaveValue('Ruth');
    await form.getByLabel('Title').fill('Ms');
    await form.getByLabel('Surname').fill('Tester-Lee');
    await save(form);
    await expect(toast(page, 'Name updated successfully')).toBeVisible();
    await expect(row(page, 'name')).toContainText('Ms Ruth Tester-Lee');
    // The banner is drawn on the server and follows the change.
    await expect(
      page.getByRole('region', { name: 'Hello, Ruth' }).getByText('Ms Ruth Tester-Lee', { exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(row(page, 'name')).toContainText('Ms Ruth Tester-Lee');
  });

  test('the Phone editor: every phone message, then a saved number', async ({ page }) => {
    await signUpFresh(page);
    await openAccount(page);
    await expect(row(page, 'phone')).toContainText('Default Phone not set');
    await panel(page).getByRole('link', { name: 'Edit Phone' }).click();
    const form = editor(page, 'Phone');
    const phone = form.getByLabel('Phone');
    for (const [typed, message] of [
      ['', 'Enter mobile number'],
      ['04 1234 5678', 'Phone number is invalid'],
      ['+6141234567', 'Must contain 12 digits'],
      ['041234567', 'Must contain either 10 or 11 digits'],
    ] as const) {
      await phone.fill(typed);
      await save(form);
      await expect(form.getByText(message, { exact: true })).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
    }
    await phone.fill('+61412345678');
    await save(form);
    await expect(toast(page, 'Phone updated successfully')).toBeVisible();
    await expect(row(page, 'phone')).toContainText('+61412345678');
    await page.reload();
    await expect(row(page, 'phone')).toContainText('+61412345678');
  });

  test('the Email editor: its messages, cancel, then a new address', async ({ page }) => {
    const login = await signUpFresh(page);
    await openAccount(page);
    await expect(row(page, 'email')).toContainText(login.email);
    await panel(page).getByRole('link', { name: 'Edit Email' }).click();
    const form = editor(page, 'Email');
    const email = form.getByLabel('Email');
    await email.fill('');
    await save(form);
    await expect(form.getByText('Please enter email')).toBeVisible();
    await email.fill('ruth@example');
    await save(form);
    await expect(form.getByText('Invalid email')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'email')).toContainText(login.email);

    const changed = login.email.replace('account-', 'changed-');
    await panel(page).getByRole('link', { name: 'Edit Email' }).click();
    await email.fill(changed);
    await save(form);
    await expect(toast(page, 'Email updated successfully')).toBeVisible();
    await expect(row(page, 'email')).toContainText(changed);
    await page.reload();
    await expect(row(page, 'email')).toContainText(changed);
  });

  test('the Birthday editor: a date no later than the end of the month ten years ago, shown DD/MM/YYYY', async ({
    page,
  }) => {
    await signUpFresh(page);
    await openAccount(page);
    await expect(row(page, 'birthday')).toContainText('Default Birthday not set');
    await panel(page).getByRole('link', { name: 'Edit Birthday' }).click();
    const form = editor(page, 'Birthday');
    const date = form.getByLabel('Birthday');
    const latest = latestBirthdayIso();
    await expect(date).toHaveAttribute('type', 'date');
    await expect(date).toHaveAttribute('max', latest);
    await save(form);
    await expect(form.getByText('Please select date of birth')).toBeVisible();
    const [year, month, day] = latest.split('-').map(Number) as [number, number, number];
    const dayAfter = new Date(year, month - 1, day + 1);
    const iso = (value: Date) =>
      `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
    await date.fill(iso(dayAfter));
    await save(form);
    await expect(
      form.getByText(`Please select a date on or before ${latest.split('-').reverse().join('/')}`),
    ).toBeVisible();
    await date.fill('1990-07-04');
    await save(form);
    await expect(toast(page, 'Birthday updated successfully')).toBeVisible();
    await expect(row(page, 'birthday')).toContainText('04/07/1990');
  });

  test('the Gender editor: Male or Female, required', async ({ page }) => {
    await signUpFresh(page);
    await openAccount(page);
    await expect(row(page, 'gender')).toContainText('Default Gender not set');
    await panel(page).getByRole('link', { name: 'Edit Gender' }).click();
    const form = editor(page, 'Gender');
    const select = form.getByLabel('Gender');
    await expect(select.getByRole('option')).toHaveText(['Select gender', 'Male', 'Female']);
    await save(form);
    await expect(form.getByText('Please select gender')).toBeVisible();
    await select.selectOption('Male');
    await save(form);
    await expect(toast(page, 'Gender updated successfully')).toBeVisible();
    await expect(row(page, 'gender')).toContainText('Male');
  });

  test('a save the service cannot make: “{title} not updated successfully”, the value put back, the editor open', async ({
    page,
  }) => {
    await signUpFresh(page);
    await page.route(`**${ROUTE}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 502, json: { error: 'Your details is unavailable, please try again later' } })
        : route.fallback(),
    );
    await openAccount(page);
    await panel(page).getByRole('link', { name: 'Edit Gender' }).click();
    const form = editor(page, 'Gender');
    await form.getByLabel('Gender').selectOption('Female');
    await save(form);
    await expect(toast(page, 'Gender not updated successfully')).toBeVisible();
    await expect(toast(page, 'Gender updated successfully')).toHaveCount(0);
    await expect(form.getByLabel('Gender')).toHaveValue('Female');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'gender')).toContainText('Default Gender not set');
    await page.unroute(`**${ROUTE}`);
    expect(
      ((await (await page.request.get(ROUTE)).json()).custom?.customFieldsRaw ?? []).map(
        (f: { name: string }) => f.name,
      ),
    ).not.toContain('gender');
  });

  test('an email change the loyalty service refuses shows its message and changes nothing', async ({ page }) => {
    await signInAs(page, DEMO.loyaltyFails);
    await openAccount(page);
    await panel(page).getByRole('link', { name: 'Edit Email' }).click();
    const form = editor(page, 'Email');
    await form.getByLabel('Email').fill('lydia.new@example.com');
    await save(form);
    await expect(
      toast(page, 'Something went wrong while updating customer in yotpo.Please contact customer suport'),
    ).toBeVisible();
    await expect(toast(page, 'Email updated successfully')).toHaveCount(0);
    await page.reload();
    await expect(row(page, 'email')).toContainText(DEMO.loyaltyFails.email);
    const stored = await (await page.request.get(ROUTE)).json();
    expect(stored.email).toBe(DEMO.loyaltyFails.email);
  });

  test('keyboard: Tab to Edit, Enter or Space opens, Escape cancels, Enter saves, the focus comes back to Edit', async ({
    page,
  }) => {
    await signUpFresh(page);
    await openAccount(page);
    const edit = panel(page).getByRole('link', { name: 'Edit Phone' });
    await panel(page).getByRole('link', { name: 'Edit Name' }).focus();
    await page.keyboard.press('Tab');
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(editor(page, 'Phone').getByLabel('Phone')).toBeFocused();
    await page.keyboard.type('0412');
    await page.keyboard.press('Escape');
    await expect(editor(page, 'Phone')).toHaveCount(0);
    await expect(edit).toBeFocused();
    await expect(row(page, 'phone')).toContainText('Default Phone not set');
    // The Edit link acts in place, so Space opens it as Enter does (and does not scroll the page).
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await expect(editor(page, 'Phone').getByLabel('Phone')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.keyboard.type('0298765432');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Phone updated successfully')).toBeVisible();
    await expect(row(page, 'phone')).toContainText('0298765432');
    await expect(edit).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('link', { name: 'Edit Email' })).toBeFocused();
  });
});

test.describe('roles', () => {
  test('a business customer sees ABN, and Name, Email and Delivery Address without Edit', async ({ page }) => {
    await signInAs(page, DEMO.business);
    await openAccount(page);
    await expect(panel(page).getByRole('term')).toHaveText([
      'Name',
      'Phone',
      'Email',
      'Delivery Address',
      'ABN',
      'Birthday',
      'Gender',
    ]);
    await expect(row(page, 'abn')).toContainText('51 824 753 556');
    await expect(row(page, 'name')).toContainText('Rev Peter Okafor');
    await expect(row(page, 'deliveryAddress')).toContainText('5 Church Street, Ballarat Central, VIC, 3350, Australia');
    for (const locked of ['name', 'email', 'deliveryAddress', 'abn']) {
      await expect(row(page, locked).getByRole('button')).toHaveCount(0);
    }
    for (const label of ['Phone', 'Birthday', 'Gender']) {
      await expect(panel(page).getByRole('link', { name: `Edit ${label}` })).toBeVisible();
    }
    await expectNoSeriousViolations(page);
  });

  test('the server refuses a business customer’s forged change of Name, Email, Delivery Address or ABN', async ({
    page,
  }) => {
    await signInAs(page, DEMO.business);
    for (const [data, message] of [
      [
        { field: 'name', title: 'Mr', firstName: 'Forged', lastName: 'Name' },
        'Name cannot be changed on a business account. Please contact customer service.',
      ],
      [
        { field: 'email', email: 'forged@example.com' },
        'Email cannot be changed on a business account. Please contact customer service.',
      ],
      [
        { field: 'deliveryAddress', addressId: 'addr-stmarks-office' },
        'Delivery Address cannot be changed on a business account. Please contact customer service.',
      ],
      [{ field: 'abn', abn: '1' }, 'ABN cannot be changed online. Please contact customer service.'],
      // Whatever else is sent: a refused row is refused before its values are read.
      [
        { field: 'name', firstName: 'x' },
        'Name cannot be changed on a business account. Please contact customer service.',
      ],
    ] as const) {
      const response = await patch(page, data);
      expect(response.status(), JSON.stringify(data)).toBe(403);
      expect((await response.json()).error).toBe(message);
    }
    const stored = await (await page.request.get(ROUTE)).json();
    expect([stored.firstName, stored.lastName, stored.email]).toEqual(['Peter', 'Okafor', DEMO.business.email]);
  });

  test('staff edit every row, with no ABN', async ({ page }) => {
    await signInAs(page, DEMO.staff);
    await openAccount(page);
    await expect(row(page, 'abn')).toHaveCount(0);
    await expect(row(page, 'name')).toContainText('Mr Sam Nguyen');
    await expect(row(page, 'phone')).toContainText('+61412000333');
    for (const label of ['Name', 'Phone', 'Email', 'Birthday', 'Gender']) {
      await expect(panel(page).getByRole('link', { name: `Edit ${label}`, exact: true })).toBeVisible();
    }
    await panel(page).getByRole('link', { name: 'Edit Name' }).click();
    await expect(editor(page, 'Name').getByLabel('Surname')).toHaveValue('Nguyen');
    // Staff keep their address book, with the 'Same as' checkbox (looked at, nothing saved).
    await panel(page).getByRole('link', { name: 'Edit Delivery Address' }).click();
    await expect(editor(page, 'Name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add new address' }).click();
    const modal = page.getByRole('dialog', { name: 'Add address' });
    await expect(modal.getByRole('checkbox', { name: 'Same as billing address' })).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  });
});

test.describe('the details route', () => {
  test('bad input is 400 with the field’s message and changes nothing; other origins and visitors are refused', async ({
    page,
  }) => {
    await signUpFresh(page);
    for (const [data, error, field] of [
      [{ field: 'phone', phone: '123' }, 'Must contain either 10 or 11 digits', 'phone'],
      [{ field: 'email', email: 'not-an-email' }, 'Invalid email', 'email'],
      [{ field: 'name', title: 'Ms', firstName: 'R', lastName: 'Tester' }, 'Too Short!', 'firstName'],
      [{ field: 'gender', gender: 'Other' }, 'Please select gender', 'gender'],
      [{ field: 'birthday', dateOfBirth: '2999-01-01' }, undefined, 'dateOfBirth'],
    ] as const) {
      const response = await patch(page, data);
      expect(response.status()).toBe(400);
      const body = await response.json();
      if (error) expect(body.error).toBe(error);
      expect(body.field).toBe(field);
    }
    const stored = await (await page.request.get(ROUTE)).json();
    expect(stored.email).toMatch(/^account-/);
    const fields = (stored.custom?.customFieldsRaw ?? []) as { name: string }[];
    expect(fields.map((field) => field.name).filter((name) => name !== 'printed_catalogs')).toEqual([]);
    expect([stored.firstName, stored.title ?? null, stored.dateOfBirth ?? null]).toEqual(['Ruth', null, null]);

    const taken = await patch(page, { field: 'email', email: DEMO.consumer.email });
    expect([taken.status(), await taken.json()]).toEqual([
      400,
      { error: 'There is already an account with this email', reason: 'email-taken', field: 'email' },
    ]);
    expect((await (await page.request.get(ROUTE)).json()).email).toMatch(/^account-/);

    const forged = await patch(page, { field: 'phone', phone: '0412345678' }, { origin: 'http://evil.example' });
    expect(forged.status()).toBe(403);
    await page.context().clearCookies();
    expect((await patch(page, { field: 'phone', phone: '0412345678' })).status()).toBe(401);
    expect((await page.request.get(ROUTE)).status()).toBe(401);
  });

  test('saves of different rows sent at once all land', async ({ page }) => {
    await signUpFresh(page);
    const answers = await Promise.all([
      patch(page, { field: 'phone', phone: '0412345678' }),
      patch(page, { field: 'gender', gender: 'Female' }),
      patch(page, { field: 'birthday', dateOfBirth: '1985-03-09' }),
      patch(page, { field: 'name', title: 'Dr', firstName: 'Ruth', lastName: 'Tester' }),
    ]);
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200]);
    await openAccount(page);
    await expect(row(page, 'phone')).toContainText('0412345678');
    await expect(row(page, 'gender')).toContainText('Female');
    await expect(row(page, 'birthday')).toContainText('09/03/1985');
    await expect(row(page, 'name')).toContainText('Dr Ruth Tester');
  });

  test('two tabs save the same row: the later save stays and its tab says what it replaced', async ({ page }) => {
    await signUpFresh(page);
    const other = await page.context().newPage();
    await openAccount(page);
    await openAccount(other);
    await panel(page).getByRole('link', { name: 'Edit Phone' }).click();
    await panel(other).getByRole('link', { name: 'Edit Phone' }).click();
    await editor(other, 'Phone').getByLabel('Phone').fill('0400111222');
    await save(editor(other, 'Phone'));
    await expect(toast(other, 'Phone updated successfully')).toBeVisible();

    await editor(page, 'Phone').getByLabel('Phone').fill('0298765432');
    await save(editor(page, 'Phone'));
    await expect(toast(page, 'Phone updated successfully')).toBeVisible();
    await expect(row(page, 'phone')).toContainText('0298765432');
    await expect(row(page, 'phone').getByRole('status')).toHaveText(
      'Phone had been changed in another window to 0400111222; your change replaced it.',
    );
    // The other tab reads the stored value again when it is looked at.
    await other.bringToFront();
    await other.reload();
    await expect(row(other, 'phone')).toContainText('0298765432');
  });
});
