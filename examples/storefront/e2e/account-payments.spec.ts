import type { Locator, Page } from '@playwright/test';
import { DEMO, signInAs } from './accountSession';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// St Mark's (business) has INV0002001-005 (ids inv-cust-000002-1…5): the first two paid, 003 and 004 overdue, 005
// open. These tests pay small amounts and compare before with after, one at a time, so none depends on another's
// payment. Card deletion uses the loyalty-failure customer, whose cards no other test reads.
test.describe.configure({ mode: 'serial' });

const sameOrigin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin });
const invoiceId = (n: number) => `inv-cust-000002-${n}`;

/** What an invoice has outstanding, in cents, read from the invoices page. */
async function outstanding(page: Page, number: string): Promise<number> {
  await page.goto('/account/invoices');
  const cell = page
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('cell')
    .nth(3);
  return Math.round(Number(((await cell.textContent()) ?? '').replace(/[$,]/g, '')) * 100);
}

/** Chooses exactly one invoice in the open Make Payment dialog, with the amount to pay. */
async function payOnly(dialog: Locator, number: string, amount: string) {
  for (const box of await dialog.getByRole('checkbox').all()) await box.uncheck();
  await dialog.getByRole('checkbox', { name: new RegExp(`Pay ${number}`) }).check();
  await dialog.getByRole('textbox', { name: `Amount for ${number}` }).fill(amount);
}

const pay = (page: Page, data: unknown) =>
  page.request.post('/api/account/invoices/pay', { data: data as never, headers: sameOrigin() });

test('a business customer pays an invoice from Make Payment and gets a receipt', async ({ page }) => {
  await signInAs(page, DEMO.business);
  const before = await outstanding(page, 'INV0002005');
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/account\/invoices$/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(page.getByRole('row', { name: /INV0002001/ })).toContainText('Paid');
  await expect(page.getByRole('row', { name: /INV0002003/ })).toContainText('Overdue');
  await expect(page.getByRole('row', { name: /INV0002005/ })).toContainText('Open');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Make Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await expect(dialog).toBeVisible();
  // Paid invoices are not offered.
  await expect(dialog.getByRole('checkbox', { name: /Pay INV0002001/ })).toHaveCount(0);
  // The newest open invoice is chosen, with all it has outstanding.
  await expect(dialog.getByRole('checkbox', { name: /Pay INV0002005/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Pay INV0002004/ })).not.toBeChecked();
  await payOnly(dialog, 'INV0002005', '1.00');
  await expect(dialog.getByRole('combobox', { name: 'Pay with' })).toHaveValue('card-cust-000002-1');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Pay $1.00' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment received: $1.00' })).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('INV0002005: $1.00 paid');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeFocused();
  expect(await outstanding(page, 'INV0002005')).toBe(before - 100);
});

test('a double click on Pay makes one payment', async ({ page }) => {
  await signInAs(page, DEMO.business);
  const before = await outstanding(page, 'INV0002004');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await payOnly(dialog, 'INV0002004', '2.00');
  await dialog.getByRole('button', { name: 'Pay $2.00' }).dblclick();
  await expect(dialog.getByRole('heading', { name: 'Payment received: $2.00' })).toBeVisible();
  await expect(dialog.getByRole('status').getByRole('listitem')).toHaveCount(1);
  expect(await outstanding(page, 'INV0002004')).toBe(before - 200);
});

test('a payment sent twice with one attempt key is paid once', async ({ page }) => {
  await signInAs(page, DEMO.business);
  const before = await outstanding(page, 'INV0002003');
  const payment = {
    attempt: `e2e-retry-${Date.now()}`,
    card: 'card-cust-000002-1',
    payments: [{ invoice: invoiceId(3), amount: '0.50' }],
  };
  const [first, second] = await Promise.all([pay(page, payment), pay(page, payment)]);
  expect(first.status()).toBe(200);
  expect(second.status()).toBe(200);
  const [a, b] = [await first.json(), await second.json()];
  expect(b.receipt.payments[0].paymentId).toBe(a.receipt.payments[0].paymentId);
  const again = await pay(page, payment);
  expect((await again.json()).receipt.payments[0].paymentId).toBe(a.receipt.payments[0].paymentId);
  expect(await outstanding(page, 'INV0002003')).toBe(before - 50);
});

const GOOD_CARD = { number: '4111 1111 4555 1142', expiry: '03/30', cvc: '737', holderName: 'Peter Jones' };
const DECLINING_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

/** The payment service's authorisations with an invoice's number as their reference (the emulator's dev list). */
async function authorisations(page: Page, number: string): Promise<{ resultCode: string; cancelled: boolean }[]> {
  const response = await page.request.get(
    `${process.env.EMULATOR_URL}/adyen/checkout/dev/payments?reference=${encodeURIComponent(number)}`,
  );
  return (await response.json()).payments;
}

/** Chooses 'New card' in the open Make Payment dialog and types the card. */
async function typeNewCard(dialog: Locator, card: typeof GOOD_CARD) {
  await dialog.getByRole('combobox', { name: 'Pay with' }).selectOption({ label: 'New card' });
  await dialog.getByRole('textbox', { name: 'Card number *' }).fill(card.number);
  await dialog.getByRole('textbox', { name: 'Expiry (MM/YY) *' }).fill(card.expiry);
  await dialog.getByRole('textbox', { name: 'CVC *' }).fill(card.cvc);
  await dialog.getByRole('textbox', { name: 'Name on card *' }).fill(card.holderName);
}

test('a business customer pays an invoice by a new card, opened from the drawer', async ({ page }) => {
  await signInAs(page, DEMO.business);
  const before = await outstanding(page, 'INV0002005');
  const authorisedBefore = (await authorisations(page, 'INV0002005')).length;
  // The menu drawer is the small screen's.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('tab', { name: 'My Koorong' }).click();
  await drawer.getByRole('button', { name: 'Make Payment' }).click();
  await drawer.getByRole('link', { name: 'Pay an invoice' }).click();
  await expect(page).toHaveURL(/\/account\/invoices#make-payment$/);
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await expect(dialog).toBeVisible();
  await payOnly(dialog, 'INV0002005', '1.25');
  await dialog.getByRole('combobox', { name: 'Pay with' }).selectOption({ label: 'New card' });
  // The card is checked as checkout checks it, before anything is sent.
  await dialog.getByRole('button', { name: 'Pay $1.25' }).click();
  await expect(dialog.getByText('Please enter a valid card number')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Card number *' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await typeNewCard(dialog, GOOD_CARD);
  await dialog.getByRole('button', { name: 'Pay $1.25' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment received: $1.25' })).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('INV0002005: $1.25 paid');
  expect(await outstanding(page, 'INV0002005')).toBe(before - 125);
  const after = await authorisations(page, 'INV0002005');
  expect(after.slice(authorisedBefore)).toEqual([
    expect.objectContaining({ resultCode: 'Authorised', cancelled: false }),
  ]);
});

test('a declined new card shows the refusal and pays nothing; another card then pays once', async ({ page }) => {
  await signInAs(page, DEMO.business);
  const before = await outstanding(page, 'INV0002004');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await payOnly(dialog, 'INV0002004', '1.10');
  await typeNewCard(dialog, DECLINING_CARD);
  await dialog.getByRole('button', { name: 'Pay $1.10' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your card was declined. Nothing has been paid; please try another card.',
  );
  await expect(dialog.getByRole('status')).toHaveCount(0);
  expect(await outstanding(page, 'INV0002004')).toBe(before);

  await page.getByRole('button', { name: 'Make Payment' }).click();
  await payOnly(dialog, 'INV0002004', '1.10');
  await typeNewCard(dialog, DECLINING_CARD);
  await dialog.getByRole('button', { name: 'Pay $1.10' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
  // The same attempt, another card: a new authorisation, paid once.
  await dialog.getByRole('textbox', { name: 'Card number *' }).fill(GOOD_CARD.number);
  await dialog.getByRole('button', { name: 'Pay $1.10' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment received: $1.10' })).toBeVisible();
  expect(await outstanding(page, 'INV0002004')).toBe(before - 110);
});

test('a new card paid by a double click or a repeated request pays once, with one authorisation', async ({ page }) => {
  await signInAs(page, DEMO.business);
  const before = await outstanding(page, 'INV0002003');
  const authorisedBefore = (await authorisations(page, 'INV0002003')).length;
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await payOnly(dialog, 'INV0002003', '0.70');
  await typeNewCard(dialog, GOOD_CARD);
  await dialog.getByRole('button', { name: 'Pay $0.70' }).dblclick();
  await expect(dialog.getByRole('heading', { name: 'Payment received: $0.70' })).toBeVisible();
  await expect(dialog.getByRole('status').getByRole('listitem')).toHaveCount(1);
  expect(await outstanding(page, 'INV0002003')).toBe(before - 70);

  const payment = {
    attempt: `e2e-card-retry-${Date.now()}`,
    newCard: GOOD_CARD,
    payments: [{ invoice: invoiceId(3), amount: '0.30' }],
  };
  const [first, second] = await Promise.all([pay(page, payment), pay(page, payment)]);
  expect([first.status(), second.status()]).toEqual([200, 200]);
  const paymentId = (await first.json()).receipt.payments[0].paymentId;
  expect((await second.json()).receipt.payments[0].paymentId).toBe(paymentId);
  expect((await (await pay(page, payment)).json()).receipt.payments[0].paymentId).toBe(paymentId);
  expect(await outstanding(page, 'INV0002003')).toBe(before - 100);
  const made = (await authorisations(page, 'INV0002003')).slice(authorisedBefore);
  expect(made.map(({ resultCode, cancelled }) => [resultCode, cancelled])).toEqual([
    ['Authorised', false],
    ['Authorised', false],
  ]);
});

test("a new card for another customer's invoice, or with a bad field, is refused before any charge", async ({
  page,
}) => {
  await signInAs(page, DEMO.consumer);
  const attempt = () => `e2e-card-bad-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const other = await pay(page, {
    attempt: attempt(),
    newCard: GOOD_CARD,
    payments: [{ invoice: invoiceId(4), amount: '1.00' }],
  });
  expect(other.status()).toBe(404);
  const badExpiry = await pay(page, {
    attempt: attempt(),
    newCard: { ...GOOD_CARD, expiry: '13/30' },
    payments: [{ invoice: invoiceId(4), amount: '1.00' }],
  });
  expect(badExpiry.status()).toBe(400);
  expect((await badExpiry.json()).error).toBe('Please enter a valid expiry date (MM/YY)');
  const both = await pay(page, {
    attempt: attempt(),
    card: 'card-cust-000001-1',
    newCard: GOOD_CARD,
    payments: [{ invoice: invoiceId(4), amount: '1.00' }],
  });
  expect(both.status()).toBe(400);
  expect((await both.json()).error).toBe('Please choose a saved card or enter a new one');
});

test('a paid invoice cannot be paid again; negative, oversized and excess amounts are refused', async ({ page }) => {
  await signInAs(page, DEMO.business);
  const before = await outstanding(page, 'INV0002005');
  const attempt = () => `e2e-bad-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const card = 'card-cust-000002-1';
  const paid = await pay(page, { attempt: attempt(), card, payments: [{ invoice: invoiceId(1), amount: '1.00' }] });
  expect(paid.status()).toBe(400);
  expect((await paid.json()).error).toBe('Invoice INV0002001 is already paid');
  const cases: [unknown, string][] = [
    ['-5.00', 'Please enter an amount greater than $0.00'],
    ['0', 'Please enter an amount greater than $0.00'],
    ['100000.01', 'Please enter an amount of at most $100,000.00'],
    ['1.234', 'Please enter an amount in dollars and cents, like 25.00'],
    [-500, 'Please enter an amount'],
  ];
  for (const [amount, message] of cases) {
    const response = await pay(page, { attempt: attempt(), card, payments: [{ invoice: invoiceId(5), amount }] });
    expect(response.status(), String(amount)).toBe(400);
    expect((await response.json()).error).toBe(message);
  }
  const excess = await pay(page, {
    attempt: attempt(),
    card,
    payments: [{ invoice: invoiceId(5), amount: '99999.00' }],
  });
  expect(excess.status()).toBe(400);
  expect((await excess.json()).error).toMatch(/^amount exceeds the outstanding/);
  for (const body of [null, [], { attempt: attempt(), card, payments: 'all' }]) {
    expect((await pay(page, body)).status()).toBe(400);
  }
  expect(await outstanding(page, 'INV0002005')).toBe(before);
});

test('another customer’s invoice is a 404 and is left as it was', async ({ page, browser }) => {
  const business = await browser.newPage({ baseURL: process.env.STOREFRONT_URL });
  await signInAs(business, DEMO.business);
  const before = await outstanding(business, 'INV0002004');
  await signInAs(page, DEMO.consumer);
  const response = await pay(page, {
    attempt: `e2e-other-${Date.now()}`,
    card: 'card-cust-000001-1',
    payments: [{ invoice: invoiceId(4), amount: '1.00' }],
  });
  expect(response.status()).toBe(404);
  expect(await outstanding(business, 'INV0002004')).toBe(before);
  await business.close();
  await page.goto('/account/invoices');
  await expect(page.getByText('You have no invoices.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
});

test('the account balance shows the figures of an account, or says there is none', async ({ page }) => {
  await signInAs(page, DEMO.business);
  await page.goto('/account/balance');
  const figures = page.getByRole('main').locator('dl');
  await expect(figures).toContainText('Credit limit');
  await expect(figures).toContainText('$5,000.00');
  await expect(figures).toContainText('30 days');
  await expect(figures).toContainText(/Overdue\s*\$[1-9]/);
  await expect(page.getByRole('link', { name: 'Pay an invoice' })).toHaveAttribute('href', '/account/invoices');
  await expectNoSeriousViolations(page);

  await signInAs(page, DEMO.staff);
  await page.goto('/account/balance');
  await expect(page.getByRole('main').locator('dl')).toContainText(/Store credit\s*\$25\.00/);

  await signInAs(page, DEMO.consumer);
  await page.goto('/account/balance');
  await expect(page.getByText(/You have no account balance/)).toBeVisible();
  await expect(page.getByRole('main').locator('dl')).toHaveCount(0);
});

test('saved cards show brand, last four and expiry; Cancel keeps the card and returns focus', async ({ page }) => {
  await signInAs(page, DEMO.consumer);
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Saved cards' }).click();
  const cards = page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('VISA ending in 1111');
  await expect(cards.nth(0)).toContainText('Expires 03/2030');
  await expect(cards.nth(1)).toContainText('MasterCard ending in 4444');
  await expectNoSeriousViolations(page);
  const remove = page.getByRole('button', { name: 'Delete VISA ending in 1111' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
  await expect(dialog).toContainText('VISA ending in 1111 will be removed from your account.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(cards).toHaveCount(2);
});

test('a customer deletes a saved card after confirming', async ({ page }) => {
  await signInAs(page, DEMO.loyaltyFails);
  await page.goto('/account/cards');
  const list = page.getByRole('list', { name: 'Saved cards' });
  await page.getByRole('button', { name: 'Delete MasterCard ending in 4444' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
  await dialog.getByRole('button', { name: 'Delete card' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Saved cards' })).toBeFocused();
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText('4444');
});

test('another customer’s card is a 404 and stays theirs', async ({ page, browser }) => {
  await signInAs(page, DEMO.consumer);
  for (const id of ['card-cust-000002-1', 'card-unknown', '..%2F..%2Fadyen%2Flist']) {
    const response = await page.request.delete(`/api/account/cards/${id}`, { headers: sameOrigin() });
    expect(response.status(), id).toBe(404);
  }
  const crossSite = await page.request.delete('/api/account/cards/card-cust-000001-2', {
    headers: { origin: 'https://attacker.example' },
  });
  expect(crossSite.status()).toBe(403);
  const business = await browser.newPage({ baseURL: process.env.STOREFRONT_URL });
  await signInAs(business, DEMO.business);
  await business.goto('/account/cards');
  await expect(business.getByRole('list', { name: 'Saved cards' })).toContainText('American Express ending in 0005');
  await business.close();
});

test('a visitor gets 401 from the payment and card routes', async ({ request }) => {
  const payment = await request.post('/api/account/invoices/pay', {
    data: { attempt: 'e2e-visitor-1', card: 'x', payments: [{ invoice: 'x', amount: '1' }] },
    headers: sameOrigin(),
  });
  expect(payment.status()).toBe(401);
  expect((await request.delete('/api/account/cards/card-cust-000001-1', { headers: sameOrigin() })).status()).toBe(401);
});
