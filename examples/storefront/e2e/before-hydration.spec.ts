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
