import { signUpFresh } from './accountSession';
import { saveToowoombaAddress, standardDelivery, typeNewCard, VISA } from './checkoutSteps';
import { expect, test } from './fixtures';
import { basketRecords } from './searchRecords';

// A donation is charged beside commerce's total (the back end keeps it); every view of the order adds it back, so the
// shopper reads one total wherever they look (issue 33, item 5).

const sameOrigin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin, connection: 'close' });

test('an order with a $2 donation has one total on the confirmation, the history, its page and the email', async ({
  page,
}) => {
  const login = await signUpFresh(page, 'Dorcas', 'Joppa');
  await saveToowoombaAddress(page);
  const record = (await basketRecords(page.request, 100, 'sort.price=asc')).find(
    (candidate) => candidate.availability === 'available' && Number(candidate.stock) > 20,
  );
  if (!record) throw new Error('the seed has no product in stock');
  const added = await page.request.post('/api/cart', {
    headers: sameOrigin(),
    data: { productId: record.id, sku: record.sku, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto('/checkout');
  const address = page.getByRole('region', { name: 'Delivery address' });
  await expect(address.getByRole('radio', { name: /7 Margaret Street, Toowoomba/ })).toBeChecked();
  await address.getByRole('textbox', { name: 'Mobile number *' }).fill('0412345678');
  await address.getByRole('button', { name: 'Use this address' }).click();
  await expect(address.getByTestId('checkout-address-saved')).toContainText('7 Margaret Street');
  await standardDelivery(page);
  const summary = page.getByRole('complementary', { name: 'Your order' });
  const before = await summary.getByTestId('checkout-total').textContent();
  await page.getByRole('region', { name: 'Donation' }).getByRole('radio', { name: '$2.00' }).check();
  await expect(summary).toContainText('Donation$2.00');
  await expect(summary.getByTestId('checkout-total')).not.toHaveText(before ?? '');
  const total = (await summary.getByTestId('checkout-total').textContent()) ?? '';
  const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  expect(cents(total) - cents(before ?? '')).toBe(200);
  await typeNewCard(page, { ...VISA, name: 'Dorcas Joppa' });
  await page.getByRole('button', { name: /^Place order/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({
    timeout: 15_000,
  });
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).not.toBe('');
  await expect(page.locator('dl > div').filter({ hasText: 'Donation' })).toHaveText('Donation$2.00');
  await expect(page.locator('dl > div').filter({ hasText: 'Total (AUD)' })).toContainText(total);

  await page.goto('/account/orders');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderNumber }) });
  await expect(row).toContainText(total);

  await page.goto(`/account/orders/${orderNumber}`);
  const payment = page.getByRole('region', { name: 'Payment summary' });
  await expect(payment.locator('dt', { hasText: 'Donation' })).toHaveCount(1);
  await expect(payment.locator('dt:text-is("Donation") + dd')).toHaveText('$2.00');
  await expect(payment.locator('dt:text-is("Total") + dd')).toHaveText(total);

  const mailbox = await (
    await page.request.get(
      `${process.env.EMULATOR_URL}/backend/dev/mailbox?${new URLSearchParams({ email: login.email })}`,
    )
  ).json();
  const confirmation = mailbox.messages.find(
    (message: { subject: string }) => message.subject === `Order confirmation ${orderNumber}`,
  );
  expect(confirmation?.body).toContain('Donation to Bible Society Australia: $2.00');
  expect(confirmation?.body).toContain(`Total: ${total} AUD`);
});
