import { expect, test } from './fixtures';
import { blockScripts, holdScripts } from './holdScripts';
import { searchRecords } from './searchRecords';

test.describe('the header search box', () => {
  test('suggests products while typing and opens one with the keyboard', async ({ page, request }) => {
    const [top] = await searchRecords(request, 1, 'sort.sales_rank=desc');
    if (!top) throw new Error('the search service answered no products');
    const word = top.name.split(/[\s,]+/).find((part) => part.length > 4) ?? top.name;

    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toHaveAttribute('placeholder', 'Search for Title, Keywords or ISBN');
    await box.fill(word);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const products = page.getByRole('group', { name: 'Products' });
    await expect(products.getByRole('option').first()).toBeVisible();
    const suggestions = await page.getByRole('listbox').getByRole('option').count();
    expect(suggestions).toBeGreaterThan(0);

    await box.press('ArrowDown');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const href = await first.getAttribute('href');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href?.replace(/[?]/g, '\\?')}$`));
    // The box empties on the route change.
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('');
  });

  test('Enter goes to the results page; an empty query goes nowhere; Escape closes', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box.fill('zzqxv');
    await expect(page.getByRole('link', { name: 'No Results' })).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=zzqxv$/);
    // A new query on the same path is a route change too: the box empties again.
    await expect(box).toHaveValue('');
    await box.fill('psalms');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=psalms$/);
    await expect(box).toHaveValue('');
  });

  test('keeps what a shopper typed before the scripts arrived, and Enter still reaches the results', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('psalms');
    release();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({ timeout: 20_000 });
    await expect(box).toHaveValue('psalms');

    // Without scripts at all, Enter submits the form to the same results page.
    await blockScripts(page);
    await page.goto('/');
    await box.fill('grace');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=grace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "grace"' })).toBeVisible();
  });
});
