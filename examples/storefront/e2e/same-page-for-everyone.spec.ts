import type { APIResponse, Browser, BrowserContext, Page } from '@playwright/test';
import { signUpFresh } from './accountSession';
import { expect, test } from './fixtures';
import { basketRecords } from './searchRecords';

// Issue 34: a front cache keeps one copy of each anonymous browsing page for every visitor with the same currency and
// kiosk mode. So the HTML must not depend on who is signed in or what their basket holds, and no page response may
// set a cookie (a cached copy would hand it to everyone). What is the visitor's own (their name, their basket count)
// comes after hydration, from no-store routes.

// Signing up and reading eight pages twice is longer than most tests.
test.describe.configure({ timeout: 90_000 });

const sameOrigin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin, connection: 'close' });

/** A visitor of their own (a fresh cookie jar), with the newsletter pop-up dismissed as the fixture does. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.STOREFRONT_URL,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(() => {
    window.localStorage.setItem('bookshop:newsletter', JSON.stringify({ hasSubscribed: false, timestamp: Date.now() }));
  });
  return context.newPage();
}

/** A new customer, signed in in `page`'s browser, with one product in their basket. */
async function customerWithBasket(page: Page) {
  const login = await signUpFresh(page, 'Tabitha', 'Islands');
  const [record] = (await basketRecords(page.request, 50)).filter(
    (found) => found.availability === 'available' && Number(found.stock) >= 5,
  );
  if (!record) throw new Error('the seed has no product in stock');
  const added = await page.request.post('/api/cart', {
    headers: sameOrigin(),
    data: { productId: record.id, sku: record.sku, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
  return { login, product: `/product/${record.slug}` };
}

/**
 * The page's HTML with its CSP nonce (fresh per response; the front writes its own) made a constant: the nonce is
 * read from the response's policy header and every occurrence replaced, attributes and flight data alike.
 */
async function normalisedBody(response: APIResponse): Promise<string> {
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, 'the page has a nonce').toBeTruthy();
  return (await response.text()).split(nonce ?? '').join('NONCE');
}

const setCookies = (response: APIResponse) =>
  response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');

/** The first line where two bodies part, with a little of each: what differs, in the failure's message. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}:\n  signed in: …${a.slice(Math.max(0, at - 80), at + 120)}…\n  guest:     …${b.slice(Math.max(0, at - 80), at + 120)}…`;
}

async function pagesOf(context: BrowserContext, paths: string[]) {
  const answers: { path: string; status: number; body: string; cookies: number }[] = [];
  for (const path of paths) {
    const response = await context.request.get(path, { headers: { connection: 'close' } });
    answers.push({
      path,
      status: response.status(),
      body: await normalisedBody(response),
      cookies: setCookies(response).length,
    });
  }
  return answers;
}

test('a signed-in customer with a basket and a first-time guest get the same HTML, and no page sets a cookie', async ({
  browser,
}) => {
  const customer = await visitor(browser);
  const { login, product } = await customerWithBasket(customer);
  const guest = await visitor(browser);
  const paths = [
    '/',
    '/category/bibles',
    '/search?q=grace',
    product,
    '/help/faq',
    '/blog',
    '/stores',
    '/stores/west-ryde',
  ];

  // A page whose shared data is not cached yet streams in another order (a cover's preload lands elsewhere): each page
  // is read once first, so the comparison is of who asks, not of a cold cache against a warm one.
  await pagesOf(await browser.newContext({ baseURL: process.env.STOREFRONT_URL }), paths);
  // The guest has no cookie at all: a first visit, which used to be given the search tracking cookies by the page.
  const guestPages = await pagesOf(guest.context(), paths);
  const customerPages = await pagesOf(customer.context(), paths);
  for (const [index, path] of paths.entries()) {
    const mine = customerPages[index];
    const theirs = guestPages[index];
    expect(mine?.status, path).toBe(200);
    expect(theirs?.status, path).toBe(200);
    expect(mine?.cookies, `${path} sets no cookie for the customer`).toBe(0);
    expect(theirs?.cookies, `${path} sets no cookie for a first visit`).toBe(0);
    expect(mine?.body.includes(login.firstName), `${path} does not name the customer`).toBe(false);
    expect(mine?.body.includes(login.email), `${path} does not hold the customer's email`).toBe(false);
    if (mine?.body !== theirs?.body)
      throw new Error(`${path} differs ${firstDifference(mine?.body ?? '', theirs?.body ?? '')}`);
  }
  expect(await guest.context().cookies()).toEqual([]);

  // Kiosk mode is a variant of its own: the page that turns it on remembers it in a cookie (and is not cached).
  const kiosk = await guest.context().request.get('/?kiosk=1', { headers: { connection: 'close' } });
  expect(setCookies(kiosk).map((header) => header.value.split('=')[0])).toEqual(['bookshop_kiosk']);

  for (const page of [customer, guest]) await page.context().close();
});

test('the session route is never cached and gives a first visit its tracking cookies, once', async ({ browser }) => {
  const guest = await visitor(browser);
  const first = await guest.context().request.get('/api/session', { headers: { connection: 'close' } });
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('no-store');
  expect(await first.json()).toEqual({ customer: null });
  expect(
    setCookies(first)
      .map((header) => header.value.split('=')[0])
      .sort(),
  ).toEqual(['ssSessionIdNamespace', 'ssUserId']);
  const again = await guest.context().request.get('/api/session', { headers: { connection: 'close' } });
  expect(setCookies(again)).toEqual([]);
  await guest.context().close();
});

/**
 * The layout shifts so far that moved something in the header, as the browser scores them (input-driven shifts left
 * out, as CLS does): what the session arriving could move.
 */
const headerShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
        const header = document.querySelector('header');
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const inHeader = entry.sources.some((source) => source.node && header?.contains(source.node));
            if (!entry.hadRecentInput && inHeader) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

test('after hydration the customer sees their name and basket and the guest the sign-in, with no layout shift', async ({
  browser,
}) => {
  const customer = await visitor(browser);
  const { login } = await customerWithBasket(customer);
  const guest = await visitor(browser);
  for (const path of ['/', '/category/bibles']) {
    for (const page of [customer, guest]) await page.goto(path);
    await expect(customer.getByText(`Welcome back, ${login.firstName}`)).toBeVisible();
    await expect(customer.getByRole('link', { name: /^TI, My account \(Tabitha Islands\)$/ })).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Join / Login' })).toHaveCount(0);
    await expect(customer.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Join / Login' })).toBeVisible();
    await expect(guest.getByText(/Welcome back/)).toHaveCount(0);
    await expect(guest.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
    // The account box keeps its size whatever fills it: the session arriving moves nothing (CLS budget 0.01).
    for (const page of [customer, guest]) expect(await headerShift(page), path).toBeLessThanOrEqual(0.01);
  }
  for (const page of [customer, guest]) await page.context().close();
});
