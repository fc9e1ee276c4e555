import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { mailedLink } from './mailbox';

test.describe('joining and login assistance', () => {
  test('Join now creates an account, signs in and returns to where the shopper was', async ({ page }) => {
    await page.goto('/auth/signup?redirect_url=%2Fcategory%2Fbibles');
    await expect(page.getByRole('heading', { level: 1, name: 'Join now' })).toBeVisible();
    await expectNoSeriousViolations(page);
    const join = page.getByRole('form', { name: 'Join now' });
    await join.getByRole('button', { name: 'Create account' }).click();
    await expect(join.getByText('Please enter a valid email.')).toBeVisible();

    const email = `join-${Date.now()}@example.com`;
    await page.getByLabel('First name').fill('Lydia');
    await page.getByLabel('Last name').fill('Thyatira');
    await page.getByRole('form', { name: 'Join now' }).getByLabel('Email address').fill(email);
    // The password rule and the names' length are checked beside their fields, before the account service is asked.
    await page.getByLabel('Password').fill('purple');
    await page.getByLabel('Last name').fill('T'.repeat(101));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      join.getByText('Use at least 6 letters, digits or !@#$%^&*, with at least one of !@#$%^&*.'),
    ).toBeVisible();
    await expect(join.getByText('Names are limited to 100 characters.')).toBeVisible();
    await page.getByLabel('Last name').fill('Thyatira');
    await page.getByLabel('Password').fill('Purple!cloth1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/category\/bibles$/, { timeout: 15_000 });
    await expect(page.getByText('Welcome back, Lydia')).toBeVisible();
  });

  test('a forgotten password is reset through the emailed link', async ({ page, request }) => {
    // Joins, signs out, resets through the mail and signs in again, with two accessibility scans: longer than most.
    test.setTimeout(60_000);
    const email = `reset-${Date.now()}@example.com`;
    await page.goto('/auth/signup');
    await page.getByLabel('First name').fill('Dorcas');
    await page.getByLabel('Last name').fill('Joppa');
    await page.getByRole('form', { name: 'Join now' }).getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('First!pass1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Welcome back, Dorcas')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have been logged out.')).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: 'Join / Login' }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/login-assistance$/);
    await expectNoSeriousViolations(page);
    await page.getByRole('region', { name: 'Reset your password' }).getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(`If an account exists for ${email}, we've sent a link to reset your password.`),
    ).toBeVisible();

    await page.goto(await mailedLink(request, email));
    await page.getByLabel('New password', { exact: true }).fill('Second!pass2');
    await page.getByLabel('Confirm new password').fill('Second!pass2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.goto('/account');
    await page.getByLabel('Email or membership no.').fill(email);
    await page.getByLabel('Password').fill('Second!pass2');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Welcome back, Dorcas')).toBeVisible({ timeout: 10_000 });
  });

  test('the magic link signs in the device that asked once it is opened elsewhere', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto('/auth/login-assistance');
    await page.getByLabel('Email for the sign-in link').fill('grace@example.com');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByText(/Check your email: we've sent a sign-in link/)).toBeVisible();

    const link = await mailedLink(request, 'grace@example.com');
    const phone = await browser.newContext({ baseURL: process.env.STOREFRONT_URL });
    const other = await phone.newPage();
    await other.goto(link);
    // Opening the link approves nothing (a mail scanner opens links too): the shopper chooses where to sign in.
    await other.getByRole('button', { name: 'Sign in on the device where I asked' }).click();
    await expect(other.getByText('Sign-in approved.')).toBeVisible();
    await phone.close();

    await expect(page.getByText('You have been logged in.')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Welcome back, Grace')).toBeVisible();
  });
});

test('every sign-in route refuses other origins, bodies of the wrong shape and over-sized bodies', async ({
  request,
  baseURL,
}) => {
  const routes = [
    '/api/auth/sign-up',
    '/api/auth/password-reset',
    '/api/auth/password-reset/confirm',
    '/api/auth/magic-link',
    '/api/auth/magic-link/poll',
    '/api/auth/magic-link/approve',
    '/api/auth/magic-link/redeem',
  ];
  const post = (path: string, origin: string, data: unknown) =>
    request.post(`${baseURL}${path}`, { headers: { origin, 'content-type': 'application/json' }, data });
  for (const path of routes) {
    expect((await post(path, 'https://evil.example', { email: 'grace@example.com' })).status(), path).toBe(403);
    const wrongShape = await post(path, baseURL ?? '', [1, 2, 3]);
    expect(wrongShape.status(), path).toBe(400);
    expect((await wrongShape.json()).error, path).toMatch(/^Expected JSON /);
    const huge = await post(path, baseURL ?? '', { email: 'x'.repeat(64 * 1024) });
    expect([huge.status(), await huge.json()], path).toEqual([413, { error: 'The request is too large' }]);
  }
});
