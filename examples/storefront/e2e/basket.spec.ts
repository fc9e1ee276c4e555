import { closeFlyout } from './basketFlyout';
import { expect, test } from './fixtures';
import { basketRecords, type SearchRecord } from './searchRecords';

test('adding to the basket from a listing updates the badge, and the basket survives signing in', async ({ page }) => {
  await page.goto('/category/books');
  const basket = page.getByRole('link', { name: /^Basket, \d+ items?$/ });
  await expect(basket).toHaveAccessibleName('Basket, 0 items');
  const add = page.getByRole('button', { name: 'Add to basket', exact: true }).first();
  await add.click();
  await closeFlyout(page);
  await expect(basket).toHaveAccessibleName('Basket, 1 item');
  await page.getByRole('button', { name: 'Add to basket', exact: true }).nth(1).click();
  await closeFlyout(page);
  await expect(basket).toHaveAccessibleName('Basket, 2 items');

  await page.goto('/account');
  await page.getByLabel('Email or membership no.').fill('sam.staff@example.com');
  await page.getByLabel('Password').fill('Psalm23!staff');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome back, Sam')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: /^Basket, \d+ items?$/ })).not.toHaveAccessibleName('Basket, 0 items');
});

test("a new visitor's two quick clicks on 'Add to basket' both land", async ({ page }) => {
  await page.goto('/category/books');
  const buttons = page.getByRole('button', { name: 'Add to basket', exact: true });
  await expect(buttons.nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle'); // hydrated: a click before would not post
  let answered = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/cart') answered += 1;
  });
  // Two clicks in one go (two pointer clicks at once can scroll each other off target): both posts leave before
  // either answers.
  await buttons.evaluateAll((all) => {
    for (const button of all.slice(0, 2)) (button as HTMLButtonElement).click();
  });
  // Each add opens the flyout with the basket it answered; it is closed once both have answered.
  await expect.poll(() => answered).toBe(2);
  await closeFlyout(page);
  await expect(page.getByRole('link', { name: /^Basket, \d+ items?$/ })).toHaveAccessibleName('Basket, 2 items');
  await page.reload();
  await expect(page.getByRole('link', { name: /^Basket, \d+ items?$/ })).toHaveAccessibleName('Basket, 2 items');
});

test('a limited-stock product reads Unavailable once the basket holds all its stock', async ({ page, request }) => {
  // A limited-stock product with the least stock, from the search service's records (which carry the stock).
  const limited = (await basketRecords(request, 100, 'sort.price=asc'))
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
    await closeFlyout(page);
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
    [{ productId: 'x', sku: 'y', quantity: 0 }, 'The quantity must be a whole number from 1 to 99'],
    [{ productId: 'x' }, 'A sku must be 1 to 100 characters'],
  ];
  for (const [data, error] of bodies) {
    const bad = await request.post(`${baseURL}/api/cart`, { headers: { origin: baseURL ?? '' }, data });
    expect([bad.status(), await bad.json()], JSON.stringify(data)).toEqual([400, { error }]);
  }
  // A product commerce does not know, or one product's id with another's sku, is refused as the client's mistake,
  // not reported as an outage.
  const [known] = await basketRecords(request, 1);
  for (const data of [
    { productId: 'no-such-product', sku: 'no-such-sku' },
    { productId: 'p\u0000', sku: 's\u0000' },
    { productId: 'no-such-product', sku: known?.sku },
  ]) {
    const unknown = await request.post(`${baseURL}/api/cart`, { headers: { origin: baseURL ?? '' }, data });
    expect(unknown.status(), JSON.stringify(data)).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'This product cannot be added to the basket' });
  }
});

const OUT_OF_STOCK = 'Sorry, there is not enough stock to add this to your basket.';

test('the basket route keeps the stock rule itself, whatever the request asks for', async ({ request, baseURL }) => {
  const records = await basketRecords(request, 100);
  const limited = records.find((record) => record.availability === 'limited-stock' && Number(record.stock) > 1);
  const unavailable = records.find((record) => record.availability === 'unavailable');
  if (!limited || !unavailable)
    throw new Error('the seed has no limited-stock or unavailable product among the first 100');
  const add = (record: SearchRecord, quantity: number) =>
    request.post(`${baseURL}/api/cart`, {
      headers: { origin: baseURL ?? '' },
      data: { productId: record.id, sku: record.sku, quantity },
    });
  const stock = Number(limited.stock);
  const tooMany = await add(limited, stock + 1);
  expect([tooMany.status(), await tooMany.json()]).toEqual([409, { error: OUT_OF_STOCK }]);
  const all = await add(limited, stock);
  // The add answers the basket with the brief a read gives (the count and the units per sku), and its lines.
  expect([all.status(), await all.json()]).toMatchObject([200, { count: stock, quantities: { [limited.sku]: stock } }]);
  // The basket's units count: with all the stock in it, one more is refused and the basket keeps what it had.
  const oneMore = await add(limited, 1);
  expect([oneMore.status(), await oneMore.json()]).toEqual([409, { error: OUT_OF_STOCK }]);
  const never = await add(unavailable, 1);
  expect([never.status(), await never.json()]).toEqual([409, { error: OUT_OF_STOCK }]);
  expect((await (await request.get(`${baseURL}/api/cart`)).json()).count).toBe(stock);
});

test('a button whose page predates the last unit says the stock ran out, and then reads Unavailable', async ({
  page,
  request,
  baseURL,
}) => {
  const limited = (await basketRecords(request, 100)).find((record) => record.availability === 'limited-stock');
  if (!limited) throw new Error('the seed has no limited-stock product among the first 100');
  // The page has read the (empty) basket before the stock goes, as a page open for a while would have.
  const basketRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/cart' && response.request().method() === 'GET',
  );
  await page.goto(`/product/${limited.slug}`);
  await basketRead;
  const add = page.getByRole('button', { name: 'Add to basket', exact: true }).first();
  await expect(add).toHaveAccessibleDescription(limited.name);
  // Another tab of the same shopper takes all the stock; this page still offers the button.
  const elsewhere = await page.request.post(`${baseURL}/api/cart`, {
    headers: { origin: baseURL ?? '' },
    data: { productId: limited.id, sku: limited.sku, quantity: Number(limited.stock) },
  });
  expect(elsewhere.status()).toBe(200);
  await add.click();
  await expect(page.getByText(OUT_OF_STOCK)).toBeVisible();
  const unavailable = page.getByRole('button', { name: 'Unavailable', exact: true }).first();
  await expect(unavailable).toHaveAccessibleDescription(limited.name);
  await expect(page.getByRole('link', { name: /^Basket, \d+ items?$/ })).toHaveAccessibleName(
    `Basket, ${limited.stock} ${limited.stock === '1' ? 'item' : 'items'}`,
  );
});

test('the Prices in form posts to a route that refuses other origins with 403 and sends the shopper back', async ({
  request,
  baseURL,
}) => {
  const foreign = await request.post(`${baseURL}/api/currency`, {
    headers: { origin: 'https://evil.example' },
    form: { currency: 'NZD' },
  });
  expect(foreign.status()).toBe(403);
  const own = await request.post(`${baseURL}/api/currency`, {
    headers: { origin: baseURL ?? '', referer: `${baseURL}/category/bibles?page=2` },
    form: { currency: 'NZD' },
    maxRedirects: 0,
  });
  expect([own.status(), own.headers().location]).toEqual([303, '/category/bibles?page=2']);
  expect(own.headers()['set-cookie']).toContain('currency=NZD');
});

test('a server-action post is refused, 403 from another origin (the site has no server actions)', async ({
  request,
  baseURL,
}) => {
  const post = (origin: string) =>
    request.post(`${baseURL}/`, {
      headers: { origin, 'next-action': '7f00000000000000000000000000000000000000', 'content-type': 'text/plain' },
      data: '[]',
    });
  expect((await post('https://evil.example')).status()).toBe(403);
  expect((await post(baseURL ?? '')).status()).toBe(400);
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

test("a new visitor's parallel first adds all land in the one basket the browser keeps", async ({
  playwright,
  baseURL,
}) => {
  // Commerce lets a shopper hold several active baskets, so each run is a race the site must settle; a few runs, as
  // one lucky interleaving proves little.
  for (let run = 0; run < 3; run++) {
    // A fresh cookie jar: a visitor who has only loaded a page, then adds several products at once.
    const visitor = await playwright.request.newContext({ baseURL });
    const records = (await basketRecords(visitor, 60)).filter(
      (record) => record.availability === 'available' && Number(record.stock) > 5,
    );
    const products = records.slice(0, 6);
    expect(products).toHaveLength(6);
    expect((await visitor.get('/')).ok()).toBe(true);
    // Every page asks for the session after hydration, and that answer gives a first visit its visit id (a page sets
    // no cookie: it is shared through the front cache), before any button can be clicked.
    expect((await visitor.get('/api/session')).ok()).toBe(true);
    const adds = await Promise.all(
      products.map((record) =>
        visitor.post('/api/cart', {
          headers: { origin: baseURL ?? '' },
          data: { productId: record.id, sku: record.sku, quantity: 1 },
        }),
      ),
    );
    expect(adds.map((add) => add.status())).toEqual(products.map(() => 200));
    const basket = await (await visitor.get('/api/cart')).json();
    expect(basket.count).toBe(6);
    expect(Object.keys(basket.quantities).sort()).toEqual(products.map((record) => record.sku).sort());
    await visitor.dispose();
  }
});

test("a customer's parallel first adds from several signed-in sessions all land in one basket", async ({
  playwright,
  baseURL,
}) => {
  const headers = { origin: baseURL ?? '', connection: 'close' };
  const email = `several-sessions-${Date.now()}-${process.pid}@example.com`;
  const password = 'Psalm23!sessions';
  const joining = await playwright.request.newContext({ baseURL });
  const joined = await joining.post('/api/auth/sign-up', {
    data: { firstName: 'Tabitha', lastName: 'Joppa', email, password },
    headers,
  });
  expect(joined.ok()).toBe(true);
  const products = (await basketRecords(joining, 60))
    .filter((record) => record.availability === 'available' && Number(record.stock) > 5)
    .slice(0, 6);
  expect(products).toHaveLength(6);
  // Three browsers signed in as the same customer (three commerce sessions), two adds each, all at once.
  const sessions = await Promise.all(
    Array.from({ length: 3 }, async () => {
      const session = await playwright.request.newContext({ baseURL });
      const signedIn = await session.post('/api/auth/sign-in', { data: { username: email, password }, headers });
      expect(signedIn.ok()).toBe(true);
      return session;
    }),
  );
  const adds = await Promise.all(
    products.map((record, index) =>
      sessions[index % sessions.length]?.post('/api/cart', {
        headers,
        data: { productId: record.id, sku: record.sku, quantity: 1 },
      }),
    ),
  );
  expect(adds.map((add) => add?.status())).toEqual(products.map(() => 200));
  // Every browser of the customer shows the one basket with all six.
  for (const session of [joining, ...sessions]) {
    const basket = await (await session.get('/api/cart')).json();
    expect(basket.count).toBe(6);
    expect(Object.keys(basket.quantities).sort()).toEqual(products.map((record) => record.sku).sort());
  }
  await Promise.all([joining, ...sessions].map((session) => session.dispose()));
});
