import { expect, test } from './fixtures';
import { validateJsonLd } from './schemaOrg';
import { base, canonical, nodeOf, structuredData } from './seoPage';

// JSON-LD as a crawler reads it from the server's HTML: valid schema.org, the page's nonce, the page's own figures.

test.describe('structured data', () => {
  test("a product's JSON-LD is valid schema.org, carries the page's nonce, and its price and availability are the page's", async ({
    page,
  }) => {
    const response = await page.goto('/category/books');
    expect(response?.ok()).toBe(true);
    await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    const blocks = await structuredData(page);
    expect(blocks.length).toBe(2);
    for (const { node } of blocks) expect(validateJsonLd(node)).toEqual([]);
    // Each block carries this response's CSP nonce.
    expect(blocks.policyNonce).toBeTruthy();
    expect(blocks.map((block) => block.nonce)).toEqual([blocks.policyNonce, blocks.policyNonce]);

    const product = await nodeOf(page, 'Product');
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(product.name).toBe(name);
    // The page states the site's public address (the front's), whichever way it was reached.
    expect(product.url).toBe(`${base()}${new URL(page.url()).pathname}`);
    const detail = page.getByRole('main').locator('article').first();
    const offer = product.offers as Record<string, string>;
    const shown = await detail
      .locator('[data-state="discounted"], [data-state="regular"]')
      .first()
      .locator('span')
      .first()
      .textContent();
    expect(`$${offer.price}`).toBe(shown);
    expect(offer.priceCurrency).toBe('AUD');
    const action = await detail
      .getByRole('button', { name: /^(Add to basket|Back order|Pre-order|Unavailable)$/ })
      .textContent();
    const availability = {
      'Add to basket': ['https://schema.org/InStock', 'https://schema.org/LimitedAvailability'],
      'Back order': ['https://schema.org/BackOrder'],
      'Pre-order': ['https://schema.org/PreOrder'],
      Unavailable: ['https://schema.org/SoldOut'],
    }[action ?? ''];
    expect(availability).toContain(offer.availability);
    const isbn = await detail
      .locator('dt', { hasText: /^ISBN$/ })
      .locator('xpath=following-sibling::dd')
      .textContent();
    expect(product.gtin13).toBe(isbn);
    const authors = await page.getByText(/^by /).getByRole('link').allTextContents();
    expect((product.author as { name: string }[]).map((author) => author.name)).toEqual(authors);
    expect(product.image).toBe(await page.getByRole('img', { name: `Cover of ${name}` }).getAttribute('src'));

    const crumbs = await nodeOf(page, 'BreadcrumbList');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    const items = crumbs.itemListElement as { name: string; position: number; item: string }[];
    expect(items.map((item) => item.name)).toEqual(await trail.allTextContents());
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items.at(-1)?.item).toBe(`${base()}${new URL(page.url()).pathname}`);
  });

  test('a DVD, whichever section sells it, is a film in its JSON-LD: never a Book, with no ISBN', async ({
    page,
    request,
  }) => {
    const url = `${process.env.EMULATOR_URL}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=100&filter.format=DVD`;
    const records: { slug: string; category: string }[] = (await (await request.get(url)).json()).results;
    // The ministry section sells DVDs too (small-group courses), beside the DVDs section's.
    const ministry = records.find((record) => String(record.category).startsWith('Ministry'));
    if (!ministry) throw new Error('the seed has no ministry DVD among the first 100 DVDs');
    await page.goto(`/product/${ministry.slug}`);
    const product = await nodeOf(page, 'Product');
    expect(validateJsonLd(product)).toEqual([]);
    expect(product['@type']).toEqual(['Product', 'Movie']);
    expect(product).not.toHaveProperty('isbn');
    expect(product).not.toHaveProperty('gtin13');
    await expect(page.getByText('ISBN', { exact: true })).toHaveCount(0);
  });

  test("a rated product's JSON-LD states its rating as the page shows it, with the number of ratings", async ({
    page,
    request,
  }) => {
    const url = `${process.env.EMULATOR_URL}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=100`;
    const records: { slug: string; rating: string; ratingCount: string }[] = (await (await request.get(url)).json())
      .results;
    const rated = records.find((record) => Number(record.ratingCount) > 0 && Number(record.rating) > 0);
    if (!rated) throw new Error('the seed has no rated product among the first 100');
    await page.goto(`/product/${rated.slug}`);
    const product = await nodeOf(page, 'Product');
    const rating = product.aggregateRating as Record<string, unknown>;
    expect(validateJsonLd(product)).toEqual([]);
    expect(rating.ratingCount).toBe(Number(rated.ratingCount));
    const shown = await page
      .getByRole('main')
      .getByText(/^Rated /)
      .first()
      .textContent();
    expect(shown).toBe(`Rated ${Math.round(Number(rating.ratingValue) * 10) / 10} out of 5`);
  });

  test('each availability state of the spec reads on the product page as its schema.org availability', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // One product of each state, straight from the search records; commerce's stock decides what the page shows.
    const records = await (
      await request.get(
        `${process.env.EMULATOR_URL}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=100&page=2`,
      )
    ).json();
    const byState = new Map<string, string>();
    for (const record of records.results as { availability: string; slug: string; product_type: string }[]) {
      if (record.product_type !== 'gift-card' && !byState.has(record.availability))
        byState.set(record.availability, record.slug);
    }
    expect([...byState.keys()].length).toBeGreaterThanOrEqual(4);
    const buttonFor: Record<string, string> = {
      'https://schema.org/InStock': 'Add to basket',
      'https://schema.org/LimitedAvailability': 'Add to basket',
      'https://schema.org/BackOrder': 'Back order',
      'https://schema.org/PreOrder': 'Pre-order',
      'https://schema.org/SoldOut': 'Unavailable',
    };
    const seen = new Set<string>();
    for (const slug of byState.values()) {
      await page.goto(`/product/${slug}`);
      const offer = (await nodeOf(page, 'Product')).offers as { availability: string };
      seen.add(offer.availability);
      const detail = page.getByRole('main').locator('article').first();
      await expect(detail.getByRole('button', { name: buttonFor[offer.availability] })).toBeVisible();
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  test("a listing's breadcrumbs are valid schema.org and match the trail it shows", async ({ page }) => {
    await page.goto('/category/bibles/niv');
    const blocks = await structuredData(page);
    expect(blocks).toHaveLength(1);
    expect(validateJsonLd(blocks[0]?.node)).toEqual([]);
    const items = (await nodeOf(page, 'BreadcrumbList')).itemListElement as { name: string; item: string }[];
    expect(items.map((item) => item.name)).toEqual(['Home', 'Bibles', 'NIV']);
    expect(items.map((item) => item.item)).toEqual([
      `${base()}/`,
      `${base()}/category/bibles`,
      `${base()}/category/bibles/niv`,
    ]);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    expect(await trail.allTextContents()).toEqual(items.map((item) => item.name));
  });

  test("a store's JSON-LD is a valid schema.org store with the address and opening hours the page shows", async ({
    page,
  }) => {
    await page.goto('/stores/adelaide');
    for (const { node } of await structuredData(page)) expect(validateJsonLd(node)).toEqual([]);
    const store = await nodeOf(page, 'BookStore');
    expect(store.name).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    const address = store.address as Record<string, string>;
    const shown = (await page.locator('address').textContent()) ?? '';
    for (const part of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode'] as const) {
      expect(shown).toContain(address[part]);
    }
    expect(address.addressCountry).toBe('AU');
    const rows = await page
      .getByRole('table', { name: 'Opening hours' })
      .getByRole('row')
      .evaluateAll((trs) =>
        trs.map((tr) => ({
          day: tr.querySelector('th')?.textContent ?? '',
          hours: tr.querySelector('td')?.textContent ?? '',
        })),
      );
    const hours = store.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    expect(hours.map((spec) => spec.dayOfWeek.replace('https://schema.org/', ''))).toEqual(
      rows.filter((row) => row.hours !== 'Closed').map((row) => row.day),
    );
    // '09:00' to '17:30' shows as '9 am to 5:30 pm'.
    const twelveHour = (time: string) => {
      const [hour = 0, minute = 0] = time.split(':').map(Number);
      return `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`;
    };
    for (const spec of hours) {
      const row = rows.find((candidate) => spec.dayOfWeek.endsWith(candidate.day));
      expect(row?.hours).toBe(`${twelveHour(spec.opens)} to ${twelveHour(spec.closes)}`);
    }
  });

  test("the home page states the shop and the site's search, which leads to a search", async ({ page }) => {
    await page.goto('/');
    const blocks = await structuredData(page);
    for (const { node } of blocks) expect(validateJsonLd(node)).toEqual([]);
    const organization = await nodeOf(page, 'Organization');
    expect(organization).toMatchObject({ name: 'Koorong', url: `${base()}/`, logo: `${base()}/icon.svg` });
    const site = await nodeOf(page, 'WebSite');
    const action = site.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
    expect(action['query-input']).toBe('required name=search_term_string');
    await page.goto(action.target.urlTemplate.replace('{search_term_string}', 'grace'));
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "grace"' })).toBeVisible();
  });

  test('kiosk mode states the same canonical URL and structured data', async ({ page }) => {
    await page.goto('/category/bibles');
    await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    const url = page.url();
    const before = { canonical: await canonical(page), data: (await structuredData(page)).map(({ node }) => node) };
    await page.goto(`${url}?kiosk=1`);
    expect(await page.locator('body').getAttribute('data-kiosk')).toBe('');
    expect({ canonical: await canonical(page), data: (await structuredData(page)).map(({ node }) => node) }).toEqual(
      before,
    );
  });

  test('hostile text in a search term cannot leave the JSON-LD block', async ({ page }) => {
    const term = `</script><script>window.__pwned = 1</script><!-- "quoted" 'single' &amp;`;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/search?q=${encodeURIComponent(term)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const blocks = await structuredData(page);
    expect(blocks).toHaveLength(1);
    const items = (blocks[0]?.node.itemListElement ?? []) as { name: string }[];
    expect(items.at(-1)?.name).toBe(`Search: ${term}`);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    // The term is in the page's data (the framework's own escaped payload), never a script of its own.
    expect(blocks.injected).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('the schema.org validator finds what is wrong', () => {
    expect(
      validateJsonLd({ '@context': 'https://schema.org', '@type': 'Product', name: 'x', author: 'y', offers: {} }),
    ).toEqual(expect.arrayContaining(['$: Product has no property author', '$.offers: no @type']));
    expect(
      validateJsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'x',
        offers: { '@type': 'Offer', price: '9.99', priceCurrency: 'AUD', availability: 'https://schema.org/Available' },
      }),
    ).toEqual(['$.offers.availability: "https://schema.org/Available" is not ItemAvailability']);
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Widget' })).toEqual(['$: unknown type Widget']);
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'AggregateRating', ratingValue: 4 })).toEqual([
      '$: AggregateRating needs ratingCount or reviewCount',
    ]);
  });
});
