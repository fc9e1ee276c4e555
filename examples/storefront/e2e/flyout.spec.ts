import { expectNoSeriousViolations } from './axe';
import { closeFlyout, flyoutOf } from './basketFlyout';
import { expect, test } from './fixtures';
import { wholeName } from './productNames';
import { basketRecords } from './searchRecords';

const FLYOUT_NAME_LENGTH = 70;

test('an add from a card opens the flyout: the item, View Basket, Checkout and one recommendation at a time', async ({
  page,
}) => {
  await page.goto('/category/books');
  await page.waitForLoadState('networkidle');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to basket', exact: true }) })
    .first();
  const name = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  const add = card.getByRole('button', { name: 'Add to basket', exact: true });
  await add.click();
  const flyout = flyoutOf(page);
  await expect(flyout).toBeVisible();
  const lines = flyout.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByRole('link')).toHaveAttribute('href', name);
  await expect(lines.first()).toContainText('Qty: 1');
  await expect(lines.first()).toContainText(/\$\d+\.\d\d/);
  await expect(flyout.getByRole('link', { name: 'View Basket' })).toHaveAttribute('href', '/cart');
  await expect(flyout.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');

  // 'You may also like': one product shown at a time, stepping with Next.
  const carousel = flyout.getByRole('region', { name: 'You may also like' });
  await expect(carousel).toBeVisible();
  const slides = carousel.getByRole('group', { includeHidden: true });
  expect(await slides.count()).toBeGreaterThan(1);
  await expect(carousel.getByRole('group')).toHaveCount(1);
  await expect(carousel.getByRole('group')).toHaveAccessibleName(`1 of ${await slides.count()}`);
  await carousel.getByRole('button', { name: 'Next: You may also like' }).click();
  await expect(carousel.getByRole('group')).toHaveAccessibleName(`2 of ${await slides.count()}`);
  // Each recommendation has its availability button.
  await expect(
    carousel
      .getByRole('group')
      .getByRole('button')
      .or(carousel.getByRole('group').getByRole('link', { name: 'Available' })),
  ).not.toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Escape closes it and the focus goes back to the button that added.
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
});

test('the flyout lists the basket newest first, each name whole up to 70 characters', async ({ page, request }) => {
  const [older, newer] = (await basketRecords(request, 100)).filter(
    (record) => record.availability === 'available' && Number(record.stock) > 2,
  );
  if (!older || !newer) throw new Error('the seed has no products in stock');
  await page.goto(`/product/${older.slug}`);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).first().click();
  await closeFlyout(page);
  await page.goto(`/product/${newer.slug}`);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).first().click();
  const lines = flyoutOf(page).getByRole('list', { name: 'Items in your basket' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  // Names of 70 characters or fewer are shown whole (FlyoutLine.test.tsx covers the cut of a longer one).
  expect(Array.from(newer.name).length).toBeLessThanOrEqual(FLYOUT_NAME_LENGTH);
  await expect(lines.nth(0).getByRole('link')).toHaveText(newer.name);
  await expect(lines.nth(0).getByRole('link')).toHaveAttribute('href', `/product/${newer.slug}`);
  await expect(lines.nth(1).getByRole('link')).toHaveText(older.name);
});

test('an add from a carousel opens the flyout, and an add from its recommendations joins the list', async ({
  page,
}) => {
  await page.goto('/');
  const shelf = page.getByRole('region', { name: 'Best sellers' });
  const add = shelf.getByRole('button', { name: 'Add to basket', exact: true }).first();
  await add.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await add.click();
  const flyout = flyoutOf(page);
  const lines = flyout.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  const carousel = flyout.getByRole('region', { name: 'You may also like' });
  const shown = carousel.getByRole('group');
  const recommended = shown.getByRole('button', { name: /^Add to basket: / });
  await expect(recommended).toHaveCount(1);
  const name = ((await recommended.getAttribute('aria-label')) ?? '').replace('Add to basket: ', '');
  await recommended.click();
  await expect(lines).toHaveCount(2);
  expect(await wholeName(lines.first().getByRole('link'))).toBe(name);
  // Added, it is no longer offered: its button says so, inactive, and keeps the focus.
  const added = shown.getByRole('button', { name: `Added to basket: ${name}` });
  await expect(added).toHaveAttribute('aria-disabled', 'true');
  await expect(added).toBeFocused();
  await expect(shown.getByRole('button', { name: /^Add to basket: / })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(add).toBeFocused();
  await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
});

test('the product page records the view as the search provider does, and the flyout is keyboard operable', async ({
  page,
  context,
}) => {
  const [first, second] = (await basketRecords(page.request, 60)).filter(
    (record) => record.availability === 'available' && Number(record.stock) > 2,
  );
  if (!first || !second) throw new Error('the seed has no products in stock');
  const viewed = async () => (await context.cookies()).find((cookie) => cookie.name === 'ssViewedProducts')?.value;
  await page.goto(`/product/${first.slug}`);
  // The view is recorded once the page has hydrated, which a loaded machine may finish after the load event.
  await expect.poll(viewed).toBe(encodeURIComponent(first.sku));
  await page.goto(`/product/${second.slug}`);
  await expect.poll(viewed).toBe(encodeURIComponent(`${first.sku},${second.sku}`));

  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/cart/recommendations');
  const add = page.getByRole('button', { name: 'Add to basket', exact: true }).first();
  await add.focus();
  await page.keyboard.press('Enter');
  const flyout = flyoutOf(page);
  await expect(flyout).toBeVisible();
  await sent;
  // The focus moves into the flyout and Tab stays within it.
  await expect(flyout.locator(':focus')).toHaveCount(1);
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    await expect(flyout.locator(':focus')).toHaveCount(1);
  }
  await flyout.getByRole('button', { name: 'Close basket' }).focus();
  await page.keyboard.press('Enter');
  await expect(flyout).toBeHidden();
  await expect(add).toBeFocused();
});

test('kiosk mode offers no add to basket, so no flyout', async ({ page }) => {
  await page.goto('/category/books?kiosk=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to basket', exact: true })).toHaveCount(0);
  await page.goto('/category/books?kiosk=0');
});
