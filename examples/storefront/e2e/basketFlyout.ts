import { expect, type Page } from '@playwright/test';

/** The added-to-basket flyout. */
export const flyoutOf = (page: Page) => page.getByRole('dialog', { name: 'Added to Basket' });

/** Waits for the flyout an add opens and closes it with Escape, so the page behind is reachable again. */
export async function closeFlyout(page: Page) {
  const flyout = flyoutOf(page);
  await expect(flyout).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
}
