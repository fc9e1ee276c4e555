import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, signInAs } from './accountSession';
import { expect, test } from './fixtures';

// Pictures of the account page for the docs (docs/screenshots); runs only with SCREENSHOTS=1. Grace is only looked
// at: editors and the address modal are opened, never saved.
const folder = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');

for (const width of [375, 1440]) {
  test(`screenshots of the account page and a row editor at ${width}px`, async ({ page }) => {
    mkdirSync(folder, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, DEMO.consumer);
    await page.goto('/account');
    const panel = page.getByRole('region', { name: 'Account Details' });
    await expect(panel.getByRole('link', { name: 'Edit Name' })).toBeVisible();
    await page.screenshot({ path: join(folder, `account-${width}.png`), fullPage: true });

    await panel.getByRole('link', { name: 'Edit Name' }).click();
    await expect(page.getByRole('form', { name: 'Edit Name' })).toBeVisible();
    await panel.screenshot({ path: join(folder, `account-details-editing-${width}.png`) });

    await panel.getByRole('link', { name: 'Edit Delivery Address' }).click();
    await expect(panel.getByRole('region', { name: 'Saved delivery addresses' }).getByRole('radio')).not.toHaveCount(0);
    await panel.screenshot({ path: join(folder, `account-delivery-address-${width}.png`) });
    await panel.getByRole('button', { name: 'Add new address' }).click();
    const modal = page.getByRole('dialog', { name: 'Add address' });
    await modal.getByRole('link', { name: "Can't find your address? Enter details manually" }).click();
    await expect(modal.getByLabel('House/Apartment *')).toBeVisible();
    await page.screenshot({ path: join(folder, `account-address-modal-${width}.png`) });
  });
}
