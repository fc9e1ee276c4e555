import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const GRACE = { email: 'grace@example.com', password: 'Psalm23!grace' };

/** Signs Grace in with the account page's form and answers her session cookie. */
async function signInOnAccountPage(page: Page, path = '/account') {
  await page.goto(path);
  await page.getByLabel('Email or membership no.').fill(GRACE.email);
  await page.getByLabel('Password').fill(GRACE.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible({ timeout: 10_000 });
  return (await page.context().cookies()).find((candidate) => candidate.name === 'bookshop_session');
}

test.describe('signing in from the header', () => {
  test('validates, refuses a wrong password, then signs in, lands on the account and signs out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Join / Login' }).click();
    const panel = page.getByRole('dialog', { name: 'Join or login' });
    await expect(panel.getByText('If you have an account login below.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/auth/signup?redirect_url=%2F',
    );

    await panel.getByRole('button', { name: 'Login' }).click();
    await expect(panel.getByText('Please enter email or membership no')).toBeVisible();
    await expect(panel.getByText('Required')).toBeVisible();

    await panel.getByLabel('Email or membership no.').fill(GRACE.email);
    await panel.getByLabel('Password').fill('not-the-password');
    await panel.getByRole('button', { name: 'Login' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Incorrect email or password');

    await panel.getByLabel('Password').fill(GRACE.password);
    await panel.getByRole('button', { name: 'Login' }).click();
    // The form holds its loading state through the success delay before the customer is logged in.
    await expect(panel.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await expect(page.getByText('You have been logged in.')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
    await expect(page.getByText('Member Number: 10000001')).toBeVisible();
    await expect(page.getByText('Since Mar 2019')).toBeVisible();
    await expect(page.getByText('Welcome back, Grace')).toBeVisible();
    await expect(page.getByRole('link', { name: /My account/ })).toHaveText('GW');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join / Login' })).toBeVisible();
  });

  test('a membership number signs in too', async ({ page }) => {
    await page.goto('/account');
    await page.getByLabel('Email or membership no.').fill('10000001');
    await page.getByLabel('Password').fill(GRACE.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible({ timeout: 10_000 });
  });

  test('the session cookie is httpOnly and SameSite=Lax, and sign-in refuses other origins', async ({
    page,
    request,
    baseURL,
  }) => {
    const cookie = await signInOnAccountPage(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const forged = await request.post(`${baseURL}/api/auth/sign-in`, {
      headers: { origin: 'https://evil.example' },
      data: { username: GRACE.email, password: GRACE.password },
    });
    expect(forged.status()).toBe(403);
  });

  test('on an in-store kiosk the session ends with the browser session', async ({ page }) => {
    const cookie = await signInOnAccountPage(page, '/account?kiosk=1');
    expect(cookie?.expires).toBe(-1);
  });

  test("one shopper's failed sign-ins lock out only their own address, not every shopper", async ({
    request,
    baseURL,
  }) => {
    // The back end allows 30 failed attempts per client in 15 minutes; each made-up account stays under its own 5.
    const signIn = (address: string, username: string, password: string) =>
      request.post(`${baseURL}/api/auth/sign-in`, {
        headers: { origin: baseURL ?? '', 'x-forwarded-for': address },
        data: { username, password },
      });
    const guesser = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const refused = await signIn(guesser, `guess${attempt}-${guesser}@example.com`, 'not-the-password');
      expect(refused.status()).toBe(401);
    }
    // The guesser's address is now paused, whatever account it tries.
    const paused = await signIn(guesser, `guess30-${guesser}@example.com`, 'not-the-password');
    expect(paused.status()).toBe(429);
    const someoneElse = await signIn('203.0.113.9', GRACE.email, GRACE.password);
    expect(someoneElse.status()).toBe(200);
  });

  test('after five wrong passwords the form keeps its message and says sign-in is paused, with a reset link', async ({
    page,
    request,
    baseURL,
  }) => {
    const username = `paused-${Math.floor(Math.random() * 1e9)}@example.com`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await request.post(`${baseURL}/api/auth/sign-in`, {
        headers: { origin: baseURL ?? '', 'x-forwarded-for': `192.0.2.${attempt + 1}` },
        data: { username, password: 'not-the-password' },
      });
      expect(refused.status()).toBe(401);
    }
    await page.goto('/account');
    await page.getByLabel('Email or membership no.').fill(username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const form = page.locator('form').filter({ has: page.getByLabel('Password') });
    await expect(form.getByRole('alert')).toHaveText('Incorrect email or password');
    await expect(form.getByRole('status')).toHaveText(
      /^Sign-in is paused for this account for 1[45] more minutes\. Reset your password$/,
    );
    await expect(form.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/auth/login-assistance',
    );
  });

  test('signing out ends the session for good: a copy of the cookie no longer signs anyone in', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const copied = await signInOnAccountPage(page);
    const copy = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `bookshop_session=${copied?.value}` },
    });
    expect((await (await copy.get('/api/session')).json()).customer?.firstName).toBe('Grace');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    expect((await (await copy.get('/api/session')).json()).customer).toBeNull();
    await copy.dispose();
  });
});
