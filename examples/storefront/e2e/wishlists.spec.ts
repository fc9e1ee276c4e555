import { createBookshop, emulatorServices } from '@bookshop/sdk';
import type { Locator, Page } from '@playwright/test';
import { signUpFresh } from './accountSession';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { base } from './seoPage';

const LISTING = '/category/bibles';

const DATE = /\d{2}\/\d{2}\/\d{4}/;
const sameOrigin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin });

/** The wishlist button of the listing's first product card, and that product's full name (from its label). */
async function firstCardButton(page: Page): Promise<{ button: Locator; name: string }> {
  const button = page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Add .+ to a wishlist$/ });
  const label = (await button.getAttribute('aria-label')) ?? '';
  return { button, name: label.replace(/^Add (.+) to a wishlist$/, '$1') };
}

/** Creates a wishlist for the signed-in page through the site's route. */
async function createList(page: Page, name: string, productId?: string) {
  const response = await page.request.post('/api/account/wishlists', {
    data: { name, ...(productId ? { productId } : {}) },
    headers: sameOrigin(),
  });
  expect(response.status()).toBe(201);
  return (await response.json()).wishlist as { id: string; lineItems: { productId: string; quantity: number }[] };
}

async function readLists(page: Page) {
  const response = await page.request.get('/api/account/wishlists');
  expect(response.ok()).toBe(true);
  return (await response.json()).wishlists as {
    id: string;
    name: string;
    lineItems: { id: string; productId: string; quantity: number }[];
  }[];
}

/** Product ids of the emulator's catalogue, read as any other app would, with the SDK. */
async function productIds(count: number): Promise<string[]> {
  const shop = createBookshop(emulatorServices(process.env.EMULATOR_URL ?? ''));
  const { products } = await shop.search.search({ resultsPerPage: count });
  return products.map((product) => product.id);
}

test.describe('wishlists from product cards', () => {
  test('a visitor is offered sign-in instead', async ({ page }) => {
    await page.goto(LISTING);
    const card = page.getByRole('article').first();
    await expect(card.getByRole('link', { name: /^Sign in to add .+ to a wishlist$/ })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(card.getByRole('button', { name: /to a wishlist$/ })).toHaveCount(0);
  });

  test('creates a list with the product from a card, then toggles it off and on', async ({ page }) => {
    await signUpFresh(page);
    const wishlistRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/account/wishlists')) wishlistRequests.push(request.method());
    });
    await page.goto(LISTING);
    const { button } = await firstCardButton(page);
    await expect(button).toBeVisible();
    // Browsing reads no wishlists: they are read when the popover first opens.
    expect(wishlistRequests).toEqual([]);
    await button.click();
    const popover = page.getByRole('dialog', { name: /^Wishlists for / });
    await expect(popover.getByText('You have no wishlists yet.')).toBeVisible();
    await popover.getByRole('button', { name: 'Create new wishlist' }).click();
    const modal = page.getByRole('dialog', { name: 'Create new wishlist' });
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Required');
    await modal.getByRole('textbox', { name: 'Name' }).fill('Christmas');
    await modal.getByRole('textbox', { name: 'Description (optional)' }).fill('For the family');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Wishlist created successfully')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    const christmas = popover.getByRole('button', { name: /^Christmas 1 item / });
    await expect(christmas).toHaveAttribute('aria-pressed', 'true');
    await expect(christmas).toContainText(DATE);
    await christmas.click();
    await expect(page.getByText('Item removed to wishlist successfully')).toBeVisible();
    await button.click();
    await expect(popover.getByRole('button', { name: /^Christmas 0 items / })).toHaveAttribute('aria-pressed', 'false');
    await popover.getByRole('button', { name: /^Christmas/ }).click();
    await expect(page.getByText('Item added to wishlist successfully')).toBeVisible();
    await expect.poll(async () => (await readLists(page))[0]?.lineItems.length).toBe(1);
  });

  test('every card of the list view has the control too', async ({ page }) => {
    await signUpFresh(page);
    const list = await createList(page, 'From the list view');
    await page.goto(`${LISTING}?view=list`);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await expect(page.getByRole('button', { name: /^Add .+ to a wishlist$/ })).toHaveCount(count);
    const { button, name } = await firstCardButton(page);
    await button.click();
    const choice = page.getByRole('dialog', { name: `Wishlists for ${name}` }).getByRole('button', {
      name: /^From the list view 0 items/,
    });
    await choice.click();
    await expect(page.getByText('Item added to wishlist successfully')).toBeVisible();
    await expect(button).toBeFocused();
    const lines = (await readLists(page)).find((entry) => entry.id === list.id)?.lineItems ?? [];
    expect(lines.map((line) => line.quantity)).toEqual([1]);
  });

  test('adds from the product page', async ({ page }) => {
    await signUpFresh(page);
    await createList(page, 'Reading list');
    await page.goto(LISTING);
    // The product's own link: until the session arrives, a card's wishlist control is the visitors' sign-in link.
    const href = await page.getByRole('article').first().locator('a[href^="/product/"]').first().getAttribute('href');
    await page.goto(href ?? '/');
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const button = page.getByRole('button', { name: `Add ${name} to a wishlist` });
    await button.click();
    await page.getByRole('button', { name: /^Reading list 0 items/ }).click();
    await expect(page.getByText('Item added to wishlist successfully')).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: `Add ${name} to a wishlist` }).click();
    await expect(page.getByRole('button', { name: /^Reading list 1 item/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('works from the keyboard alone, giving the focus back to the trigger', async ({ page }) => {
    await signUpFresh(page);
    await createList(page, 'Keyboard list');
    await page.goto(LISTING);
    const { button } = await firstCardButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('button', { name: /^Keyboard list 0 items/ });
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Item added to wishlist successfully')).toBeVisible();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Keyboard list 1 item/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('says so when a wishlist write fails, and shows the list as it was', async ({ page }) => {
    await signUpFresh(page);
    await createList(page, 'Gifts');
    await page.goto(LISTING);
    const { button, name } = await firstCardButton(page);
    await page.route('**/api/account/wishlists/*/toggle', (route) =>
      route.fulfill({ status: 502, json: { error: 'The wishlist is unavailable, please try again later' } }),
    );
    await button.click();
    const popover = page.getByRole('dialog', { name: `Wishlists for ${name}` });
    await popover.getByRole('button', { name: /^Gifts 0 items/ }).click();
    await expect(page.getByText('Something went wrong please try again 1', { exact: true })).toBeVisible();
    await button.click();
    await expect(popover.getByRole('button', { name: /^Gifts 0 items/ })).toHaveAttribute('aria-pressed', 'false');

    await page.route('**/api/account/wishlists', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 502, json: { error: 'The wishlist is unavailable, please try again later' } })
        : route.continue(),
    );
    await popover.getByRole('button', { name: 'Create new wishlist' }).click();
    const modal = page.getByRole('dialog', { name: 'Create new wishlist' });
    await modal.getByRole('textbox', { name: 'Name' }).fill('Birthday');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Error while creating wishlist', { exact: true })).toBeVisible();
    // The modal stays open with what was typed, for another try.
    await expect(modal.getByRole('textbox', { name: 'Name' })).toHaveValue('Birthday');
    expect((await readLists(page)).map((list) => [list.name, list.lineItems.length])).toEqual([['Gifts', 0]]);
  });

  test('has no serious accessibility problems with the popover or the modal open', async ({ page }) => {
    // Three axe passes over a full listing: 16 s alone, and past 30 s on a loaded machine.
    test.slow();
    await signUpFresh(page);
    await createList(page, 'Axe list');
    await page.goto(LISTING);
    const { button } = await firstCardButton(page);
    await button.click();
    await expect(page.getByRole('button', { name: /^Axe list/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Create new wishlist' }).click();
    const modal = page.getByRole('dialog', { name: 'Create new wishlist' });
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Required');
    await expectNoSeriousViolations(page);
  });
});

test.describe('the account’s wishlists', () => {
  test('the top bar’s WISHLIST link reaches the section', async ({ page }) => {
    await signUpFresh(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Customer links' }).getByRole('link', { name: 'WISHLIST' }).click();
    await expect(page).toHaveURL(/\/account#wishlist$/);
    await expect(page.locator('#wishlist').getByRole('heading', { name: 'Wishlists' })).toBeVisible();
  });

  test('create, add from a card, see and remove items, rename, share and delete', async ({ page }) => {
    // One long journey through every part of the section: on a loaded machine it passes 30 s while still moving.
    test.setTimeout(60_000);
    await signUpFresh(page);
    await page.goto('/account#wishlist');
    const section = page.locator('#wishlist');
    await expect(section.getByRole('heading', { name: 'Wishlists' })).toBeVisible();
    await expect(section.getByText('You have no wishlists yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Create new wishlist' }).click();
    const modal = page.getByRole('dialog', { name: 'Create new wishlist' });
    await modal.getByRole('textbox', { name: 'Name' }).fill('Birthday ideas');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Wishlist created successfully')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Create new wishlist' })).toBeFocused();
    const entry = section.getByRole('button', { name: /^Birthday ideas 0 items Created / });
    await expect(entry).toContainText(DATE);
    // The list scrolls above 25rem.
    await expect(section.getByRole('list', { name: 'Your wishlists' })).toHaveCSS('max-height', '400px');

    await page.goto(LISTING);
    const { button, name } = await firstCardButton(page);
    await button.click();
    await page.getByRole('button', { name: /^Birthday ideas 0 items/ }).click();
    await expect(page.getByText('Item added to wishlist successfully')).toBeVisible();

    await page.goto('/account#wishlist');
    await section.getByRole('button', { name: /^Birthday ideas 1 item / }).click();
    const items = section.getByRole('list', { name: 'Items in Birthday ideas' });
    await expect(items.getByRole('link', { name })).toHaveAttribute('href', /^\/product\//);
    await items.getByRole('button', { name: `Remove ${name} from Birthday ideas` }).click();
    await expect(page.getByText('Item removed to wishlist successfully')).toBeVisible();
    await expect(section.getByText('This wishlist is empty.')).toBeVisible();

    await section.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename wishlist' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('  ');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename.getByRole('alert')).toHaveText('Required');
    await rename.getByRole('textbox', { name: 'Name' }).fill('Advent');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Wishlist renamed successfully')).toBeVisible();
    await expect(section.getByRole('button', { name: /^Advent 0 items/ })).toBeVisible();

    await section.getByRole('button', { name: 'Share link' }).click();
    const link = section.getByRole('textbox', { name: 'Share link for Advent' });
    await expect(link).toHaveValue(/\/wishlist\/shared\?token=/);
    // The link opens on the site's public address (the front's, as the pages state it), not wherever the back end
    // believes the storefront is.
    expect(new URL(await link.inputValue()).origin).toBe(base());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await section.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

    // The link by email (the back end's push-link): checked as every email field is, then sent.
    const email = section.getByRole('form', { name: 'Email the link to Advent' });
    await email.getByRole('button', { name: 'Send' }).click();
    await expect(email.getByRole('alert')).toHaveText('Please enter email');
    await email.getByRole('textbox', { name: 'Email' }).fill('naomi@');
    await email.getByRole('button', { name: 'Send' }).click();
    await expect(email.getByRole('alert')).toHaveText('Invalid email');
    const friend = `friend-${Date.now()}@example.com`;
    await email.getByRole('textbox', { name: 'Email' }).fill(friend);
    await email.getByRole('textbox', { name: 'Message (optional)' }).fill('For your birthday');
    await email.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(`Wishlist link sent to ${friend}`)).toBeVisible();
    await expect(email.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    const mailbox = await page.request.get(
      `${process.env.EMULATOR_URL}/backend/dev/mailbox?email=${encodeURIComponent(friend)}`,
    );
    const [mail] = (await mailbox.json()).messages as { body: string; link: string }[];
    expect(mail?.body).toContain('For your birthday');
    expect(mail?.link).toMatch(/\/wishlist\/shared\?token=/);
    expect(new URL(mail?.link ?? '').origin).toBe(base());
    expect(mail?.body).toContain(mail?.link);
    // Someone else opens the emailed link as it is.
    const visitor = await page.context().browser()?.newPage({ baseURL: process.env.STOREFRONT_URL });
    await visitor?.goto(mail?.link ?? '');
    await expect(visitor?.getByRole('heading', { level: 1, name: 'Advent' }) as Locator).toBeVisible();
    await expect(visitor?.getByText('This wishlist is empty.') as Locator).toBeVisible();
    await visitor?.goto('/wishlist/shared?token=not-a-real-token');
    await expect(visitor?.getByRole('heading', { level: 1, name: 'Wishlist not found' }) as Locator).toBeVisible();
    await visitor?.close();

    await section.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete wishlist' });
    await expect(confirm).toContainText('Delete “Advent” and everything in it?');
    await expectNoSeriousViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Wishlist deleted successfully')).toBeVisible();
    await expect(section.getByText('You have no wishlists yet.')).toBeVisible();
  });
});

test.describe('the account’s wishlist items', () => {
  test('stay out of sight while their list is collapsed', async ({ page }) => {
    await signUpFresh(page);
    const [productId] = await productIds(1);
    await createList(page, 'Collapsed', productId);
    await page.goto('/account#wishlist');
    const section = page.locator('#wishlist');
    const summary = section.getByRole('button', { name: /^Collapsed 1 item / });
    const items = section.getByRole('list', { name: 'Items in Collapsed' });
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(items).toBeHidden();
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await expect(items.getByRole('link')).toBeVisible();
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(items).toBeHidden();
  });
});

test.describe('the account’s wishlists, several of them', () => {
  test('each list’s actions are in view without opening it, and act on that list only', async ({ page }) => {
    await signUpFresh(page);
    await createList(page, 'Older');
    await createList(page, 'Newer');
    await page.goto('/account#wishlist');
    const section = page.locator('#wishlist');
    const entry = (name: string) =>
      section.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${name} 0 items`) }) });
    await expect(entry('Older').getByRole('button', { name: 'Rename' })).toBeVisible();
    await entry('Older').getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename wishlist' });
    await expect(rename.getByRole('textbox', { name: 'Name' })).toHaveValue('Older');
    await rename.getByRole('textbox', { name: 'Name' }).fill('Oldest');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Wishlist renamed successfully')).toBeVisible();
    await entry('Newer').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete wishlist' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Wishlist deleted successfully')).toBeVisible();
    await expect(entry('Newer')).toHaveCount(0);
    await expect(entry('Oldest')).toHaveCount(1);
    expect((await readLists(page)).map((list) => list.name)).toEqual(['Oldest']);
  });
});

test.describe('more wishlists than the spec’s page of 20', () => {
  test('the account and the popover reach every list, and a list past the first page toggles', async ({ page }) => {
    await signUpFresh(page);
    // Through the site's own route, oldest first: the newest 20 are List 25 to List 6, the next page List 5 to List 1.
    for (let n = 1; n <= 25; n++) await createList(page, `List ${n}`);
    const choice = (scope: Locator, name: string, items = '0 items') =>
      scope.getByRole('button', { name: new RegExp(`^${name} ${items}`) });

    await page.goto('/account#wishlist');
    const section = page.locator('#wishlist');
    const summaries = section.getByRole('list', { name: 'Your wishlists' }).getByRole('button', { name: /^List \d+ / });
    await expect(summaries).toHaveCount(20);
    await expect(choice(section, 'List 1')).toHaveCount(0);
    await section.getByRole('button', { name: 'Show more wishlists' }).click();
    await expect(summaries).toHaveCount(25);
    // The focus moves to the first list the button brought, and the button goes once there are no more.
    await expect(choice(section, 'List 5')).toBeFocused();
    await expect(section.getByRole('button', { name: 'Show more wishlists' })).toHaveCount(0);
    await expect(choice(section, 'List 1')).toBeVisible();

    await page.goto(LISTING);
    const { button, name } = await firstCardButton(page);
    await button.click();
    const popover = page.getByRole('dialog', { name: `Wishlists for ${name}` });
    const choices = popover.getByRole('button', { name: /^List \d+ / });
    await expect(choices).toHaveCount(20);
    await popover.getByRole('button', { name: 'Show more wishlists' }).click();
    await expect(choices).toHaveCount(25);
    await expect(choice(popover, 'List 5')).toBeFocused();
    await choice(popover, 'List 1').click();
    await expect(page.getByText('Item added to wishlist successfully')).toBeVisible();
    await button.click();
    // The lists read on demand stay read: the oldest list shows the product in it.
    await expect(choice(popover, 'List 1', '1 item')).toHaveAttribute('aria-pressed', 'true');
    const secondPage = async () =>
      (await (await page.request.get('/api/account/wishlists?offset=20')).json()) as {
        total: number;
        wishlists: { name: string; lineItems: { productId: string }[] }[];
      };
    expect((await secondPage()).total).toBe(25);
    expect((await secondPage()).wishlists.map((list) => [list.name, list.lineItems.length])).toEqual([
      ['List 5', 0],
      ['List 4', 0],
      ['List 3', 0],
      ['List 2', 0],
      ['List 1', 1],
    ]);
    await choice(popover, 'List 1', '1 item').click();
    await expect(page.getByText('Item removed to wishlist successfully')).toBeVisible();
    await expect.poll(async () => (await secondPage()).wishlists.at(-1)?.lineItems.length).toBe(0);
  });
});

test.describe('the wishlist routes', () => {
  test('two toggles of different products sent at once both land; two of one product never add it twice', async ({
    page,
  }) => {
    await signUpFresh(page);
    const [first, second] = await productIds(2);
    const list = await createList(page, 'At once');
    const toggle = (productId: string | undefined) =>
      page.request.post(`/api/account/wishlists/${list.id}/toggle`, { data: { productId }, headers: sameOrigin() });
    const both = await Promise.all([toggle(first), toggle(second)]);
    expect(both.map((response) => response.status())).toEqual([200, 200]);
    const landed = (await readLists(page)).find((candidate) => candidate.id === list.id);
    expect(landed?.lineItems.map((line) => line.productId).sort()).toEqual([first, second].sort());

    const twice = await Promise.all([toggle(first), toggle(first)]);
    const actions = await Promise.all(twice.map(async (response) => (await response.json()).action));
    // Each is planned from the list as it is when it lands: one takes it out, the other puts it back once.
    expect(actions.sort()).toEqual(['add', 'remove']);
    const after = (await readLists(page)).find((candidate) => candidate.id === list.id);
    const lines = after?.lineItems.filter((line) => line.productId === first) ?? [];
    expect(lines.map((line) => line.quantity)).toEqual([1]);
  });

  test('refuse bad input with the field’s message, visitors, other origins and other shoppers’ lists', async ({
    page,
    browser,
  }) => {
    const visitorResponse = await page.request.get('/api/account/wishlists');
    expect(visitorResponse.status()).toBe(401);
    await signUpFresh(page);
    const post = (data: unknown, headers = sameOrigin()) =>
      page.request.post('/api/account/wishlists', { data, headers });
    const blank = await post({ name: '   ' });
    expect([blank.status(), (await blank.json()).error]).toEqual([400, 'Required']);
    const long = await post({ name: 'x'.repeat(101) });
    expect([long.status(), (await long.json()).error]).toEqual([400, 'Name must be at most 100 characters']);
    const badProduct = await post({ name: 'Fine', productId: 'x'.repeat(200) });
    expect(badProduct.status()).toBe(400);
    const forged = await post({ name: 'Forged' }, { origin: 'https://evil.example' });
    expect(forged.status()).toBe(403);
    const badId = await page.request.patch(`/api/account/wishlists/${'x'.repeat(200)}`, {
      data: { name: 'Renamed' },
      headers: sameOrigin(),
    });
    expect([badId.status(), (await badId.json()).error]).toEqual([400, 'A wishlist id must be at most 128 characters']);
    for (const [query, error] of [
      ['limit=0', 'The limit must be at least 1'],
      ['limit=501', 'The limit must be at most 500'],
      ['offset=-1', 'The offset must be a whole number'],
      ['offset=two', 'The offset must be a whole number'],
    ]) {
      const badPage = await page.request.get(`/api/account/wishlists?${query}`);
      expect([badPage.status(), (await badPage.json()).error]).toEqual([400, error]);
    }
    expect(await readLists(page)).toEqual([]);

    const mine = await createList(page, 'Mine');
    const other = await browser.newPage({ baseURL: process.env.STOREFRONT_URL });
    await signUpFresh(other, 'Other');
    const theirs = await other.request.patch(`/api/account/wishlists/${mine.id}`, {
      data: { name: 'Taken' },
      headers: sameOrigin(),
    });
    expect(theirs.status()).toBe(404);
    const share = await other.request.post(`/api/account/wishlists/${mine.id}/share`, { headers: sameOrigin() });
    expect(share.status()).toBe(404);
    const emailed = await other.request.post(`/api/account/wishlists/${mine.id}/share/email`, {
      data: { email: 'friend@example.com' },
      headers: sameOrigin(),
    });
    expect(emailed.status()).toBe(404);
    const badEmail = await page.request.post(`/api/account/wishlists/${mine.id}/share/email`, {
      data: { email: 'friend@' },
      headers: sameOrigin(),
    });
    expect([badEmail.status(), (await badEmail.json()).error]).toEqual([400, 'Invalid email']);
    await other.close();
    expect((await readLists(page)).map((list) => list.name)).toEqual(['Mine']);
  });
});
