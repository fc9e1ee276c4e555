import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signUpFresh } from './accountSession';
import { closeFlyout } from './basketFlyout';
import { expect, test } from './fixtures';
import { mailedLink } from './mailbox';
import { basketRecords, type SearchRecord } from './searchRecords';

// A visitor's basket goes with them whichever way they become signed in (spec A1: the anonymous cart's id is sent at
// login so it can be merged): into the customer's own basket, lines merged as commercetools' MergeWithExistingCustomerCart
// does (a product in both keeps the larger quantity), never replaced.

// Each journey adds as a visitor, prepares a customer with a basket of their own and signs in: longer than most.
test.describe.configure({ timeout: 60_000 });

const sameOrigin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin, connection: 'close' });

/** Three products with stock to spare, cheapest first. */
async function products(request: APIRequestContext): Promise<[SearchRecord, SearchRecord, SearchRecord]> {
  const found = (await basketRecords(request, 100, 'sort.price=asc')).filter(
    (record) => record.availability === 'available' && Number(record.stock) >= 5,
  );
  if (found.length < 3) throw new Error('the seed has fewer than 3 products in stock');
  return found.slice(0, 3) as [SearchRecord, SearchRecord, SearchRecord];
}

/** The units per sku of the basket of the browser `page` belongs to, as the site's basket route reads it. */
async function basketOf(page: Page): Promise<Record<string, number>> {
  const answer = await page.request.get('/api/cart');
  return ((await answer.json()) as { quantities: Record<string, number> }).quantities;
}

/** Adds a product from its page, as a shopper does, `times` times. */
async function addFromProductPage(page: Page, record: SearchRecord, times = 1) {
  await page.goto(`/product/${record.slug}`);
  const before = Object.values(await basketOf(page)).reduce((sum, units) => sum + units, 0);
  for (let added = 1; added <= times; added++) {
    await page.getByRole('button', { name: 'Add to basket', exact: true }).first().click();
    await closeFlyout(page);
    const count = before + added;
    await expect(page.getByRole('link', { name: /^Basket, \d+ items?$/ })).toHaveAccessibleName(
      `Basket, ${count} item${count === 1 ? '' : 's'}`,
    );
  }
}

/**
 * A new customer, joined in a browser of their own, whose basket already holds one of each of `records`; that browser
 * is closed again. Answers the login.
 */
async function customerWithBasket(browser: Browser, records: SearchRecord[], firstName = 'Priscilla') {
  const context = await browser.newContext({ baseURL: process.env.STOREFRONT_URL });
  const login = await signUpFresh(await context.newPage(), firstName, 'Basket');
  for (const record of records) {
    const added = await context.request.post('/api/cart', {
      headers: sameOrigin(),
      data: { productId: record.id, sku: record.sku, quantity: 1 },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  await context.close();
  return login;
}

/** Asks for an emailed sign-in link on the login assistance page it is on; the page then polls for the link's opening. */
async function askForSignInLink(page: Page, email: string) {
  await page.waitForLoadState('networkidle'); // hydrated: the form's field keeps what is typed from here on
  await page.getByLabel('Email for the sign-in link').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText(/Check your email: we've sent a sign-in link/)).toBeVisible();
}

/**
 * A visitor with a product in their basket asks for a sign-in link to a new customer whose basket holds another.
 * Answers the login and the basket both should make.
 */
async function visitorAskingForLink(page: Page, browser: Browser) {
  const [visitors, theirs] = await products(page.request);
  const login = await customerWithBasket(browser, [theirs]);
  await addFromProductPage(page, visitors);
  await page.goto('/auth/login-assistance');
  await askForSignInLink(page, login.email);
  return { login, merged: { [visitors.sku]: 1, [theirs.sku]: 1 } };
}

/** Opens the mailed link in `device` (another tab, another browser) and signs in where the shopper `chooses`. */
async function openMailedLink(
  device: Page,
  email: string,
  chooses: 'Sign in on the device where I asked' | 'Sign in on this device instead',
) {
  await device.goto(await mailedLink(device.request, email));
  await device.getByRole('button', { name: chooses }).click();
  if (chooses === 'Sign in on the device where I asked')
    await expect(device.getByText('Sign-in approved.')).toBeVisible();
}

/** A second browser, as a shopper's phone is. */
const anotherDevice = async (browser: Browser) =>
  (await browser.newContext({ baseURL: process.env.STOREFRONT_URL })).newPage();

test.describe('the basket at every sign-in', () => {
  test("signing in with a password merges the visitor's basket into the customer's own", async ({ page, browser }) => {
    const [both, theirs, visitors] = await products(page.request);
    const login = await customerWithBasket(browser, [both, theirs]);
    await addFromProductPage(page, both, 2);
    await addFromProductPage(page, visitors);

    await page.getByRole('button', { name: 'Join / Login' }).click();
    const panel = page.getByRole('dialog', { name: 'Join or login' });
    await panel.getByLabel('Email or membership no.').fill(login.email);
    await panel.getByLabel('Password').fill(login.password);
    await panel.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
    await expect(page.getByText('Welcome back, Priscilla')).toBeVisible();
    // Two of the product both held (the larger quantity, not 1 + 2), the customer's own line, the visitor's.
    expect(await basketOf(page)).toEqual({ [both.sku]: 2, [theirs.sku]: 1, [visitors.sku]: 1 });
  });

  test('joining from the basket keeps it and comes back to it', async ({ page }) => {
    const [record] = await products(page.request);
    await addFromProductPage(page, record);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Join / Login' }).click();
    const join = page.getByRole('dialog', { name: 'Join or login' }).getByRole('link', { name: 'Join now' });
    await expect(join).toHaveAttribute('href', '/auth/signup?redirect_url=%2Fcart');
    await join.click();
    await expect(page).toHaveURL(/\/auth\/signup\?redirect_url=%2Fcart$/);
    await page.waitForLoadState('networkidle'); // hydrated: the form's fields keep what is typed from here on

    const form = page.getByRole('form', { name: 'Join now' });
    await form.getByLabel('First name').fill('Junia');
    await form.getByLabel('Last name').fill('Basket');
    await form.getByLabel('Email address').fill(`join-basket-${Date.now()}-${test.info().workerIndex}@example.com`);
    await form.getByLabel('Password').fill('Purple!cloth1');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
    await expect(page.getByText('Welcome back, Junia')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Basket, \d+ items?$/ })).toHaveAccessibleName('Basket, 1 item');
    await expect(page.getByRole('main').getByText(record.name).first()).toBeVisible();
    expect(await basketOf(page)).toEqual({ [record.sku]: 1 });
  });

  test("an emailed link opened in this browser signs it in with the visitor's basket merged", async ({
    page,
    browser,
  }) => {
    const { login, merged } = await visitorAskingForLink(page, browser);
    const mailTab = await page.context().newPage();
    await openMailedLink(mailTab, login.email, 'Sign in on this device instead');
    await expect(mailTab).toHaveURL(/\/account$/, { timeout: 15_000 });
    await expect(mailTab.getByText('Welcome back, Priscilla')).toBeVisible();
    expect(await basketOf(mailTab)).toEqual(merged);
  });

  test('an emailed link sends this browser back to the page that asked, signed in with its basket', async ({
    page,
    browser,
  }) => {
    const { login, merged } = await visitorAskingForLink(page, browser);
    const mailTab = await page.context().newPage();
    await openMailedLink(mailTab, login.email, 'Sign in on the device where I asked');
    await mailTab.close();
    await expect(page.getByText('You have been logged in.')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/account$/);
    expect(await basketOf(page)).toEqual(merged);
  });

  test('a link approved on another device signs this one in with its basket', async ({ page, browser }) => {
    const { login, merged } = await visitorAskingForLink(page, browser);
    const phone = await anotherDevice(browser);
    await openMailedLink(phone, login.email, 'Sign in on the device where I asked');
    await phone.context().close();
    await expect(page.getByText('You have been logged in.')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/account$/);
    expect(await basketOf(page)).toEqual(merged);
  });

  test('a password reset, then signing in with the new password, keeps the basket', async ({
    page,
    browser,
    request,
  }) => {
    const [visitors, theirs] = await products(page.request);
    const login = await customerWithBasket(browser, [theirs]);
    await addFromProductPage(page, visitors);

    await page.goto('/auth/login-assistance');
    await page.getByRole('region', { name: 'Reset your password' }).getByLabel('Email address').fill(login.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(`If an account exists for ${login.email}`)).toBeVisible();
    await page.goto(await mailedLink(request, login.email));
    await page.getByLabel('New password', { exact: true }).fill('Second!pass2');
    await page.getByLabel('Confirm new password').fill('Second!pass2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('link', { name: 'log in' }).click();

    await page.getByLabel('Email or membership no.').fill(login.email);
    await page.getByLabel('Password').fill('Second!pass2');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Welcome back, Priscilla')).toBeVisible({ timeout: 15_000 });
    expect(await basketOf(page)).toEqual({ [visitors.sku]: 1, [theirs.sku]: 1 });
  });
});

test.describe("checkout's 'Sign in'", () => {
  test('brings a guest back to checkout, signed in, with their basket', async ({ page, browser }) => {
    const [visitors, theirs] = await products(page.request);
    const login = await customerWithBasket(browser, [theirs]);
    await addFromProductPage(page, visitors);
    await page.goto('/checkout');
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect(contact.getByText('Checking out as a guest.')).toBeVisible();
    await contact.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\?redirect_url=%2Fcheckout$/);

    await page.getByLabel('Email or membership no.').fill(login.email);
    await page.getByLabel('Password').fill(login.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
    await expect(contact.getByText(`Signed in as ${login.email}.`)).toBeVisible();
    const order = page.getByRole('complementary', { name: 'Your order' });
    await expect(order.getByText(visitors.name).first()).toBeVisible();
    await expect(order.getByText(theirs.name).first()).toBeVisible();
    expect(await basketOf(page)).toEqual({ [visitors.sku]: 1, [theirs.sku]: 1 });
  });

  test('brings a guest who signs in with an emailed link instead back to checkout too', async ({ page, browser }) => {
    const [visitors] = await products(page.request);
    const login = await customerWithBasket(browser, []);
    await addFromProductPage(page, visitors);
    await page.goto('/checkout');
    await page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/login-assistance\?redirect_url=%2Fcheckout$/);
    await askForSignInLink(page, login.email);
    const phone = await anotherDevice(browser);
    await openMailedLink(phone, login.email, 'Sign in on the device where I asked');
    await phone.context().close();

    await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Contact' }).getByText(`Signed in as ${login.email}.`)).toBeVisible();
    expect(await basketOf(page)).toEqual({ [visitors.sku]: 1 });
  });

  test('a return address off this site is not followed: signing in lands on the account', async ({ page, browser }) => {
    const login = await customerWithBasket(browser, []);
    await page.goto(`/account?redirect_url=${encodeURIComponent('//evil.example/checkout')}`);
    await page.getByLabel('Email or membership no.').fill(login.email);
    await page.getByLabel('Password').fill(login.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Priscilla' })).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).origin).toBe(new URL(process.env.STOREFRONT_URL ?? '').origin);
    await expect(page).toHaveURL(/\/account(\?.*)?$/);
  });
});
