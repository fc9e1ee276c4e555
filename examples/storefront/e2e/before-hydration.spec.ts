import { expect, test } from './fixtures';
import { holdScripts } from './holdScripts';

// On a slow phone the listing is on screen seconds before its scripts run. What a shopper chooses in that time must
// apply once they do, not show on screen and be ignored.

test('a facet, a sort and a page size chosen before the scripts arrive all apply once they have', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/category/bibles', { waitUntil: 'commit' });
  const format = page.getByRole('group', { name: 'Format' });
  await format.getByRole('checkbox', { name: /^Hardcover/ }).check();
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await page.getByLabel('Per page').selectOption('40');
  release();
  await expect(page).toHaveURL((url) => {
    const query = url.searchParams;
    return (
      url.pathname === '/category/bibles' &&
      query.get('format') === 'Hardcover' &&
      query.get('sort.price') === 'asc' &&
      query.get('resultsPerPage') === '40'
    );
  });
  await expect(format.getByRole('checkbox', { name: /^Hardcover/ })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price:asc');
  await expect(page.getByLabel('Per page')).toHaveValue('40');
  const formats = page.getByRole('article').getByText('Hardcover', { exact: true });
  await expect(formats.first()).toBeVisible();
  expect(await formats.count()).toBe(await page.getByRole('article').count());
});

test('a filter unticked before the scripts arrive is removed once they are in', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/category/bibles?format=Hardcover', { waitUntil: 'commit' });
  const hardcover = page.getByRole('group', { name: 'Format' }).getByRole('checkbox', { name: /^Hardcover/ });
  await hardcover.uncheck();
  release();
  await expect(page).toHaveURL(/\/category\/bibles$/);
  await expect(hardcover).not.toBeChecked();
  // Hydrated, the box works as usual: one click ticks it again.
  await hardcover.check();
  await expect(page).toHaveURL(/\/category\/bibles\?format=Hardcover$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu pressed before the scripts arrive opens once they have, and closes and opens as usual', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveCount(0);
    release();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('tab', { name: 'Browse' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // Hydrated, the button is the component's own: one press opens the menu, and a route change closes it for good.
    await opener.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Stores', exact: true }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(drawer).toBeHidden();
  });
});
