import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// The emulator's demo gift cards: …0001 (PIN 1234, $50, physical), …0003 (PIN 1111, expired), …0004 (PIN 4321, $25,
// digital). Each test uses its own card, since wrong PINs count against a card.

const sameOrigin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin });

async function check(page: import('@playwright/test').Page, cardNumber: string, pin: string) {
  const form = page.getByRole('form', { name: 'Check your gift card balance' });
  await form.getByLabel('Gift card number').fill(cardNumber);
  await form.getByLabel('PIN').fill(pin);
  await form.getByRole('button', { name: 'Check balance' }).click();
}

test('the footer’s Gift Cards link opens the balance check, which shows a card’s balance and kind', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gift Cards' }).click();
  await expect(page).toHaveURL(/\/gift-cards\/balance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gift card balance' })).toBeVisible();
  await check(page, '6280 0000 0000 0001', '1234');
  const result = page.getByRole('main').getByRole('status');
  await expect(result).toContainText('Balance: $50.00');
  await expect(result).toContainText('Physical gift card');
  await expect(result).toContainText('Expires on 31/12/2099');
  await expect(result).toContainText('Gift card ••••••••••••0001');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('a wrong PIN is refused with its message, and the right one then shows the balance', async ({ page }) => {
  await page.goto('/gift-cards/balance');
  await check(page, '6280000000000004', '0000');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'That PIN doesn’t match this gift card. Please check it and try again.',
  );
  await expect(page.getByLabel('PIN')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Balance:/)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await check(page, '6280000000000004', '4321');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Balance: $25.00');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Digital gift card');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('an unknown card is refused with its message; an expired card shows a nil balance', async ({ page }) => {
  await page.goto('/gift-cards/balance');
  await check(page, '6280000000009999', '1234');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'We couldn’t find a gift card with that number. Please check it and try again.',
  );
  await expect(page.getByLabel('Gift card number')).toHaveAttribute('aria-invalid', 'true');
  await check(page, '6280000000000003', '1111');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Balance: $0.00');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Expired on 01/01/2020');
});

test('the form checks the number and PIN before sending anything', async ({ page }) => {
  await page.goto('/gift-cards/balance');
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/gift-cards/balance')) posted++;
  });
  await check(page, '1234', '12');
  await expect(page.getByText('Please enter a valid gift card number (16 to 19 digits)')).toBeVisible();
  await expect(page.getByText('Please enter a valid PIN (4 to 8 digits)')).toBeVisible();
  await check(page, '', '');
  await expect(page.getByText('Please enter your gift card number')).toBeVisible();
  await expect(page.getByText('Please enter your PIN')).toBeVisible();
  expect(posted).toBe(0);
});

test('the route refuses malformed input with 400 and the field’s message, never a 500', async ({ request }) => {
  const post = (data: unknown) =>
    request.post('/api/gift-cards/balance', { data: data as never, headers: sameOrigin() });
  const bad = await post({ cardNumber: '62800000', pin: '1234' });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({
    error: 'Please enter a valid gift card number (16 to 19 digits)',
    field: 'cardNumber',
  });
  const badPin = await post({ cardNumber: '6280000000000001', pin: "1' OR 1=1" });
  expect(badPin.status()).toBe(400);
  expect((await badPin.json()).error).toBe('Please enter a valid PIN (4 to 8 digits)');
  for (const body of [
    null,
    [],
    'text',
    { cardNumber: 6280000000000001, pin: 1234 },
    { cardNumber: 'x'.repeat(5000) },
  ]) {
    expect((await post(body)).status(), JSON.stringify(body).slice(0, 40)).toBe(400);
  }
  const unknown = await post({ cardNumber: '6280000000008888', pin: '1234' });
  expect(unknown.status()).toBe(404);
  const crossSite = await request.post('/api/gift-cards/balance', {
    data: { cardNumber: '6280000000000001', pin: '1234' },
    headers: { origin: 'https://attacker.example' },
  });
  expect(crossSite.status()).toBe(403);
});
