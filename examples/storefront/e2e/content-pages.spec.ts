import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// Every help and info route of the spec with the title its content entry gives it.
const PAGES: [string, string][] = [
  ['/help', 'Help Centre'],
  ['/help/faq', 'Frequently Asked Questions'],
  ['/help/track-your-order', 'Track Your Order'],
  ['/help/delivery-times', 'Delivery Times'],
  ['/help/return-request', 'Return Request'],
  ['/help/our-price-promise', 'Our Price Promise'],
  ['/help/loyalty-program', 'Loyalty Program'],
  ['/help/shipping-rates', 'Shipping Rates'],
  ['/help/terms-of-sale', 'Terms of Sale'],
  ['/help/privacy-policy', 'Privacy Policy'],
  ['/help/terms-conditions', 'Terms & Conditions'],
  ['/help/faq/general-faq', 'General FAQ'],
  ['/info/services/advertise-with-us', 'Advertise With Us'],
  ['/contact-us', 'Contact Us'],
  ['/services', 'Services'],
  ['/site-map', 'Site Map'],
  ['/bible-translation-guide', 'Bible Translation Guide'],
  ['/blog', 'Blog'],
  ['/blog/choosing-a-study-bible', 'Choosing a Study Bible'],
  ['/author/timothy-keller', 'Timothy Keller'],
];

for (const [path, title] of PAGES) {
  test(`${path} renders '${title}' from content with no serious axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[&]/g, '\\$&')} \\| Koorong$`));
    await expectNoSeriousViolations(page);
  });
}

test('the help centre links every help page, and a help page links back', async ({ page }) => {
  await page.goto('/help');
  const topics = page.getByRole('region', { name: 'Help topics' });
  await expect(topics.getByRole('link')).toHaveCount(10);
  await topics.getByRole('link', { name: 'Shipping Rates' }).click();
  await expect(page).toHaveURL(/\/help\/shipping-rates$/);
  await expect(page.getByText('Free shipping on orders over $99.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('link', { name: 'Read the general FAQ' })).toHaveAttribute(
    'href',
    '/help/faq/general-faq',
  );
});

test('pages with a form link to the hosted form in a new tab', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('link', { name: /Send us a message/ });
  await expect(form).toHaveAttribute('href', 'https://forms.example.com/koorong/contact');
  await expect(form).toHaveAttribute('target', '_blank');
  await expect(form).toHaveAttribute('rel', /noopener/);
  await page.goto('/help/return-request');
  await expect(page.getByRole('link', { name: /Lodge a return request/ })).toHaveAttribute(
    'href',
    'https://forms.example.com/koorong/return-request',
  );
});

test('the blog lists posts newest first and opens one with its author', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.getByRole('article');
  await expect(posts).toHaveCount(8);
  await page.getByRole('link', { name: 'Choosing a Study Bible' }).click();
  await expect(page).toHaveURL(/\/blog\/choosing-a-study-bible$/);
  await expect(page.getByText('by Timothy Keller')).toBeVisible();
  await expect(page.getByRole('link', { name: 'books' })).toHaveAttribute('href', '/category/books');
});

test("an author page from the search box shows the author's biography and links to their books", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search' }).fill('keller');
  await page.getByRole('option', { name: /Timothy Keller/ }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/author\/timothy-keller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Timothy Keller' })).toBeVisible();
  await page.getByRole('link', { name: 'Books by Timothy Keller' }).click();
  await expect(page).toHaveURL(/\/search\?authors=Timothy(%20|\+)Keller$/);
});

test('the site map lists the shop, help, information and the stores', async ({ page }) => {
  await page.goto('/site-map');
  await expect(page.getByRole('region', { name: 'Help' }).getByRole('link')).toHaveCount(11);
  await expect(page.getByRole('region', { name: 'Stores' }).getByRole('link')).toHaveCount(15);
  await expect(
    page.getByRole('region', { name: 'Information' }).getByRole('link', { name: 'Contact Us' }),
  ).toHaveAttribute('href', '/contact-us');
  await expect(page.getByRole('region', { name: 'Shop' }).getByRole('link').first()).toBeVisible();
});

test('content routes without an entry are real 404s', async ({ request }) => {
  for (const path of [
    '/help/no-such-page',
    '/help/faq/nothing-here',
    '/info/services/nothing',
    '/blog/no-such-post',
    '/author/no-such-author',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('Page not found');
  }
});
