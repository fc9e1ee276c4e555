import { expect, test } from './fixtures';

test('adding to the basket from a listing updates the badge, and the basket survives signing in', async ({ page }) => {
  await page.goto('/category/books');
  const basket = page.getByRole('link', { name: /^Basket, \d+ items?$/ });
  await expect(basket).toHaveAccessibleName('Basket, 0 items');
  const add = page.getByRole('button', { name: 'Add to basket', exact: true }).first();
  await add.click();
  await expect(basket).toHaveAccessibleName('Basket, 1 item');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).nth(1).click();
  await expect(basket).toHaveAccessibleName('Basket, 2 items');

  await page.goto('/account');
  await page.getByLabel('Email or membership no.').fill('sam.staff@example.com');
  await page.getByLabel('Password').fill('Psalm23!staff');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome back, Sam')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: /^Basket, \d+ items?$/ })).not.toHaveAccessibleName('Basket, 0 items');
});

test('a limited-stock product reads Unavailable once the basket holds all its stock', async ({ page, request }) => {
  // A limited-stock product with the least stock, from the search service's records (which carry the stock).
  const answer = await request.get(
    `${process.env.EMULATOR_URL}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=100&sort.price=asc`,
  );
  const records = (await answer.json()).results as {
    slug: string;
    name: string;
    availability: string;
    stock: string;
  }[];
  const limited = records
    .filter((record) => record.availability === 'limited-stock')
    .sort((a, b) => Number(a.stock) - Number(b.stock))[0];
  if (!limited) throw new Error('the seed has no limited-stock product among the first 100');
  await page.goto(`/product/${limited.slug}`);
  const basket = page.getByRole('link', { name: /^Basket, \d+ items?$/ });
  // The product's own button comes before the similar products'; its description names the product.
  const add = page.getByRole('button', { name: 'Add to basket', exact: true }).first();
  await expect(add).toHaveAccessibleDescription(limited.name);
  await expect(add).toHaveText('Add to basket');
  for (let added = 1; added <= Number(limited.stock); added++) {
    await add.click();
    await expect(basket).toHaveAccessibleName(`Basket, ${added} ${added === 1 ? 'item' : 'items'}`);
  }
  const unavailable = page.getByRole('button', { name: 'Unavailable', exact: true }).first();
  await expect(unavailable).toHaveAccessibleDescription(limited.name);
  await expect(unavailable).toBeDisabled();
  // A fresh page knows it from the basket too.
  await page.reload();
  await expect(unavailable).toBeDisabled();
});

test('the basket route refuses other origins, bad bodies and unknown products', async ({ request, baseURL }) => {
  const forged = await request.post(`${baseURL}/api/cart`, {
    headers: { origin: 'https://evil.example' },
    data: { productId: 'x' },
  });
  expect(forged.status()).toBe(403);
  // A bad body is refused with what is wrong in it.
  const bodies: [Record<string, unknown>, string][] = [
    [{ quantity: 'lots' }, 'A product id is required'],
    [{ productId: 'x', quantity: 0 }, 'The quantity must be a whole number from 1 to 99'],
    [{ productId: 'x', variantId: 99_999_999_999 }, 'A variant id must be a whole number from 1'],
  ];
  for (const [data, error] of bodies) {
    const bad = await request.post(`${baseURL}/api/cart`, { headers: { origin: baseURL ?? '' }, data });
    expect([bad.status(), await bad.json()], JSON.stringify(data)).toEqual([400, { error }]);
  }
  // A product commerce does not know is refused as the client's mistake, not reported as an outage.
  for (const productId of ['no-such-product', 'p\u0000']) {
    const unknown = await request.post(`${baseURL}/api/cart`, {
      headers: { origin: baseURL ?? '' },
      data: { productId },
    });
    expect(unknown.status(), productId).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'This product cannot be added to the basket' });
  }
});

test('every JSON route refuses an over-sized body with 413 before using it', async ({ request, baseURL }) => {
  const huge = 'x'.repeat(64 * 1024);
  for (const path of ['/api/cart', '/api/auth/sign-in', '/api/contact-data', '/api/subscribe-newsletter']) {
    const response = await request.post(`${baseURL}${path}`, {
      headers: { origin: baseURL ?? '' },
      data: { productId: huge, username: huge, password: huge, email: 'ruth@example.com', firstname: huge },
    });
    expect(response.status(), path).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request is too large' });
  }
});
