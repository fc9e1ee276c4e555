import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// 'Find a store near me' on /stores: the product page's stock check without a product (same route, same hook).

const distancesOf = async (texts: string[]) => texts.map((text) => Number(/([\d.]+) km away/.exec(text)?.[1]));

test('a postcode or a suburb lists the nearest stores first, with their distance', async ({ page }) => {
  await page.goto('/stores');
  const finder = page.getByRole('region', { name: 'Find a store near me' });
  await finder.getByLabel('Postcode or suburb').fill('2114');
  await finder.getByRole('button', { name: 'Find stores' }).click();
  await expect(finder.getByRole('heading', { name: /^Stores near .+ NSW 2114$/ })).toBeVisible();
  const stores = finder.getByRole('list', { name: 'Nearest stores' }).getByRole('listitem');
  await expect(stores.first()).toBeVisible();
  await expect(stores.first().getByRole('link')).toHaveText('Koorong West Ryde');
  await expect(stores.first().getByRole('link')).toHaveAttribute('href', '/stores/west-ryde');
  expect(await stores.count()).toBeGreaterThan(2);
  const distances = await distancesOf(await stores.allInnerTexts());
  expect(distances.every(Number.isFinite)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expectNoSeriousViolations(page);

  await finder.getByLabel('Postcode or suburb').fill('Toowoomba');
  await finder.getByRole('button', { name: 'Find stores' }).click();
  await expect(finder.getByRole('heading', { name: 'Stores near Toowoomba QLD 4350' })).toBeVisible();
  await expect(stores.first().getByRole('link')).toHaveText('Koorong Toowoomba');
});

test('bad input says what to enter, and sends nothing for an empty box', async ({ page }) => {
  await page.goto('/stores');
  const finder = page.getByRole('region', { name: 'Find a store near me' });
  const place = finder.getByLabel('Postcode or suburb');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/stores/')) requests.push(request.url());
  });
  await finder.getByRole('button', { name: 'Find stores' }).click();
  await expect(finder.getByRole('alert')).toHaveText('Please enter a postcode or suburb');
  await expect(place).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toEqual([]);

  await place.fill('<script>');
  await place.press('Enter');
  await expect(finder.getByRole('alert')).toHaveText('Please enter a postcode or suburb');

  await place.fill('Nowhereville');
  await place.press('Enter');
  await expect(finder.getByRole('alert')).toHaveText(
    'We couldn’t find that postcode or suburb. Please check it and try again.',
  );
  await expect(finder.getByRole('list', { name: 'Nearest stores' })).toHaveCount(0);
});

test('Use my location finds the stores nearest the browser’s location', async ({ browser }) => {
  const baseURL = process.env.STOREFRONT_URL ?? '';
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(['geolocation'], { origin: new URL(baseURL).origin });
  // Toowoomba.
  await context.setGeolocation({ latitude: -27.5598, longitude: 151.9507 });
  const page = await context.newPage();
  try {
    await page.goto('/stores');
    const finder = page.getByRole('region', { name: 'Find a store near me' });
    await finder.getByRole('button', { name: 'Use my location' }).click();
    await expect(finder.getByRole('heading', { name: /^Stores near .+ QLD 43\d\d$/ })).toBeVisible();
    const first = finder.getByRole('list', { name: 'Nearest stores' }).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText('Koorong Toowoomba');
  } finally {
    await context.close();
  }
});

test('a refused location says to type a place instead', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.STOREFRONT_URL });
  const page = await context.newPage();
  try {
    await page.goto('/stores');
    const finder = page.getByRole('region', { name: 'Find a store near me' });
    await finder.getByRole('button', { name: 'Use my location' }).click();
    await expect(finder.getByRole('alert')).toHaveText(
      'We couldn’t get your location. Please enter a postcode or suburb.',
    );
  } finally {
    await context.close();
  }
});
