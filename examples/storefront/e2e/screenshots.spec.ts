import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Pictures for the docs (docs/screenshots), not assertions about pixels; runs only with SCREENSHOTS=1.
const folder = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');

/** Scrolls through the page so lazy covers load, then back to the top, for a full-page picture without holes. */
async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  // Every cover in the page's width has loaded (or failed); carousel slides off to the side stay lazy, as they do
  // for a shopper.
  await expect
    .poll(() =>
      page.locator('img').evaluateAll((images) =>
        images.every((image) => {
          const box = image.getBoundingClientRect();
          return box.left >= window.innerWidth || box.right <= 0 || (image as HTMLImageElement).complete;
        }),
      ),
    )
    .toBe(true);
}

for (const width of [375, 1440]) {
  test(`screenshots of the home page, the listing and a product page at ${width}px`, async ({ page }) => {
    mkdirSync(folder, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Best sellers' }).getByRole('article').first()).toBeVisible();
    await loadWholePage(page);
    await page.screenshot({ path: join(folder, `home-${width}.png`), fullPage: true });

    await page.goto('/category/bibles');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: join(folder, `listing-${width}.png`) });
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Bibles' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Similar products' })).toBeVisible();
    await loadWholePage(page);
    await page.screenshot({ path: join(folder, `product-${width}.png`), fullPage: true });
  });
}
