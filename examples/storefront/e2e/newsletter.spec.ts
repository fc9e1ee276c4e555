import { recordAnalytics } from './analyticsEvents';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

test.describe('the footer', () => {
  test('shows store links, link columns, social links, service info, copyright and the shipping and GST lines', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const stores = footer.getByRole('navigation', { name: 'Our stores' });
    await expect(stores.getByRole('link')).toHaveCount(15);
    await expect(stores.getByRole('link', { name: 'West Ryde' })).toHaveAttribute('href', '/stores/west-ryde');
    for (const column of ['Customer Service', 'About Us', 'Shop With Confidence']) {
      await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
    // A link that opens a new tab says so, beside its name.
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAccessibleDescription('Opens in a new tab');
    await expect(footer.getByRole('link', { name: '1300 000 733' })).toHaveAttribute('href', 'tel:1300000733');
    await expect(footer.getByText('9 am to 5 pm, Monday to Saturday').first()).toBeVisible();
    await expect(footer.getByText('© Koorong. All rights reserved.')).toBeVisible();
    await expect(footer.getByText(/Free shipping for orders over \$99/)).toBeVisible();
    await expect(footer.getByText(/All prices include GST and are in AUD\./)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('newsletter sign-up: a bad email is refused without a request, then subscribed and already subscribed', async ({
    page,
  }) => {
    const events = await recordAnalytics(page);
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/subscribe-newsletter')) requests.push(request.postData() ?? '');
    });
    await form.getByLabel('Email address').fill('reader@nowhere');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByText('Please enter a valid email.')).toBeVisible();
    expect(requests).toEqual([]);

    const email = `reader-${Date.now()}@example.com`;
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Sign up' }).click();
    // The toast's text stands on its own, apart from its icon.
    await expect(page.getByText('Subscribed to newsletter', { exact: true })).toBeVisible();
    expect(JSON.parse(requests[0] ?? '{}')).toEqual({ firstname: '', lastname: '', email });
    // Remembered like a sign-up in the pop-up, so the pop-up is not offered next.
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('bookshop:newsletter') ?? 'null'));
    expect(cached).toMatchObject({ hasSubscribed: true });

    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText("You're already subscribed to newsletter")).toBeVisible();
    // One sign-up was made: the second answer is not a new one.
    expect(await events()).toEqual([{ name: 'newsletter_sign_up', source: 'footer' }]);
  });

  test('the site routes refuse other origins', async ({ request, baseURL }) => {
    for (const path of ['/api/subscribe-newsletter', '/api/contact-data']) {
      const answer = await request.post(`${baseURL}${path}`, {
        headers: { origin: 'https://evil.example' },
        data: { email: 'grace@example.com' },
      });
      expect(answer.status()).toBe(403);
    }
  });
});

test.describe('the newsletter pop-up', () => {
  test.use({ newsletterPopup: true, viewport: { width: 1280, height: 720 } });

  const scrollDownAndUp = async (page: import('@playwright/test').Page) => {
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    await page.evaluate(() => window.scrollTo(0, 0));
  };

  /**
   * Lets fake time pass a second at a time, scrolling to the top after each, until the pop-up shows. The pop-up's
   * code loads on first use, so a busy machine gets longer than the default 5 s to fetch and hydrate it.
   */
  const waitForPopup = async (page: import('@playwright/test').Page) => {
    const dialog = page.getByRole('dialog', { name: 'Stay in the loop' });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          await scrollDownAndUp(page);
          return dialog.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    return dialog;
  };

  test('opens on a scroll to the top only after 5 seconds; closing resets it and it stays away', async ({ page }) => {
    await page.clock.install();
    await page.goto('/category/bibles');
    await expect(page.getByRole('article').first()).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Stay in the loop' });

    await page.clock.runFor(3000);
    await scrollDownAndUp(page);
    await expect(dialog).toBeHidden();

    await waitForPopup(page);
    await expectNoSeriousViolations(page);

    const button = dialog.getByRole('button', { name: 'Sign up' });
    await expect(button).toBeDisabled();
    await dialog.getByLabel('Email address').fill('not-an-email');
    await button.click();
    await expect(dialog.getByText('Please enter a valid email.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Dismissed: not offered again on the next page within 24 hours.
    await page.goto('/');
    await page.clock.runFor(6000);
    await scrollDownAndUp(page);
    await expect(dialog).toBeHidden();

    // A day later it is offered again, empty.
    await page.clock.fastForward('24:00:01');
    await page.goto('/');
    await waitForPopup(page);
    await expect(dialog.getByLabel('Email address')).toHaveValue('');
  });

  test('subscribes with the fisrtname field on the wire and shows the answer', async ({ page }) => {
    const events = await recordAnalytics(page);
    await page.clock.install();
    await page.goto('/');
    const dialog = await waitForPopup(page);
    const email = `popup-${Date.now()}@example.com`;
    await dialog.getByLabel('First name').fill('Ruth');
    await dialog.getByLabel('Last name').fill('Moab');
    await dialog.getByLabel('Email address').fill(email);
    const sent = page.waitForRequest('**/api/subscribe-newsletter');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    expect((await sent).postDataJSON()).toEqual({ fisrtname: 'Ruth', lastname: 'Moab', email });
    await expect(dialog.getByRole('status')).toHaveText('Subscribed to newsletter');
    expect(await events()).toContainEqual({ name: 'newsletter_sign_up', source: 'popup' });
  });

  test('is never offered in kiosk mode', async ({ page }) => {
    await page.clock.install();
    await page.goto('/?kiosk=1');
    await page.clock.runFor(6000);
    await scrollDownAndUp(page);
    await page.clock.runFor(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a signed-in customer already on the list is checked with the contact lookup and not asked', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/account');
    await page.getByLabel('Email or membership no.').fill('grace@example.com');
    await page.getByLabel('Password').fill('Psalm23!grace');
    const lookup = page.waitForRequest('**/api/contact-data');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.clock.runFor(2500);
    await expect(page.getByText('Welcome back, Grace')).toBeVisible({ timeout: 10_000 });
    expect((await lookup).postDataJSON()).toEqual({ email: 'grace@example.com' });
    await page.goto('/');
    await page.clock.runFor(6000);
    await scrollDownAndUp(page);
    await page.clock.runFor(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
