import { expect, test } from './fixtures';
import { startStorefront } from './startStorefront';

// The site against services that are down or misconfigured: each page still says what happened and keeps its frame.

/**
 * A storefront for one describe block, with the given variables on top of the shared emulator's. Its log is the
 * failures its tests cause on purpose, so it is not shown.
 */
function outageSite(variables: Record<string, string>) {
  let site: Awaited<ReturnType<typeof startStorefront>> | undefined;
  test.beforeAll(async () => {
    site = await startStorefront({ emulatorUrl: process.env.EMULATOR_URL ?? '', variables, output: 'ignore' });
  });
  test.afterAll(() => site?.stop());
  return () => site?.url ?? '';
}

test.describe('when the search and commerce services are down', () => {
  // Credentials the services do not know: every search answers 404 and every commerce token request 401, as in an
  // outage or a misconfiguration. The content service still answers, so the site's frame is there.
  const site = outageSite({
    BOOKSHOP_SEARCHSPRING_SITE_ID: 'not-our-site',
    BOOKSHOP_COMMERCETOOLS_CLIENT_SECRET: 'not-our-secret',
  });

  test('a category page says so and offers to try again, instead of answering 404', async ({ page }) => {
    const response = await page.goto(`${site()}/category/bibles/niv`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Niv' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'products could not be loaded' });
    await expect(alert).toHaveText(/^Sorry, products could not be loaded just now\. Please try again in a moment\./);
    await expect(alert.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/category/bibles/niv');
  });

  test('a product page shows the error page inside the site, with a way back', async ({ page }) => {
    const response = await page.goto(`${site()}/product/anything`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'back to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('when the currency service is down', () => {
  const site = outageSite({ BOOKSHOP_CURRENCY_URL: `${process.env.EMULATOR_URL}/no-rates-here` });

  test('a New Zealand visitor sees AUD prices, the reason, and AUD as the pressed choice', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-NZ' });
    const page = await context.newPage();
    await page.goto(`${site()}/`);
    const switcher = page.getByRole('group', { name: 'Prices in' });
    await expect(page.getByText('Failed to fetch currency rate.')).toBeVisible();
    await expect(switcher.getByRole('button', { name: 'AUD' })).toHaveAttribute('aria-pressed', 'true');
    await expect(switcher.getByRole('button', { name: 'NZD' })).toHaveAttribute('aria-pressed', 'false');
    const card = page.getByRole('region', { name: 'Best sellers' }).getByRole('article').first();
    await expect(card).toContainText(/\$\d/);
    await expect(card).not.toContainText(/NZD\s?\d/);
    await context.close();
  });
});
