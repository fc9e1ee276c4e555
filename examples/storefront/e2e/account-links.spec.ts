import type { Page } from '@playwright/test';
import { DEMO, signInAs, signUpFresh } from './accountSession';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

/** The drawer's account links and the sections they reach (spec: /account has #preferences, #wishlist, #reviews). */
const SECTIONS = [
  { link: 'Preferences', anchor: 'preferences', heading: 'Preferences' },
  { link: 'Wishlists', anchor: 'wishlist', heading: 'Wishlists' },
  { link: 'Reviews', anchor: 'reviews', heading: 'Reviews' },
] as const;

const section = (page: Page, anchor: string) => page.locator(`#${anchor}`);

async function openAccountTab(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('tab', { name: 'My Koorong' }).click();
  return drawer;
}

test.describe('the drawer’s account links on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const { link, anchor, heading } of SECTIONS) {
    test(`${link} reaches #${anchor} from another page and from /account itself`, async ({ page }) => {
      await signInAs(page, DEMO.consumer);
      await page.goto('/');
      let drawer = await openAccountTab(page);
      await drawer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/account#${anchor}$`));
      await expect(drawer).toBeHidden();
      await expect(section(page, anchor).getByRole('heading', { name: heading, level: 2 })).toBeInViewport();

      // Already on /account, at its top: the link still scrolls to the section once the drawer has closed.
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeInViewport();
      await expect(section(page, anchor)).not.toBeInViewport();
      drawer = await openAccountTab(page);
      await drawer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/account#${anchor}$`));
      await expect(drawer).toBeHidden();
      await expect(section(page, anchor).getByRole('heading', { name: heading, level: 2 })).toBeInViewport();
      // …and stays there (nothing scrolls the page back to where it was when the drawer opened).
      await page.waitForTimeout(300);
      await expect(section(page, anchor).getByRole('heading', { name: heading, level: 2 })).toBeInViewport();
    });
  }
});

test.describe('the top bar’s WISHLIST link', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('reaches #wishlist from /account itself', async ({ page }) => {
    await signInAs(page, DEMO.consumer);
    await page.goto('/account');
    const wishlists = section(page, 'wishlist').getByRole('heading', { name: 'Wishlists', level: 2 });
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeInViewport();
    await page.getByRole('navigation', { name: 'Customer links' }).getByRole('link', { name: 'WISHLIST' }).click();
    await expect(page).toHaveURL(/\/account#wishlist$/);
    await expect(wishlists).toBeInViewport();
  });

  test('takes a visitor to the sign-in form on /account', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Customer links' }).getByRole('link', { name: 'WISHLIST' }).click();
    await expect(page).toHaveURL(/\/account#wishlist$/);
    await expect(page.getByText('If you have an account login below.').first()).toBeVisible();
  });

  test('a shopper who signs in there lands on the account', async ({ page }) => {
    const login = await signUpFresh(page, 'Hannah');
    await page.context().clearCookies();
    await page.goto('/account#wishlist');
    const form = page.getByRole('region', { name: 'My Koorong' });
    await form.getByLabel('Email or membership no.').fill(login.email);
    await form.getByLabel('Password', { exact: true }).fill(login.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Hannah' })).toBeVisible({ timeout: 15_000 });
    await expect(section(page, 'wishlist').getByRole('heading', { name: 'Wishlists' })).toBeVisible();
  });
});

test.describe('the header’s Join / Login dropdown', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens with the focus inside, closes on Escape (focus back on the button) and on a click outside', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Join / Login' });
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Join or login' });
    await expect(panel.getByText('If you have an account login below.')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.getByRole('heading', { level: 1 }).first().click();
    await expect(panel).toBeHidden();
    await button.click();
    await expect(panel).toBeVisible();
    await button.click();
    await expect(panel).toBeHidden();
  });
});
