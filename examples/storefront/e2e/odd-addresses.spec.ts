import { expect, test } from './fixtures';

// Addresses a shopper can end up with from an old link, a campaign or a hand edit: each shows a real page.
test.describe('odd addresses', () => {
  test('a sort the search does not offer shows the category in its usual order', async ({ page }) => {
    const response = await page.goto('/category/bibles?sort.nope=asc');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Bibles' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test("a listing's redirects keep the parameters the listing does not read", async ({ page }) => {
    await page.goto('/category/web_bibles_niv?utm_source=mail&from=checkout&status=orderCreationFailed');
    await expect(page).toHaveURL(/\/category\/bibles\/niv\?utm_source=mail&from=checkout&status=orderCreationFailed$/);
    await expect(page.getByRole('dialog', { name: 'Your order could not be completed.' })).toBeVisible();
    await page.goto('/category/bibles?currentPage=999&utm_source=mail');
    await expect(page).toHaveURL(/\/category\/bibles\?currentPage=\d+&utm_source=mail$/);
  });

  test('a repeated parameter takes its first value', async ({ page }) => {
    const response = await page.goto('/auth/signup?redirect_url=/stores&redirect_url=/blog');
    expect(response?.status()).toBe(200);
    const join = page.getByRole('form', { name: 'Join now' });
    await join.getByLabel('First name').fill('Priscilla');
    await join.getByLabel('Last name').fill('Pontus');
    await join.getByLabel('Email address').fill(`repeat-${Date.now()}@example.com`);
    await join.getByLabel('Password').fill('Tent!maker1');
    await join.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/stores$/, { timeout: 15_000 });
  });

  test('a control character or a literal % in a slug is an unknown page, not a failure', async ({ request }) => {
    for (const path of ['/product/%00', '/product/a%00b', '/category/%25ZZ', '/category/bibles/%25E0']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("an author's search is titled like its heading", async ({ page }) => {
    await page.goto('/search?authors=C.%20S.%20Lewis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Results for "C\. S\. Lewis"/);
    await expect(page).toHaveTitle('Results for "C. S. Lewis" | Koorong');
  });
});
