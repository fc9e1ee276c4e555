import { expect, test } from './fixtures';
import { startStorefront } from './startStorefront';

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
    await expect(page.getByRole('heading', { level: 1, name: 'Join now' })).toBeVisible();
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

test.describe('when the search and commerce services are down', () => {
  let site: Awaited<ReturnType<typeof startStorefront>>;
  test.beforeAll(async () => {
    // Credentials the services do not know: every search answers 404 and every commerce token request 401, as in an
    // outage or a misconfiguration. The content service still answers, so the site's frame is there.
    site = await startStorefront({
      emulatorUrl: process.env.EMULATOR_URL ?? '',
      variables: {
        BOOKSHOP_SEARCHSPRING_SITE_ID: 'not-our-site',
        BOOKSHOP_COMMERCETOOLS_CLIENT_SECRET: 'not-our-secret',
      },
      // Its log is the failures this test causes on purpose.
      output: 'ignore',
    });
  });
  test.afterAll(() => site?.stop());

  test('a category page says so and offers to try again, instead of answering 404', async ({ page }) => {
    const response = await page.goto(`${site.url}/category/bibles/niv`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Niv' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'products could not be loaded' });
    await expect(alert).toHaveText(/^Sorry, products could not be loaded just now\. Please try again in a moment\./);
    await expect(alert.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/category/bibles/niv');
  });

  test('a product page shows the error page inside the site, with a way back', async ({ page }) => {
    const response = await page.goto(`${site.url}/product/anything`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'back to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
