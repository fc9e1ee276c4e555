import type { APIRequestContext } from '@playwright/test';
import { flyoutOf } from './basketFlyout';
import { guestContactAndAddress, standardDelivery, typeNewCard } from './checkoutSteps';
import { expect, test } from './fixtures';
import { basketRecords, type SearchRecord, searchRecords } from './searchRecords';

const origin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin });

async function giftCard(request: APIRequestContext): Promise<SearchRecord> {
  const [card] = await searchRecords(request, 5, 'filter.format=Gift%20Card');
  if (!card) throw new Error('the seed has no gift card');
  return card;
}

test('a gift card is bought on its page for a recipient, who shows in the flyout, on /cart and on the placed order', async ({
  page,
}) => {
  const card = await giftCard(page.request);
  await page.goto(`/product/${card.slug}`);
  // The page offers the card itself, not a link to this very page.
  await expect(page.locator(`main a[href="/product/${card.slug}"]`)).toHaveCount(0);
  // A gift card is issued when bought: no shop stocks it.
  await expect(page.getByRole('button', { name: 'Check stock in store' })).toHaveCount(0);
  const form = page.getByRole('form', { name: `Buy ${card.name}` });
  await expect(form).toContainText(`Amount: ${card.name.replace(/^.*(\$\d+)$/, '$1')}.00`);

  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(form.getByText("Please enter the recipient's name")).toBeVisible();
  await expect(form.getByText("Please enter the recipient's email")).toBeVisible();
  await expect(form.getByLabel("Recipient's name")).toBeFocused();

  await form.getByLabel("Recipient's name").fill('Ann Lee');
  await form.getByLabel("Recipient's email").fill('ann@example');
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel("Recipient's email").fill('ann@example.com');
  await form.getByLabel('Message (optional)').fill('Happy birthday, Ann!');
  await form.getByRole('button', { name: 'Add to basket' }).click();

  const flyout = flyoutOf(page);
  await expect(flyout.getByText('For Ann Lee (ann@example.com)')).toBeVisible();
  await expect(flyout.getByText('Message: “Happy birthday, Ann!”')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form.getByLabel("Recipient's name")).toHaveValue('');

  // A second card for someone else is a line of its own.
  await form.getByLabel("Recipient's name").fill('Ben');
  await form.getByLabel("Recipient's email").fill('ben@example.com');
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(flyout.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('Escape');

  await page.goto('/cart');
  const recipients = page.getByTestId('gift-card-recipient');
  await expect(recipients).toHaveCount(2);
  await expect(recipients.first()).toContainText('For Ann Lee (ann@example.com)');
  await expect(recipients.nth(1)).toHaveText('For Ben (ben@example.com)');
  await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();

  // The recipients travel into the placed order: the confirmation says who each card is for.
  await page.goto('/checkout');
  await guestContactAndAddress(page);
  await standardDelivery(page);
  await typeNewCard(page);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?order=/);
  const placed = page.getByRole('region', { name: 'Items' }).getByTestId('gift-card-recipient');
  await expect(placed).toHaveText([
    'For Ann Lee (ann@example.com)Message: “Happy birthday, Ann!”',
    'For Ben (ben@example.com)',
  ]);
});

test('the basket route checks a gift card’s recipient: 400 with the field’s message, nothing added', async ({
  page,
}) => {
  const card = await giftCard(page.request);
  const [book] = (await basketRecords(page.request, 50, 'sort.price=asc')).filter(
    (record) => record.availability === 'available' && Number(record.stock) > 2,
  );
  if (!book) throw new Error('the seed has no book in stock');
  const post = (data: unknown) => page.request.post('/api/cart', { headers: origin(), data });
  const cases: [unknown, string][] = [
    [{ productId: card.id, sku: card.sku }, 'Please tell us who the gift card is for'],
    [
      { productId: card.id, sku: card.sku, recipient: { name: 'Ann', email: 'ann@' } },
      'Please enter a valid email address',
    ],
    [
      { productId: card.id, sku: card.sku, recipient: { name: 'A', email: 'a@example.com' } },
      'Enter at least 2 characters',
    ],
    [{ productId: card.id, sku: card.sku, recipient: 'Ann' }, 'Please tell us who the gift card is for'],
    [
      { productId: book.id, sku: book.sku, recipient: { name: 'Ann', email: 'ann@example.com' } },
      'Only a gift card has a recipient',
    ],
  ];
  for (const [data, message] of cases) {
    const answer = await post(data);
    expect(answer.status(), JSON.stringify(data)).toBe(400);
    expect((await answer.json()).error).toBe(message);
  }
  expect((await (await page.request.get('/api/cart')).json()).count).toBe(0);
});

test('kiosk mode offers no purchase, no add to basket and no checkout', async ({ page }) => {
  const card = await giftCard(page.request);
  const [book] = (await basketRecords(page.request, 50, 'sort.price=asc')).filter(
    (record) => record.availability === 'available' && Number(record.stock) > 2,
  );
  if (!book) throw new Error('the seed has no book in stock');
  await page.request.post('/api/cart', { headers: origin(), data: { productId: book.id, sku: book.sku } });

  await page.goto(`/product/${card.slug}?kiosk=1`);
  await expect(page.getByRole('heading', { level: 1, name: card.name })).toBeVisible();
  await expect(page.getByRole('form', { name: `Buy ${card.name}` })).toHaveCount(0);
  await page.goto(`/product/${book.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Add to basket|Add|Back order|Pre-order)$/ })).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: book.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Checkout/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Add to basket|Add)$/ })).toHaveCount(0);

  await page.goto(`/product/${book.slug}?kiosk=0`);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).first().click();
  await expect(flyoutOf(page).getByRole('link', { name: 'Checkout' })).toBeVisible();
});
