import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

test.describe('content results in the search box', () => {
  test('offers blog and author pages and opens one with the keyboard', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('Keller');
    const pages = page.getByRole('group', { name: 'Articles and authors' });
    await expect(pages.getByRole('option', { name: /Timothy Keller/ })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousViolations(page);
    const options = page.getByRole('listbox').getByRole('option');
    const count = await options.count();
    const target = pages.getByRole('option', { name: /Timothy Keller/ });
    const href = await target.getAttribute('href');
    const index = await options.evaluateAll(
      (all, wanted) => all.findIndex((option) => option.getAttribute('href') === wanted),
      href,
    );
    expect(index).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= index; step++) await box.press('ArrowDown');
    await expect(target).toHaveAttribute('aria-selected', 'true');
    expect(count).toBeGreaterThan(0);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('the dropdown is 500px high on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search' }).fill('bible');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible({ timeout: 20_000 });
    const height = await list.evaluate((element) => element.parentElement?.getBoundingClientRect().height ?? 0);
    expect(height).toBeLessThanOrEqual(500);
  });
});
