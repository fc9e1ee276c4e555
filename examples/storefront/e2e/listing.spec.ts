import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { holdScripts } from './holdScripts';

const NO_RESULTS =
  'Unable to find any results for "zzqxvwwk". You may have typed your word incorrectly, or are being too specific. Try using a broader search phrase or try one of our most popular search phrases.';

const prices = (page: Page) =>
  page
    .getByRole('article')
    .locator('[data-state] > span:first-child')
    .allTextContents()
    .then((texts) => texts.map((text) => Number(text.replace(/[^0-9.]/g, ''))));

test.describe('the listing screen', () => {
  test('searching from the header shows the results, and back returns home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search' }).fill('grace');
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=grace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "grace"' })).toBeVisible();
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Best sellers' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "grace"' })).toBeVisible();
  });

  test('facets and the price slider change the URL; back undoes them', async ({ page }) => {
    await page.goto('/category/bibles');
    await expect(page.getByRole('heading', { level: 1, name: 'Bibles' })).toBeVisible();
    const total = Number((await page.getByText(/^\d+ results$/).textContent())?.split(' ')[0]);
    const hardcover = page.getByRole('group', { name: 'Format' }).getByRole('checkbox', { name: /^Hardcover/ });
    const expected = Number(/\((\d+)\)/.exec((await hardcover.locator('..').textContent()) ?? '')?.[1]);
    await hardcover.check();
    await expect(page).toHaveURL(/\/category\/bibles\?format=Hardcover$/);
    await expect(page.getByText(`${expected} results`, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Format' }).getByRole('checkbox', { name: /^Hardcover/ }),
    ).toBeChecked();

    const price = page.getByRole('group', { name: 'Price' });
    const max = price.getByRole('spinbutton', { name: 'Maximum price in dollars' });
    await max.fill('60');
    // Debounced: the URL changes once the shopper stops typing.
    await expect(page).toHaveURL(/price=\d+-60/);
    expect(await page.evaluate(() => window.localStorage.getItem('price-max'))).toBe('60');
    for (const amount of await prices(page)) expect(amount).toBeLessThanOrEqual(60);

    await page.goBack();
    await expect(page).toHaveURL(/\/category\/bibles\?format=Hardcover$/);
    await expect(price.getByRole('spinbutton', { name: 'Maximum price in dollars' })).not.toHaveValue('60');
    await page.goBack();
    await expect(page).toHaveURL(/\/category\/bibles$/);
    await expect(page.getByText(`${total} results`, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Format' }).getByRole('checkbox', { name: /^Hardcover/ }),
    ).not.toBeChecked();
  });

  test('the price slider: one track, two thumbs that keys and a drag move with the boxes, one search per release', async ({
    page,
  }) => {
    const searched: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('price=')) searched.push(frame.url());
    });
    await page.goto('/category/bibles');
    const price = page.getByRole('group', { name: 'Price' });
    const min = price.getByRole('slider', { name: 'Minimum price' });
    const max = price.getByRole('slider', { name: 'Maximum price' });
    const minBox = price.getByRole('spinbutton', { name: 'Minimum price in dollars' });
    const maxBox = price.getByRole('spinbutton', { name: 'Maximum price in dollars' });
    // One track holds both thumbs.
    expect(
      await min.evaluate((thumb, other) => thumb.parentElement === other?.parentElement, await max.elementHandle()),
    ).toBe(true);
    const lowest = await minBox.inputValue();
    await expect(min).toHaveValue(lowest);
    await expect(min).toHaveAttribute('aria-valuetext', `$${lowest}`);
    await expect(max).toHaveValue(await maxBox.inputValue());

    // Keys held down move the thumb step by step, the box with it; nothing is searched until the key is let go.
    await min.focus();
    await expect(async () => {
      await page.keyboard.down('ArrowRight');
      await expect(minBox).not.toHaveValue(lowest, { timeout: 500 });
    }).toPass();
    await page.keyboard.down('ArrowRight');
    await page.keyboard.down('PageUp');
    const moved = await minBox.inputValue();
    await expect(min).toHaveValue(moved);
    expect(Number(moved) % 5).toBe(0);
    expect(page.url()).not.toContain('price=');
    await page.keyboard.up('PageUp');
    await expect(page).toHaveURL(new RegExp(`price=${moved}-`));
    await expect(minBox).toHaveValue(moved);
    await expect(min).toHaveValue(moved);
    expect(searched).toHaveLength(1);
    await expectNoSeriousViolations(page);

    // A drag of the maximum thumb shows its value as it goes and searches once, on release.
    const track = await max.evaluate((input: HTMLInputElement) => {
      const box = input.getBoundingClientRect();
      const thumb = 24;
      const at = (value: number) =>
        box.left +
        thumb / 2 +
        ((box.width - thumb) * (value - Number(input.min))) / (Number(input.max) - Number(input.min));
      return {
        from: at(Number(input.value)),
        to: at(Number(input.min) + (Number(input.max) - Number(input.min)) * 0.6),
        y: box.top + box.height / 2,
      };
    });
    await page.mouse.move(track.from, track.y);
    await page.mouse.down();
    await page.mouse.move(track.to, track.y, { steps: 8 });
    const dragged = await maxBox.inputValue();
    await expect(max).toHaveValue(dragged);
    expect(searched).toHaveLength(1);
    await page.mouse.up();
    await expect(page).toHaveURL(new RegExp(`price=${moved}-${dragged}`));
    expect(searched).toHaveLength(2);

    // An end typed off the $5 grid shows the same on the box and the thumb.
    const typed = String(Number(moved) + 3);
    await minBox.fill(typed);
    await expect(page).toHaveURL(new RegExp(`price=${typed}-${dragged}`));
    await expect(min).toHaveValue(typed);
    // Home and End take a thumb to its ends: the whole range is no filter at all.
    await min.press('Home');
    await max.press('End');
    await expect(page).toHaveURL(/\/category\/bibles$/);
  });

  test('the kept price range is forgotten on another route, even one reached by a plain link', async ({ page }) => {
    // Typed before the page has hydrated, the price counts all the same.
    const release = await holdScripts(page);
    await page.goto('/category/bibles', { waitUntil: 'commit' });
    const max = page
      .getByRole('group', { name: 'Price' })
      .getByRole('spinbutton', { name: 'Maximum price in dollars' });
    await max.fill('60');
    release();
    await expect(page).toHaveURL(/price=\d+-60/);
    const kept = () => page.evaluate(() => [localStorage.getItem('price-min'), localStorage.getItem('price-max')]);
    expect((await kept())[1]).toBe('60');
    await page.reload();
    expect((await kept())[1]).toBe('60');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(kept).toEqual([null, null]);
  });

  test('facets whose field names staff, b2b or b2c prices are hidden', async ({ page }) => {
    await page.goto('/category/bibles');
    await expect(page.getByRole('group', { name: 'Price' })).toBeVisible();
    const legends = await page.locator('legend').allTextContents();
    expect(legends.filter((legend) => /staff|b2b|b2c/i.test(legend))).toEqual([]);
    expect(legends.length).toBeGreaterThan(3);
  });

  test('sorting, paging, the page size and the list layout are all in the URL', async ({ page }) => {
    await page.goto('/category/books');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/\/category\/books\?sort\.price=asc$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price:asc');
    const sorted = await prices(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/sort\.price=asc&currentPage=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^31-60 of \d+$/)).toBeAttached();

    await page.getByLabel('Per page').selectOption('40');
    await expect(page).toHaveURL(/sort\.price=asc&resultsPerPage=40$/);
    await expect(page.getByRole('article')).toHaveCount(40);

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/resultsPerPage=40&view=list$/);
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article').first()).toHaveAttribute('data-view', 'list');
    // The list view shortens 'Add to basket' for available products.
    await expect(page.getByRole('button', { name: 'Add', exact: true }).first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('while the next listing renders, the results say so and stay on screen', async ({ page }) => {
    await page.goto('/category/books');
    const results = page.getByRole('region', { name: 'Products' });
    // The products' wrapper (the cards' own buttons carry aria-busy too, after it).
    const busy = results.locator('[aria-busy]').first();
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(busy).toHaveAttribute('aria-busy', 'false');
    // Holds the server's answers for the next listings (React's flight requests) until released.
    let release = () => {};
    const holdNextListing = () =>
      new Promise<void>((resolve) => {
        release = resolve;
      });
    let held = holdNextListing();
    await page.route('**/category/books?**', async (route) => {
      if (route.request().headers().rsc) await held;
      await route.continue();
    });
    const expectLoading = async () => {
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(results.getByText('Loading results…')).toBeVisible();
      await expect(results.getByRole('article').first()).toBeVisible();
      release();
      await expect(busy).toHaveAttribute('aria-busy', 'false');
      await expect(results.getByText('Loading results…')).toBeHidden();
    };

    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page.getByLabel('Sort by')).toHaveValue('price:asc');
    await expectLoading();
    await expect(page).toHaveURL(/\/category\/books\?sort\.price=asc$/);

    held = holdNextListing();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expectLoading();
    await expect(page).toHaveURL(/currentPage=2$/);

    // A second change made before the first one's answer builds on it: the ticked format stays with the new sort.
    held = holdNextListing();
    const format = page.getByRole('group', { name: 'Format' }).getByRole('checkbox').first();
    await format.check();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    await expectLoading();
    await expect(page).toHaveURL(/sort\.price=desc/);
    await expect(page).toHaveURL(/format=/);
    await expect(format).toBeChecked();
  });

  test('a shared URL renders exactly its state, and links keep it', async ({ page }) => {
    await page.goto(
      '/category/bibles?format=Hardcover&format=Paperback&price=30-150&sort.price=desc&resultsPerPage=40',
    );
    await expect(page.getByRole('checkbox', { name: /^Hardcover/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Paperback/ })).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: 'Minimum price in dollars' })).toHaveValue('30');
    await expect(page.getByRole('spinbutton', { name: 'Maximum price in dollars' })).toHaveValue('150');
    await expect(page.getByLabel('Sort by')).toHaveValue('price:desc');
    await expect(page.getByLabel('Per page')).toHaveValue('40');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(
      /\/category\/bibles\?format=Hardcover&format=Paperback&price=30-150&sort\.price=desc&resultsPerPage=40&view=list$/,
    );
    // The legacy category parameter still works.
    await page.goto('/search?category=bibles>niv');
    await expect(page.getByRole('heading', { level: 1, name: 'NIV' })).toBeVisible();
  });

  test("a category name's underscores read as commas in the tree, the heading and the breadcrumbs", async ({
    page,
  }) => {
    await page.goto('/category/gifts');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /^Candles, Diffusers/ })
      .click();
    await expect(page).toHaveURL(/\/category\/gifts\/candles-diffusers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Candles, Diffusers' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Gifts',
      'Candles, Diffusers',
    ]);
    await expect(page.locator('main')).not.toContainText('Candles_Diffusers');
  });

  test('the category tree and breadcrumbs browse the catalogue without the root', async ({ page }) => {
    await page.goto('/category');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: /^Bibles/ }).click();
    await expect(page).toHaveURL(/\/category\/bibles$/);
    await categories.getByRole('link', { name: /^NIV/ }).click();
    await expect(page).toHaveURL(/\/category\/bibles\/niv$/);
    await expect(page.getByRole('heading', { level: 1, name: 'NIV' })).toBeVisible();
    await expect(page).toHaveTitle('NIV | Koorong');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Bibles', 'NIV']);
    await expect(crumbs.getByText('NIV')).toHaveAttribute('aria-current', 'page');
    await expect(crumbs).not.toContainText(/ecom|All Products/i);
    await crumbs.getByRole('link', { name: 'Bibles' }).click();
    await expect(page).toHaveURL(/\/category\/bibles$/);
    await expectNoSeriousViolations(page);
  });

  test('quick links: three everywhere, two more in the Bible branch', async ({ page }) => {
    await page.goto('/category/books');
    const links = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    await expect(links).toHaveText(['Best Selling', 'New Releases', 'Favourites']);
    await page.goto('/category/bibles/esv');
    await expect(links).toHaveText([
      'Best Selling',
      'New Releases',
      'Favourites',
      'Bible Translations',
      'Bible Print Sizes',
    ]);
    await expect(links.nth(4)).toHaveAccessibleDescription('Opens in a new tab');
    await expect(links.nth(3)).toHaveAttribute('href', '/bible-translation-guide');
    await expect(links.nth(4)).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get((await links.nth(4).getAttribute('href')) ?? '');
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(links.nth(0)).toHaveAttribute('href', '/category/bibles/esv?sort.relevance=desc');
    await expect(links.nth(2)).toHaveAttribute('href', '/category/bibles/esv?sort.rating=desc');
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/category\/bibles\/esv\?publication_date=Last\+3\+Months&available=In\+Stock$/);
    await expect(page.getByRole('checkbox', { name: /^In Stock/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Last 3 Months/ })).toBeChecked();
  });

  test('no results: the exact message, popular search phrases and the recommendations carousel', async ({ page }) => {
    await page.goto('/search?q=zzqxvwwk');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "zzqxvwwk"' })).toBeVisible();
    await expect(page.getByText(NO_RESULTS)).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Popular right now' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('article').first()).toBeVisible();
    // The carousel's code loads on its own (LazyProductCarousel), and it still moves.
    await carousel.getByRole('button', { name: 'Next: Popular right now' }).click();
    await expect(carousel.getByRole('button', { name: 'Previous: Popular right now' })).toBeEnabled();
    // Under the message, the most popular search phrases (the search service's trending queries) as links.
    const phrase = page.getByRole('navigation', { name: 'Popular search phrases' }).getByRole('link').first();
    const text = (await phrase.textContent()) ?? '';
    expect(text).not.toBe('');
    await expect(phrase).toHaveAttribute('href', `/search?q=${encodeURIComponent(text)}`);
    await expectNoSeriousViolations(page);
    await phrase.click();
    await expect(page.getByRole('heading', { level: 1, name: `Results for "${text}"` })).toBeVisible();
    await expect(page.getByText(NO_RESULTS)).toBeHidden();
    // Inside a refined listing the shorter variant shows.
    await page.goto('/search?q=zzqxvwwk&format=Hardcover&price=10-20');
    await expect(page.getByText('Search was unable to find any results for "zzqxvwwk".')).toBeVisible();
    // No facets are left to untick, so the filters that emptied the page can be cleared from the message.
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/search\?q=zzqxvwwk$/);
    await expect(page.getByText(NO_RESULTS)).toBeVisible();
  });

  test('a page number past the end goes to the last page', async ({ page }) => {
    await page.goto('/search?q=bible&currentPage=999');
    await expect(page).toHaveURL(/[?&]currentPage=\d+/);
    const last = Number(new URL(page.url()).searchParams.get('currentPage'));
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(999);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a merchandising redirect is followed, and an unknown category is a 404', async ({ page }) => {
    await page.goto('/search?q=journal');
    await expect(page).toHaveURL(/\/category\/gifts\/journals$/);
    const response = await page.goto('/category/no-such-shelf');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test("a 'web_' category slug in the URL lands on that category's path (spec: prefix removed, underscores as slashes)", async ({
    page,
  }) => {
    const response = await page.goto('/category/web_bibles_esv?sort.price=asc');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/category\/bibles\/esv\?sort\.price=asc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ESV' })).toBeVisible();
    await page.goto('/search?category=web_bibles_esv');
    await expect(page.getByRole('heading', { level: 1, name: 'ESV' })).toBeVisible();
  });

  test('on a phone: Filter opens the drawer with its count, and the range reads first-last of total', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/category/bibles');
    await expect(page.getByText(/^1-30 of \d+$/)).toBeVisible();
    const filter = page.getByRole('button', { name: 'Filter', exact: true });
    await expect(page.getByRole('group', { name: 'Format' })).toBeHidden();
    await filter.click();
    await expect(filter).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toBeFocused();
    const bodyPosition = () => page.evaluate(() => getComputedStyle(document.body).position);
    await expect.poll(bodyPosition).toBe('fixed');
    // Tab stays in the drawer, wrapping from its first control to its last and back.
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('button', { name: 'Show results' })).toBeFocused();
    await drawer.getByRole('group', { name: 'Format' }).getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/format=/);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Format' })).toBeHidden();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeFocused();
    await expect.poll(bodyPosition).not.toBe('fixed');
    // The modal's close button and a click outside it close it too (spec: a modal closes on either).
    await page.getByRole('button', { name: 'Filter (1)' }).click();
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Filter (1)' }).click();
    await page.mouse.click(370, 400);
    await expect(drawer).toBeHidden();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await expectNoSeriousViolations(page);

    // Turned to landscape past 780 px, an open drawer goes back to being the column beside the results.
    await page.getByRole('button', { name: 'Filter (1)' }).click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 700 });
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
    await expect.poll(bodyPosition).not.toBe('fixed');
  });

  test("a phone's first paint already has the phone's page links (1 and 2), not the desktop bar", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const release = await holdScripts(page);
    await page.goto('/category/books?currentPage=5', { waitUntil: 'commit' });
    // What is painted is the HTML under its stylesheets (the scripts are held); without them both bars would show.
    await page.waitForFunction(
      () =>
        document.querySelector('nav[aria-label="Pagination"]') !== null &&
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
    );
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toHaveAttribute('data-mobile', '');
    // One edge page each side and a window of two holding page 5: 1 … 5 6 … last.
    await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveCount(0);
    await expect(pager.getByRole('link', { name: 'Page 6', exact: true })).toBeVisible();
    release();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(pager).not.toHaveAttribute('data-mobile', '');
    await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toBeVisible();
  });

  test('the search listing passes axe', async ({ page }) => {
    await page.goto('/search?q=grace');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
