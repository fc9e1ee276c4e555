import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

// Pictures for the docs (docs/screenshots), not assertions about pixels.
const folder = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');

for (const width of [375, 1440]) {
  test(`screenshots of the listing and a product page at ${width}px`, async ({ page }) => {
    mkdirSync(folder, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/category/bibles');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: join(folder, `listing-${width}.png`) });
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Similar products' })).toBeVisible();
    await page.screenshot({ path: join(folder, `product-${width}.png`), fullPage: true });
  });
}
