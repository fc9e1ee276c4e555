import { flyoutOf } from './basketFlyout';
import { expect, test } from './fixtures';
import { searchRecords } from './searchRecords';

// The managed content's notice for the digital-delivery shipping method key (global settings, shipping_notices).
const NOTICE = 'eBooks and audiobooks are not posted: a download link is emailed to you once your order is placed.';

test('a line whose product carries the special shipping method key shows the content’s notice in the flyout', async ({
  page,
}) => {
  const [ebook] = (await searchRecords(page.request, 100, 'filter.format=eBook')).filter(
    (record) => record.availability === 'available' && Number(record.stock) > 2,
  );
  const [paperback] = (await searchRecords(page.request, 100, 'filter.format=Paperback')).filter(
    (record) => record.availability === 'available' && Number(record.stock) > 2,
  );
  if (!ebook || !paperback) throw new Error('the seed has no eBook or paperback in stock');

  await page.goto(`/product/${paperback.slug}`);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).first().click();
  const flyout = flyoutOf(page);
  await expect(flyout.getByRole('link', { name: paperback.name.slice(0, 40) }).first()).toBeVisible();
  await expect(flyout.getByText(NOTICE)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`/product/${ebook.slug}`);
  await page.getByRole('button', { name: 'Add to basket', exact: true }).first().click();
  const lines = flyout.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  // Newest first: the eBook's line carries the notice, the paperback's does not.
  await expect(lines.first().getByText(NOTICE)).toBeVisible();
  await expect(lines.nth(1).getByText(NOTICE)).toHaveCount(0);
});
