import { expect, test } from './fixtures';
import { wholeName } from './productNames';
import { searchRecords } from './searchRecords';

test('the home page shows best sellers from the catalogue database', async ({ page, request }) => {
  // The best seller as the search service ranks it, straight from the emulator's database.
  const [top] = await searchRecords(request, 1, 'sort.sales_rank=desc');
  if (!top) throw new Error('the search service answered no products');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Best sellers' })).toBeVisible();
  // The home page also has carousels of products; the best sellers are their own section.
  const bestSellers = page.getByRole('region', { name: 'Best sellers' });
  const first = bestSellers.getByRole('article').first();
  expect(await wholeName(first.getByRole('heading', { level: 3 }).getByRole('link'))).toBe(top.name);
  await expect(first.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
    'href',
    `/product/${top.slug}`,
  );
  await expect(bestSellers.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Koorong home' })).toHaveAttribute('href', '/');
});

test('every page carries a nonce-based Content-Security-Policy that the page itself satisfies', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("object-src 'none'");
  // Every script the server wrote carries the nonce. Chunks the page loads later (the newsletter pop-up's, after
  // hydration) have none: 'strict-dynamic' trusts what a nonced script loads, and a violation would be logged below.
  const html = (await response?.text()) ?? '';
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => /\snonce="([^"]*)"/.exec(tag)?.[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const value of scripts) expect(value).toBe(nonce);
  // Hydrated under the policy: the header's dropdown opens.
  await page.getByRole('button', { name: 'Join / Login' }).click();
  await expect(page.getByText('If you have an account login below.')).toBeVisible();
  expect(violations).toEqual([]);
  const second = await page.goto('/');
  expect(second?.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
});

test('pages, API answers and static files carry the security headers', async ({ page, request }) => {
  const response = await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const answers = [
    response,
    await request.get(`/api/search/autocomplete?q=${encodeURIComponent('grace')}`),
    await request.get(script ?? ''),
  ];
  for (const answer of answers) {
    expect(answer?.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000',
    });
    expect(answer?.headers()['permissions-policy']).toContain('camera=()');
  }
});
