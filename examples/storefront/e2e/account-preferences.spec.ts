import { createBookshop, emulatorServices, memoryTokenStore } from '@bookshop/sdk';
import type { Page } from '@playwright/test';
import { DEMO, signInAs, signUpFresh } from './accountSession';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { startStorefront } from './startStorefront';

const sameOrigin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin });

/** Gives a fresh customer a default delivery address through the SDK, as the address book would. */
async function addDeliveryAddress(login: { email: string; password: string }) {
  const bookshop = createBookshop({
    ...emulatorServices(process.env.EMULATOR_URL ?? ''),
    tokenStore: memoryTokenStore(),
  });
  await bookshop.auth.signIn({ username: login.email, password: login.password });
  const customer = await bookshop.customer.me();
  if (!customer) throw new Error(`${login.email} could not sign in through the SDK`);
  await bookshop.addresses.add(customer, {
    type: 'shipping',
    address: {
      firstName: 'Ruth',
      lastName: 'Tester',
      streetNumber: '12',
      streetName: 'Wattle Street',
      city: 'Parramatta',
      state: 'NSW',
      postalCode: '2150',
      country: 'AU',
    },
  });
}

const banner = (page: Page) => page.getByRole('region', { name: /^Hello, / });

test.describe('the account banner', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows the consumer's points and tier, and no banner images", async ({ page }) => {
    await signInAs(page, DEMO.consumer);
    await page.goto('/account');
    const rewards = page.getByRole('region', { name: 'Koorong Rewards' });
    await expect(rewards).toContainText('1,250 points to spend');
    await expect(rewards).toContainText('Gold member');
    await expect(rewards.getByRole('link', { name: 'How rewards work' })).toHaveAttribute(
      'href',
      '/help/loyalty-program',
    );
    await expect(banner(page).locator('picture')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('shows business customers their desktop image, and no rewards', async ({ page }) => {
    await signInAs(page, DEMO.business);
    await page.goto('/account');
    const image = banner(page).getByRole('img', { name: /churches and schools/ });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /account-b2b-desktop\.svg$/);
    await expect(banner(page).locator('picture source')).toHaveAttribute('srcset', /account-b2b-mobile\.svg$/);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/account-b2b-desktop\.svg$/);
    await expect(page.getByRole('region', { name: 'Koorong Rewards' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('shows staff the mobile image on a phone, with their points', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, DEMO.staff);
    await page.goto('/account');
    const image = banner(page).getByRole('img', { name: /staff/i });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/account-staff-mobile/);
    await expect(page.getByRole('region', { name: 'Koorong Rewards' })).toContainText('430 points to spend');
  });
});

test.describe('#preferences', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('subscribes to the newsletter and unsubscribes again, and each choice stays', async ({ page }) => {
    const login = await signUpFresh(page, 'Naomi');
    await page.goto('/account');
    const preferences = page.getByRole('region', { name: 'Preferences' });
    await expect(preferences).toContainText(`${login.email} is not subscribed to the Koorong newsletter.`);
    await preferences.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscribed to newsletter', { exact: true })).toBeVisible();
    await expect(preferences).toContainText(`${login.email} is subscribed to the Koorong newsletter.`);

    await page.reload();
    await expect(preferences).toContainText('is subscribed to the Koorong newsletter.');
    await preferences.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Unsubscribed from newsletter', { exact: true })).toBeVisible();
    await page.reload();
    await expect(preferences).toContainText('is not subscribed to the Koorong newsletter.');
    await expect(preferences.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expectNoSeriousViolations(page);
  });

  test('after an email change, shows and changes the new address’s subscription', async ({ page }) => {
    const login = await signUpFresh(page, 'Ruth');
    await page.goto('/account');
    const preferences = page.getByRole('region', { name: 'Preferences' });
    await preferences.getByRole('button', { name: 'Subscribe' }).click();
    await expect(preferences).toContainText(`${login.email} is subscribed to the Koorong newsletter.`);

    const changed = login.email.replace('account-', 'newsletter-');
    const details = page.getByRole('region', { name: 'Account Details' });
    await details.getByRole('link', { name: 'Edit Email' }).click();
    const form = page.getByRole('form', { name: 'Edit Email' });
    await form.getByLabel('Email').fill(changed);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Email updated successfully', { exact: true })).toBeVisible();
    // No reload: the section reads the new address's subscription (none yet) and offers to subscribe it.
    await expect(preferences).toContainText(`${changed} is not subscribed to the Koorong newsletter.`);
    await preferences.getByRole('button', { name: 'Subscribe' }).click();
    await expect(preferences).toContainText(`${changed} is subscribed to the Koorong newsletter.`);
    await page.reload();
    await expect(preferences).toContainText(`${changed} is subscribed to the Koorong newsletter.`);
  });

  test('keeps the printed-catalogues choice across reloads once there is a delivery address', async ({ page }) => {
    const login = await signUpFresh(page, 'Boaz');
    await page.goto('/account');
    const preferences = page.getByRole('region', { name: 'Preferences' });
    const box = preferences.getByRole('checkbox', { name: 'Send me printed catalogues by post' });
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
    await expect(preferences).toContainText('Add a default delivery address to receive printed catalogues.');

    await addDeliveryAddress(login);
    await page.reload();
    await expect(box).toBeEnabled();
    await box.check();
    await expect(page.getByText('Printed catalogues updated successfully', { exact: true })).toBeVisible();
    await page.reload();
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(box).not.toBeChecked();
    // The box turns at once; the choice is kept only once the save has answered.
    await expect(page.getByText('Printed catalogues updated successfully', { exact: true })).toBeVisible();
    await page.reload();
    await expect(box).not.toBeChecked();
  });

  test('follows the address book on the same page: an address unlocks the box, deleting it clears it', async ({
    page,
  }) => {
    await signUpFresh(page, 'Ruth');
    await page.goto('/account');
    const preferences = page.getByRole('region', { name: 'Preferences' });
    const box = preferences.getByRole('checkbox', { name: 'Send me printed catalogues by post' });
    await expect(box).toBeDisabled();

    await page.getByRole('link', { name: 'Edit Delivery Address' }).click();
    const editor = page.getByRole('region', { name: 'Saved delivery addresses' });
    await editor.getByRole('button', { name: 'Add new address' }).click();
    const modal = page.getByRole('dialog', { name: 'Add address' });
    await modal.getByRole('link', { name: "Can't find your address? Enter details manually" }).click();
    await modal.getByLabel('House/Apartment *').fill('Unit 5');
    await modal.getByLabel('Street *').fill('7 Example Street');
    await modal.getByLabel('Suburb *').fill('Brisbane City');
    await modal.getByLabel('Postcode *').fill('4000');
    await modal.getByLabel('Country *').selectOption('AU');
    await modal.getByLabel('State *').selectOption({ label: 'Queensland' });
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(modal).toBeHidden();

    // No reload: the section reads the customer the address book has just saved.
    await expect(box).toBeEnabled();
    await expect(preferences).toContainText('Catalogues are posted to your default delivery address.');
    await box.check();
    await expect(page.getByText('Printed catalogues updated successfully', { exact: true })).toBeVisible();
    await expect(box).toBeChecked();

    // Deleting the only delivery address turns printed_catalogs off (spec 4): the box follows at once.
    await editor
      .getByRole('button', { name: /^Edit address/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Edit address' }).getByRole('link', { name: 'Delete address' }).click();
    await expect(editor.getByText('No saved address on record')).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(box).toBeDisabled();
    await page.reload();
    await expect(box).not.toBeChecked();
  });

  test('the routes refuse bad input, a missing address and visitors, and change nothing', async ({ page }) => {
    const refused = await page.request.put('/api/account/preferences/newsletter', {
      data: { subscribed: true },
      headers: sameOrigin(),
    });
    expect(refused.status()).toBe(401);

    await signUpFresh(page, 'Orpah');
    const bad = await page.request.put('/api/account/preferences/printed-catalogues', {
      data: { printedCatalogs: 'yes' },
      headers: sameOrigin(),
    });
    expect([bad.status(), (await bad.json()).error]).toEqual([400, 'Choose whether to get printed catalogues']);
    const noAddress = await page.request.put('/api/account/preferences/printed-catalogues', {
      data: { printedCatalogs: true },
      headers: sameOrigin(),
    });
    expect([noAddress.status(), (await noAddress.json()).error]).toEqual([
      400,
      'Add a default delivery address to receive printed catalogues.',
    ]);
    const badNewsletter = await page.request.put('/api/account/preferences/newsletter', {
      data: { subscribed: null },
      headers: sameOrigin(),
    });
    expect(badNewsletter.status()).toBe(400);
    const crossSite = await page.request.put('/api/account/preferences/newsletter', {
      data: { subscribed: true },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status()).toBe(403);

    await page.goto('/account');
    const preferences = page.getByRole('region', { name: 'Preferences' });
    await expect(preferences).toContainText('is not subscribed to the Koorong newsletter.');
    await expect(preferences.getByRole('checkbox', { name: 'Send me printed catalogues by post' })).not.toBeChecked();
  });
});

test.describe('#reviews', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("lists the consumer's reviews newest first with product, stars, title, text and date", async ({ page }) => {
    await signInAs(page, DEMO.consumer);
    await page.goto('/account');
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const items = reviews.getByRole('listitem');
    await expect(items).toHaveCount(3);
    const first = items.first();
    // The rating is text; the stars are hidden from screen readers.
    await expect(first.getByText('Rated 5 out of 5', { exact: true })).toBeAttached();
    await expect(first.locator('[aria-hidden="true"]', { hasText: '★' })).toHaveCount(1);
    expect(await first.ariaSnapshot()).not.toContain('★');
    await expect(first).toContainText('A treasure for our family devotions');
    await expect(first).toContainText('The children ask for it by name.');
    await expect(first).toContainText('Reviewed on 21/09/2025');
    const product = first.getByRole('heading').getByRole('link');
    await expect(product).toHaveAttribute('href', /^\/product\//);
    await expect(items.nth(2).getByText('Rated 3 out of 5', { exact: true })).toBeAttached();
    await expect(reviews).not.toContainText('Posted by mistake');

    const name = (await product.textContent()) ?? '';
    await product.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('says so when a new customer has reviewed nothing', async ({ page }) => {
    await signUpFresh(page);
    await page.goto('/account');
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews).toContainText('You have not reviewed any products yet.');
    await expect(reviews.getByRole('listitem')).toHaveCount(0);
  });
});

test.describe('the drawer on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const [link, name] of [
    ['Preferences', 'Preferences'],
    ['Reviews', 'Reviews'],
  ] as const) {
    test(`its account tab's ${link} link reaches the section`, async ({ page }) => {
      await signInAs(page, DEMO.consumer);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('tab', { name: 'My Koorong' }).click();
      await drawer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/account#${link.toLowerCase()}$`));
      await expect(page.getByRole('region', { name })).toBeInViewport();
    });
  }
});

test.describe('when the loyalty, reviews and marketing services are down', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  let site: Awaited<ReturnType<typeof startStorefront>> | undefined;
  test.beforeAll(async () => {
    const emulator = process.env.EMULATOR_URL ?? '';
    site = await startStorefront({
      emulatorUrl: emulator,
      variables: {
        BOOKSHOP_YOTPO_URL: `${emulator}/no-yotpo-here`,
        BOOKSHOP_EMARSYS_URL: `${emulator}/no-emarsys-here`,
      },
      output: 'ignore',
    });
  });
  test.afterAll(() => site?.stop());

  test('the banner leaves the rewards out and the sections say what cannot be shown', async ({ page }) => {
    const url = site?.url ?? '';
    const signIn = await page.request.post(`${url}/api/auth/sign-in`, {
      data: { username: DEMO.consumer.email, password: DEMO.consumer.password },
      headers: { origin: new URL(url).origin },
    });
    expect(signIn.ok()).toBe(true);
    const response = await page.goto(`${url}/account`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Koorong Rewards' })).toHaveCount(0);
    const preferences = page.getByRole('region', { name: 'Preferences' });
    await expect(preferences).toContainText(
      'Your newsletter subscription cannot be checked right now. Please try again later.',
    );
    await expect(preferences.getByRole('button')).toHaveCount(0);
    await expect(preferences.getByRole('checkbox', { name: 'Send me printed catalogues by post' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Reviews' })).toContainText(
      'Your reviews cannot be shown right now. Please try again later.',
    );
  });
});
