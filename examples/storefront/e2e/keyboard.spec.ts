import type { Page } from '@playwright/test';
import { closeFlyout, flyoutOf } from './basketFlyout';
import { expect, test } from './fixtures';

// Journeys by keyboard alone: after each action the focus is where the shopper can carry on from.

test('Add to basket by keyboard opens the flyout, and closing it puts the focus back on the button', async ({
  page,
}) => {
  await page.goto('/category/books');
  const add = page.getByRole('button', { name: 'Add to basket', exact: true }).first();
  await add.focus();
  await page.keyboard.press('Enter');
  // The flyout takes the focus (a dialog, which hides the page behind it from assistive technology meanwhile), and
  // Escape hands it back to the button the shopper pressed.
  await expect(flyoutOf(page)).toBeVisible();
  await expect.poll(() => flyoutOf(page).evaluate((flyout) => flyout.contains(document.activeElement))).toBe(true);
  await closeFlyout(page);
  await expect(page.getByRole('link', { name: /^Basket, \d+ items?$/ })).toHaveAccessibleName('Basket, 1 item');
  await expect(add).toBeFocused();
});

test('a carousel keeps the focus on Next at its end, and Tab into a hidden card slides it into view', async ({
  page,
}) => {
  // About fifty presses, each waiting for its slide: more than the default budget on a busy machine.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'New releases' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('[data-enhanced]')).toBeAttached();
  const next = carousel.getByRole('button', { name: 'Next: New releases' });
  // Each press waits for the slide before the next, as a shopper watching the carousel does.
  const pressUntilDisabled = async (button: typeof next) => {
    await button.focus();
    await expect(async () => {
      await page.keyboard.press('Enter');
      await expect(button).toBeDisabled({ timeout: 500 });
    }).toPass();
  };
  await pressUntilDisabled(next);
  await expect(next).toBeFocused();

  // Back at the start, the seventh card is off screen until the focus reaches it.
  const previous = carousel.getByRole('button', { name: 'Previous: New releases' });
  await pressUntilDisabled(previous);
  await expect(previous).toBeFocused();
  const seventh = carousel
    .getByRole('group', { name: /^7 of \d+$/ })
    .getByRole('heading')
    .getByRole('link');
  await expect(seventh).not.toBeInViewport();
  await seventh.focus();
  await expect(seventh).toBeInViewport();
  await expect(previous).toBeEnabled();
});

test('a page link moves the focus to the results heading of the new page', async ({ page }) => {
  await page.goto('/category/books');
  const pageTwo = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' });
  await pageTwo.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/currentPage=2/);
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeFocused();
});

test('Escape closes the suggestions with no option left active; ArrowDown opens them at the first', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('grace');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await expect(box).toBeFocused();
  await box.press('ArrowDown');
  const first = page.getByRole('option').first();
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
});

test('tabbing out of the search box closes its suggestions; clearing it keeps the focus in it', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('grace');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await box.fill('grace');
  await expect(page.getByRole('option').first()).toBeVisible();
  // Past the box's own buttons: the dropdown would otherwise stay open over whatever has the focus next.
  for (let press = 0; press < 3; press++) await page.keyboard.press('Tab');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('option').first()).toBeHidden();
});

test('a new count, or a filter that empties the listing, is said in a live region that was already there', async ({
  page,
}) => {
  await page.goto('/category/bibles');
  const count = page.locator('[aria-live="polite"]').filter({ hasText: /^\d[\d,]* results/ });
  await expect(count).toHaveAttribute('aria-atomic', 'true');
  const status = page.getByRole('region', { name: 'Products' }).getByRole('status');
  await expect(status).toHaveText('');
  // Marked now: a region replaced by a new one would lose the mark, and a screen reader would say nothing.
  await count.evaluate((element) => element.setAttribute('data-kept', ''));
  await status.evaluate((element) => element.setAttribute('data-kept', ''));
  const before = await count.textContent();
  await page
    .getByRole('group', { name: 'Format' })
    .getByRole('checkbox', { name: /^Hardcover/ })
    .check();
  await expect(page).toHaveURL(/format=Hardcover/);
  await expect(page.locator('[aria-live="polite"][data-kept]')).not.toHaveText(before ?? '');
  await expect(page.locator('[aria-live="polite"][data-kept]')).toHaveText(/^\d[\d,]* results/);
  // Every price ends in 99 cents, so $30 to $30 empties the listing; the same status says so.
  const price = page.getByRole('group', { name: 'Price' });
  await price.getByRole('spinbutton', { name: 'Minimum price in dollars' }).fill('30');
  await price.getByRole('spinbutton', { name: 'Maximum price in dollars' }).fill('30');
  await expect(page.locator('[role="status"][data-kept]')).toHaveText(
    'Search was unable to find any results for "Bibles".',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** Opens the home page's menu drawer and answers it. */
  async function openMenu(page: Page) {
    await page.goto('/');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // A press before the page has hydrated opens the menu once it has (before-hydration.spec.ts).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    return drawer;
  }

  test("the menu's tabs move with the arrow keys, and only the selected one is in the Tab order", async ({ page }) => {
    const drawer = await openMenu(page);
    const browse = drawer.getByRole('tab', { name: 'Browse' });
    const account = drawer.getByRole('tab', { name: 'Join / Login' });
    await expect(browse).toBeVisible();
    await browse.focus();
    await expect(account).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('ArrowRight');
    await expect(account).toBeFocused();
    await expect(account).toHaveAttribute('aria-selected', 'true');
    await expect(browse).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Home');
    await expect(browse).toBeFocused();
    await expect(browse).toHaveAttribute('aria-selected', 'true');
  });

  test('entering a menu section puts the focus on its heading, and Back returns it to the section', async ({
    page,
  }) => {
    const drawer = await openMenu(page);
    const bibles = drawer.getByRole('button', { name: 'Bibles', exact: true });
    await bibles.focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('heading', { name: 'Bibles' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('button', { name: '‹ Back' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('button', { name: 'Bibles', exact: true })).toBeFocused();
  });
});
