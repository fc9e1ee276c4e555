import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flyoutOf } from './basketFlyout';
import { expect, test } from './fixtures';
import { basketRecords } from './searchRecords';

// Pictures of the added-to-basket flyout and the basket page for the docs (docs/screenshots); only with SCREENSHOTS=1.
const folder = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');

for (const width of [375, 1440]) {
  test(`screenshots of the flyout and the basket page at ${width}px`, async ({ page }) => {
    mkdirSync(folder, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    const [first, second] = (await basketRecords(page.request, 100, 'sort.price=asc')).filter(
      (record) => record.availability === 'available' && Number(record.stock) > 5,
    );
    if (!first || !second) throw new Error('the seed has no products in stock');
    await page.request.post('/api/cart', {
      headers: { origin: new URL(process.env.STOREFRONT_URL ?? '').origin },
      data: { productId: first.id, sku: first.sku, quantity: 2 },
    });
    await page.goto(`/product/${second.slug}`);
    await page.getByRole('button', { name: 'Add to basket', exact: true }).first().click();
    const flyout = flyoutOf(page);
    await expect(flyout.getByRole('region', { name: 'You may also like' })).toBeVisible();
    await expect(flyout.locator('[data-enhanced]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(folder, `flyout-${width}.png`) });
    await page.keyboard.press('Escape');

    await page.goto('/cart');
    await page.getByLabel('Enter a discount code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.locator('form').getByRole('status')).toHaveText('Discount code WELCOME10 applied');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(folder, `cart-${width}.png`), fullPage: true });
  });
}
