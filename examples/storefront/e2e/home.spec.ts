import { expect, test } from './fixtures';

test('the home page shows best sellers from the catalogue database', async ({ page, request }) => {
  // The best seller as the search service ranks it, straight from the emulator's database.
  const answer = await request.get(
    `${process.env.EMULATOR_URL}/searchspring/api/search/search.json?siteId=bookshop&sort.sales_rank=desc&resultsPerPage=1`,
  );
  const top = (await answer.json()).results[0] as { name: string; slug: string };

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Best sellers' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveAttribute('title', top.name);
  await expect(first.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
    'href',
    `/product/${top.slug}`,
  );
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Koorong home' })).toHaveAttribute('href', '/');
});
