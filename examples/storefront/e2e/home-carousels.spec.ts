import type { Locator } from '@playwright/test';
import { recordAnalytics } from './analyticsEvents';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

test('the home page shows the hero banner and the new-releases and Bible carousels', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('[data-position="home_hero"]');
  await expect(hero.getByRole('link')).toHaveAttribute('href', '/search?tag=easter');
  await expect(hero.getByRole('img', { name: 'Easter at Koorong: Shop Easter' })).toBeVisible();

  const shelves: [string, string][] = [
    ['New releases', '/category?available=In+Stock&publication_date=Last+3+Months'],
    ['Bibles', '/category/bibles'],
  ];
  for (const [name, href] of shelves) {
    const carousel = page.getByRole('region', { name });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.getByRole('group');
    expect(await slides.count()).toBeGreaterThan(1);
    expect(await slides.count()).toBeLessThanOrEqual(30);
    await expect(slides.first().getByRole('article')).toBeVisible();
    await expect(page.getByRole('link', { name: `See all ${name.toLowerCase()}` })).toHaveAttribute('href', href);
  }
  // The Bible section holds Bibles.
  const firstBible = page.getByRole('region', { name: 'Bibles' }).getByRole('article').first();
  await firstBible.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
});

test("each shelf starts with the products its 'See all' listing starts with", async ({ page }) => {
  for (const name of ['New releases', 'Bibles']) {
    await page.goto('/');
    const shelf = page.getByRole('region', { name }).getByRole('article').getByRole('heading').getByRole('link');
    const shelfProducts = await shelf.evaluateAll((links) =>
      links.slice(0, 6).map((link) => link.getAttribute('href')),
    );
    expect(shelfProducts).toHaveLength(6);
    await page.getByRole('link', { name: `See all ${name.toLowerCase()}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const listed = page.getByRole('main').getByRole('article').getByRole('heading').getByRole('link');
    expect(await listed.evaluateAll((links) => links.slice(0, 6).map((link) => link.getAttribute('href')))).toEqual(
      shelfProducts,
    );
  }
});

test('a home carousel moves with its Next button', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'New releases' });
  const previous = carousel.getByRole('button', { name: 'Previous: New releases' });
  await expect(previous).toBeDisabled();
  await carousel.getByRole('button', { name: 'Next: New releases' }).click();
  await expect(previous).toBeEnabled();
});

test('the home page has no serious axe violations', async ({ page }) => {
  await page.goto('/');
  await expectNoSeriousViolations(page);
});

test('prices switch to NZD and back through the Prices in control, across pages', async ({ page, request }) => {
  const rate = (await (await request.get(`${process.env.EMULATOR_URL}/currency?from=AUD&to=NZD&amount=100`)).json())
    .info.rate as number;
  await page.goto('/');
  const switcher = page.getByRole('group', { name: 'Prices in' });
  await expect(switcher.getByRole('button', { name: 'AUD' })).toHaveAttribute('aria-pressed', 'true');
  // The first card's current price: '$17.43' in AUD; Intl's en-AU text for NZD is 'NZD 19.00'.
  const firstCard = page.getByRole('region', { name: 'Best sellers' }).getByRole('article').first();
  const priceOf = async () => /(NZD\s?|\$)([\d,]+\.\d{2})/.exec((await firstCard.textContent()) ?? '') ?? [];
  const [, audSymbol, aud] = await priceOf();
  expect(audSymbol).toBe('$');

  await switcher.getByRole('button', { name: 'NZD' }).click();
  await expect(switcher.getByRole('button', { name: 'NZD' })).toHaveAttribute('aria-pressed', 'true');
  await expect(firstCard).toContainText('NZD');
  const [, nzdSymbol, nzd] = await priceOf();
  expect(nzdSymbol?.trim()).toBe('NZD');
  const cents = (text = '') => Math.round(Number(text.replace(/,/g, '')) * 100);
  expect(Math.abs(cents(nzd) - Math.round(cents(aud) * rate))).toBeLessThanOrEqual(1);
  // The footer's word that prices are in AUD is followed by what the shopper now sees.
  const conversionNote = 'Prices shown in NZD are converted from AUD; orders are charged in AUD.';
  await expect(page.getByRole('contentinfo')).toContainText(conversionNote);

  // The choice is a cookie read on the server: the listing and the product page show NZD too.
  await page.goto('/category/bibles');
  await expect(page.getByRole('article').first()).toContainText('NZD');
  // The price filter works in the catalogue's dollars, and says so beside converted prices.
  await expect(page.getByRole('group', { name: 'Price (AUD)' })).toBeVisible();
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator('article').first()).toContainText('NZD');
  // The control is beside the prices there too, showing the choice.
  await expect(page.getByRole('group', { name: 'Prices in' }).getByRole('button', { name: 'NZD' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/');
  await page.getByRole('group', { name: 'Prices in' }).getByRole('button', { name: 'AUD' }).click();
  await expect(page.getByRole('group', { name: 'Prices in' }).getByRole('button', { name: 'AUD' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(firstCard).not.toContainText('NZD');
  await expect(page.getByRole('contentinfo')).not.toContainText(conversionNote);
  const [, backSymbol, back] = await priceOf();
  expect([backSymbol, back]).toEqual(['$', aud]);
  await page.goto('/category/bibles');
  await expect(page.getByRole('group', { name: 'Price', exact: true })).toBeVisible();
});

test('a visitor from New Zealand sees NZD until they choose otherwise', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-vercel-ip-country': 'NZ' } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Prices in' }).getByRole('button', { name: 'NZD' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Best sellers' }).getByRole('article').first()).toContainText('NZD');
  await context.close();
});

test('without a CDN country, a browser set to New Zealand English sees NZD; other visitors AUD', async ({
  browser,
  baseURL,
}) => {
  for (const [locale, currency] of [
    ['en-NZ', 'NZD'],
    ['en-AU', 'AUD'],
  ] as const) {
    const context = await browser.newContext({ baseURL, locale });
    const page = await context.newPage();
    const choiceShown = () =>
      expect(page.getByRole('group', { name: 'Prices in' }).getByRole('button', { name: currency })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    // A price in NZD (not the control's 'NZD' button) shows exactly when the visitor's currency is NZD.
    const nzdPriceShown = async (where: Locator) => {
      if (currency === 'NZD') await expect(where).toContainText(/NZD\s?\d/);
      else await expect(where).not.toContainText(/NZD\s?\d/);
    };
    await page.goto('/');
    await choiceShown();
    await page.goto('/category/bibles');
    const card = page.getByRole('article').first();
    await nzdPriceShown(card);
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await choiceShown();
    await nzdPriceShown(page.locator('article').first());
    await context.close();
  }
});

test('analytics: product select and search events reach the window hook', async ({ page }) => {
  const events = await recordAnalytics(page);

  await page.goto('/search?q=grace');
  await expect.poll(events).toContainEqual(expect.objectContaining({ name: 'search', term: 'grace' }));
  const search = ((await events()) as { name: string; results?: number }[]).find((event) => event.name === 'search');
  expect(search?.results).toBeGreaterThan(0);
  // Refining the same search is not a new one; a new term from the header is.
  await page.getByRole('group', { name: 'Format' }).getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/[?&]format=/);
  await page.getByRole('combobox', { name: 'Search' }).fill('bible');
  await page.getByRole('combobox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=bible$/);
  const terms = async () =>
    ((await events()) as { name: string; term?: string }[])
      .filter((event) => event.name === 'search')
      .map((event) => event.term);
  await expect.poll(terms).toEqual(['grace', 'bible']);

  await page.goto('/');
  // Stay on the page so the event can be read: the click is tracked, the navigation is cancelled.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  const first = page.getByRole('region', { name: 'Best sellers' }).getByRole('listitem').first();
  const sku = await first.getAttribute('data-sku');
  const href = (await first.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  await first.getByRole('heading').getByRole('link').click();
  await expect.poll(events).toContainEqual({
    name: 'product_select',
    slug: href.replace('/product/', ''),
    sku,
    list: 'Best sellers',
    position: 1,
  });
});

test('analytics: a product opened from search results or a carousel is tracked with its list and position', async ({
  page,
}) => {
  const events = await recordAnalytics(page);
  const open = async (item: import('@playwright/test').Locator) => {
    const sku = await item.getAttribute('data-sku');
    const href = (await item.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
    // Stay on the page so the event can be read: the click is tracked, the navigation is cancelled.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await item.getByRole('heading').getByRole('link').click();
    return { sku, slug: href.replace('/product/', '') };
  };

  await page.goto('/search?q=bible&currentPage=2');
  const second = await open(page.getByRole('region', { name: 'Products' }).getByRole('listitem').nth(1));
  // Positions count across pages: the second card of page 2 (30 a page) is the 32nd result.
  await expect.poll(events).toContainEqual({ name: 'product_select', ...second, list: 'Search results', position: 32 });

  await page.goto(`/product/${second.slug}`);
  const similar = page.getByRole('region', { name: 'Similar products' });
  await expect(similar).toBeVisible();
  const firstSimilar = await open(similar.locator('[data-sku]').first());
  await expect
    .poll(events)
    .toContainEqual({ name: 'product_select', ...firstSimilar, list: 'Similar products', position: 1 });
});
