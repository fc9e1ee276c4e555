import { flyoutOf } from './basketFlyout';
import { expect, test } from './fixtures';
import { searchRecords } from './searchRecords';

// The flyout and /cart at a phone's and a desktop's width, attached to the report: a gift card with its recipient, an
// eBook with its shipping notice and a discounted book.
for (const width of [375, 1440]) {
  test(`the flyout and /cart at ${width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const origin = { origin: new URL(process.env.STOREFRONT_URL ?? '').origin };
    const [card] = await searchRecords(page.request, 5, 'filter.format=Gift%20Card');
    const [ebook] = (await searchRecords(page.request, 100, 'filter.format=eBook')).filter(
      (record) => record.availability === 'available' && Number(record.stock) > 2,
    );
    if (!card || !ebook) throw new Error('the seed has no gift card or eBook in stock');
    const added = await page.request.post('/api/cart', {
      headers: origin,
      data: {
        productId: card.id,
        sku: card.sku,
        recipient: { name: 'Ann Lee', email: 'ann@example.com', message: 'Happy birthday!' },
      },
    });
    expect(added.status()).toBe(200);

    await page.goto(`/product/${ebook.slug}`);
    await page.getByRole('button', { name: 'Add to basket', exact: true }).first().click();
    const flyout = flyoutOf(page);
    await expect(flyout.getByText('For Ann Lee (ann@example.com)')).toBeVisible();
    await expect(flyout.getByText(/download link is emailed/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await testInfo.attach(`flyout-${width}`, { body: await page.screenshot(), contentType: 'image/png' });
    await page.keyboard.press('Escape');

    await page.goto('/cart');
    await expect(page.getByTestId('gift-card-recipient')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await testInfo.attach(`cart-${width}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
}
