import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

// Pictures of the site chrome for the docs (docs/screenshots); runs only with SCREENSHOTS=1.
const folder = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');

for (const width of [375, 1440]) {
  test(`screenshots of the header, menus, search dropdown and footer at ${width}px`, async ({ page }) => {
    mkdirSync(folder, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const header = page.locator('header').first();
    await header.screenshot({ path: join(folder, `header-${width}.png`) });

    if (width >= 1024) {
      const bibles = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Bibles' });
      await bibles.hover();
      await expect(bibles).toHaveAttribute('aria-expanded', 'true');
      await page.screenshot({ path: join(folder, `mega-menu-${width}.png`) });
      await page.mouse.move(5, 890);
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.screenshot({ path: join(folder, `mobile-drawer-${width}.png`) });
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Bibles' }).click();
      await page.screenshot({ path: join(folder, `mobile-drawer-section-${width}.png`) });
      await page.keyboard.press('Escape');
    }

    await page.getByRole('combobox', { name: 'Search' }).fill('keller');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: join(folder, `search-dropdown-${width}.png`) });
    await page.keyboard.press('Escape');

    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.screenshot({ path: join(folder, `footer-${width}.png`) });
  });
}
