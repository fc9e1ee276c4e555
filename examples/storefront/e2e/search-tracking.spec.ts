import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { type RunningStorefront, startStorefront } from './startStorefront';

// Spec, the search provider's calls: "Headers carry user, session and page-load identifiers." They travel as the
// official client (@searchspring/snap-client) sends them: the `userId`, `sessionId` and `pageLoadId` query parameters
// of search.json and autocomplete.json, from the browser's own calls (the pages are shared by every visitor). A site of its own talks to the search service through a loopback recorder, so
// the test sees what the server sent on the shopper's behalf.

interface Recorded {
  path: string;
  headers: IncomingHttpHeaders;
  /** The request's body as text, when it had one (recommendations are a POST). */
  body?: string;
}

// One recorder and one site for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'default' });

const recorded: Recorded[] = [];
let recorder: Server;
let site: RunningStorefront | undefined;

test.beforeAll(async () => {
  const searchspring = `${process.env.EMULATOR_URL}/searchspring`;
  recorder = createServer(async (request, response) => {
    const path = request.url ?? '/';
    // Recommendations are a POST (`/v1/recommend`): the method, type and body go through as they came.
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    recorded.push({ path, headers: request.headers, body: body?.toString('utf8') });
    const answer = await fetch(`${searchspring}${path}`, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': request.headers['content-type'] ?? 'text/plain' } : {}),
      },
      body,
    });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  const { port } = recorder.address() as AddressInfo;
  site = await startStorefront({
    emulatorUrl: process.env.EMULATOR_URL ?? '',
    variables: { BOOKSHOP_SEARCHSPRING_URL: `http://127.0.0.1:${port}` },
  });
});
test.afterAll(async () => {
  site?.stop();
  await new Promise((resolve) => recorder?.close(resolve));
});

/** The ids the search service got with each request to `path` since `from`, and the rest of each request's query. */
const idsSent = (path: string, from: number) =>
  recorded
    .slice(from)
    .filter((request) => request.path.startsWith(path))
    .map((request) => new URL(request.path, 'http://recorder').searchParams)
    .map((query) => ({
      user: query.get('userId') ?? undefined,
      session: query.get('sessionId') ?? undefined,
      pageLoad: query.get('pageLoadId') ?? undefined,
      search: searchOf(query),
    }));

/** A search's own query, without the tracking ids: what tells one search from another. */
function searchOf(query: URLSearchParams): string {
  const rest = new URLSearchParams(query);
  for (const name of ['userId', 'sessionId', 'pageLoadId']) rest.delete(name);
  rest.sort();
  return rest.toString();
}

/**
 * The searches since `from` that carried tracking ids, once the browser has reported the page (it does after
 * hydration, from `/api/search/track`): at least `count` of them.
 */
async function trackedSince(from: number, count = 1) {
  await expect
    .poll(() => idsSent('/api/search/search.json', from).filter((ids) => ids.user).length)
    .toBeGreaterThanOrEqual(count);
  return idsSent('/api/search/search.json', from).filter((ids) => ids.user);
}

async function shopperCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    user: cookies.find((cookie) => cookie.name === 'ssUserId'),
    session: cookies.find((cookie) => cookie.name === 'ssSessionIdNamespace'),
  };
}

// The page is one copy for every visitor (the front cache), so its own search carries no ids; the browser reports each
// listing it shows with its ids and a page-load id of its own ("Search tracking ids from the browser", decisions.md).
test('a shopper keeps one user and one visit id across pages, with a new page-load id for each page', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const before = recorded.length;
  await page.goto(`${site?.url}/category/bibles`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [report] = await trackedSince(before);
  const { user, session } = await shopperCookies(context);
  // The shopper's id lasts about a year; the visit's ends with the browser session (no expiry).
  expect(user?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(user?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 60 * 60);
  expect(session?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(session?.expires).toBe(-1);

  const listing = idsSent('/api/search/search.json', before);
  // The page's search carried no ids at all; the report carried all three, for the very search the page showed.
  const untracked = listing.filter((ids) => !ids.user);
  expect(untracked.length).toBeGreaterThan(0);
  for (const ids of untracked) expect(ids).toMatchObject({ session: undefined, pageLoad: undefined });
  expect(report).toMatchObject({ user: user?.value, session: session?.value, search: untracked[0]?.search });
  const firstPageLoad = report?.pageLoad;
  expect(firstPageLoad).toMatch(/^[0-9a-f-]{36}$/);
  await page.waitForLoadState('networkidle');
  expect(await trackedSince(before)).toHaveLength(1);

  const next = recorded.length;
  await page.goto(`${site?.url}/search?q=grace`);
  await expect(page.getByRole('heading', { level: 1, name: /Results for "grace"/ })).toBeVisible();
  const [search] = await trackedSince(next);
  expect(search).toMatchObject({ user: user?.value, session: session?.value });
  expect(new URLSearchParams(search?.search).get('q')).toBe('grace');
  expect(search?.pageLoad).toMatch(/^[0-9a-f-]{36}$/);
  expect(search?.pageLoad).not.toBe(firstPageLoad);
  expect(await shopperCookies(context)).toEqual({ user, session });

  // The search box's suggestions come through the site's own route, with the shopper's ids.
  const typed = recorded.length;
  await page.getByRole('combobox', { name: 'Search' }).fill('psalm');
  await expect.poll(() => idsSent('/api/search/autocomplete.json', typed).length).toBeGreaterThan(0);
  expect(idsSent('/api/search/autocomplete.json', typed)[0]).toMatchObject({
    user: user?.value,
    session: session?.value,
  });
  await context.close();
});

test('another shopper gets ids of their own, and a tampered id is replaced, never sent', async ({ browser }) => {
  const first = await browser.newContext();
  const from = recorded.length;
  await (await first.newPage()).goto(`${site?.url}/category/bibles`);
  await trackedSince(from);
  const { user: firstUser } = await shopperCookies(first);
  await first.close();

  const second = await browser.newContext();
  const host = new URL(site?.url ?? '').hostname;
  await second.addCookies([{ name: 'ssUserId', value: 'x%E2%9C%93-not-an-id', domain: host, path: '/' }]);
  const before = recorded.length;
  const page = await second.newPage();
  await page.goto(`${site?.url}/category/bibles`);
  const sent = await trackedSince(before);
  const { user } = await shopperCookies(second);
  expect(user?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(user?.value).not.toBe(firstUser?.value);
  for (const ids of sent) expect(ids.user).toBe(user?.value);

  // A report with a page-load id that is not one is refused, and nothing reaches the search service.
  const reported = recorded.length;
  const refused = await page.request.post(`${site?.url}/api/search/track`, {
    headers: { origin: site?.url ?? '' },
    data: { url: '/category/bibles', pageLoadId: 'x✓ not-an-id' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe('Expected a page-load id');
  expect(recorded.slice(before).some((request) => request.path.includes('not-an-id'))).toBe(false);
  expect(recorded.length).toBe(reported);
  await second.close();
});

/** The `shopper` each recommendation call since `from` named (`null`: none). */
const shoppersNamed = (from: number) =>
  recorded
    .slice(from)
    .filter((request) => request.path.includes('/recommend'))
    // The current endpoint names the shopper in its JSON body; the older one in the query.
    .map((request) =>
      request.body
        ? ((JSON.parse(request.body) as { shopper?: string }).shopper ?? null)
        : new URL(request.path, 'http://recorder').searchParams.get('shopper'),
    );

// The product page's carousel is everyone's in the page (asked for no one); a signed-in shopper's browser then asks
// for their own, naming them.
test('recommendations name the signed-in shopper, and only them', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site?.url}/category/bibles`);
  const product = await page.locator('a[href^="/product/"]').first().getAttribute('href');

  const before = recorded.length;
  await page.goto(`${site?.url}${product}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const asVisitor = shoppersNamed(before);
  expect(asVisitor.length).toBeGreaterThan(0);
  expect(new Set(asVisitor)).toEqual(new Set([null]));

  await page.goto(`${site?.url}/account`);
  await page.getByLabel('Email or membership no.').fill('grace@example.com');
  await page.getByLabel('Password').fill('Psalm23!grace');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome back, Grace')).toBeVisible({ timeout: 10_000 });
  const signedIn = recorded.length;
  await page.goto(`${site?.url}${product}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => shoppersNamed(signedIn).filter(Boolean).length).toBeGreaterThan(0);
  const [shopper, ...others] = new Set(shoppersNamed(signedIn).filter(Boolean));
  expect(others).toEqual([]);
  expect(shopper).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  // Their picks are shown in the page's carousel.
  await expect(page.getByRole('main').locator('[data-sku]').first()).toBeAttached();

  // The route answers a visitor who is not signed in with 401, and names no one to the search service.
  const visitor = await browser.newContext();
  const refused = await visitor.request.get(`${site?.url}/api/recommendations?tag=similar`);
  expect(refused.status()).toBe(401);
  await visitor.close();
  await context.close();
});
