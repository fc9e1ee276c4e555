import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { wholeName } from './productNames';

test.describe('product cards and the product page', () => {
  test('a card opens its product page, with details, price, action and similar products', async ({ page }) => {
    await page.goto('/category/bibles');
    const card = page.getByRole('article').first();
    const name = await wholeName(card.getByRole('heading', { level: 3 }).getByRole('link'));
    await card.getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('ISBN', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `Cover of ${name}` })).toBeVisible();
    // The rating reads as text; the stars are hidden from screen readers.
    const summary = page.getByRole('main').getByRole('article').first();
    await expect(summary.getByText(/^Rated \d(\.\d)? out of 5$/).first()).toBeAttached();
    expect(await summary.ariaSnapshot()).not.toMatch(/[★☆]/);
    // The product's action comes before the similar products' and is described by the product's name.
    const action = page
      .getByRole('main')
      .getByRole('button', { name: /^(Add to basket|Back order|Pre-order|Unavailable)$/ });
    await expect(action.first()).toBeVisible();
    await expect(action.first()).toHaveAccessibleDescription(name);
    // Its text is its label alone: the product's name is a description beside it, not text inside it.
    await expect(action.first()).toHaveText(/^(Add to basket|Back order|Pre-order|Unavailable)$/);

    const similar = page.getByRole('region', { name: 'Similar products' });
    await expect(similar.getByRole('article').first()).toBeVisible();
    const previous = similar.getByRole('button', { name: 'Previous: Similar products' });
    const next = similar.getByRole('button', { name: 'Next: Similar products' });
    await expect(previous).toBeDisabled();
    if (await next.isEnabled()) {
      await next.click();
      await expect(previous).toBeEnabled();
    }
    await expectNoSeriousViolations(page);
  });

  test('breadcrumbs lead from Home through the product categories, without the root', async ({ page }) => {
    await page.goto('/category/bibles/niv');
    const title = page.getByRole('article').first().getByRole('heading', { level: 3 });
    const name = await wholeName(title.getByRole('link'));
    await title.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Bibles', 'NIV', name]);
    await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', '/category/bibles');
    await expect(crumbs.last().locator('[aria-current="page"]')).toHaveText(name);
    await crumbs.nth(2).getByRole('link', { name: 'NIV' }).click();
    await expect(page).toHaveURL(/\/category\/bibles\/niv$/);
    await expect(page.getByRole('heading', { level: 1, name: 'NIV' })).toBeVisible();
  });

  test("an author's name on the product page searches for their books", async ({ page }) => {
    await page.goto('/category/books');
    await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    const author = page.getByText(/^by /).getByRole('link').first();
    const name = (await author.textContent()) ?? '';
    await author.click();
    await expect(page).toHaveURL(/\/search\?authors=/);
    await expect(page.getByRole('heading', { level: 1, name: `Results for "${name}"` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Search: ${name}`);
    await expect(page.getByRole('article').first()).toContainText(name);
  });

  test('an unknown product is a real 404', async ({ page }) => {
    const response = await page.goto('/product/no-such-book-0000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('an address with a broken %-escape is a 400 page that leads home, never a server error', async ({ page }) => {
    for (const path of ['/product/%ZZ', '/category/%E0%A4%A', '/stores/%ZZ', '/help/%ZZ', '/blog/%ZZ']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(400);
      await expect(page.getByRole('heading', { level: 1, name: 'This address is not valid' })).toBeVisible();
    }
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Best sellers' })).toBeVisible();
  });

  test('cards name their action by availability; gift cards link to their page', async ({ page }) => {
    await page.goto('/category/bibles?resultsPerPage=60');
    const actions = await page.getByRole('article').getByRole('button').allInnerTexts();
    expect(actions.length).toBeGreaterThan(0);
    for (const label of actions) expect(['Add to basket', 'Back order', 'Pre-order', 'Unavailable']).toContain(label);
    // Each action is named by its label and described by its product's name.
    for (const button of await page.getByRole('button', { name: 'Unavailable', exact: true }).all()) {
      await expect(button).toBeDisabled();
    }
    const first = page.getByRole('article').first();
    // The heading shows the name cut at 35 characters; its title and the description carry all of it.
    await expect(first.getByRole('button')).toHaveAccessibleDescription(
      await wholeName(first.getByRole('heading').getByRole('link')),
    );
    await page.goto('/category/gift-card');
    const card = page.getByRole('article').first();
    const available = card.getByRole('link', { name: 'Available', exact: true });
    await expect(available).toHaveAccessibleDescription(/Gift Card/);
    await expect(available).toHaveText('Available');
    await expect(available).toHaveAttribute('href', /^\/product\//);
    await expect(card.getByRole('button')).toHaveCount(0);
  });

  test('a cover that fails to load shows the missing-image placeholder', async ({ page }) => {
    await page.route('**/covers/*.svg', (route) => route.abort());
    await page.goto('/category/books');
    const cover = page.getByRole('article').first().locator('img');
    await expect(cover).toHaveAttribute('src', '/images/missing-image.svg');
    await expect(cover).toHaveAttribute('data-state', 'missing');
  });

  test('kiosk mode hides add-to-basket actions', async ({ page }) => {
    await page.goto('/category/bibles?kiosk=1');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').getByRole('button')).toHaveCount(0);
  });
});
