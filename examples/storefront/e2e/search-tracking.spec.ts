import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { type RunningStorefront, startStorefront } from './startStorefront';

// Spec, the search provider's calls: "Headers carry user, session and page-load identifiers." They travel as the
// official client (@searchspring/snap-client) sends them: the `userId`, `sessionId` and `pageLoadId` query parameters
// of search.json and autocomplete.json. A site of its own talks to the search service through a loopback recorder, so
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

/** The ids the search service got with each request to `path` since `from`. */
const idsSent = (path: string, from: number) =>
  recorded
    .slice(from)
    .filter((request) => request.path.startsWith(path))
    .map((request) => new URL(request.path, 'http://recorder').searchParams)
    .map((query) => ({
      user: query.get('userId') ?? undefined,
      session: query.get('sessionId') ?? undefined,
      pageLoad: query.get('pageLoadId') ?? undefined,
    }));

async function shopperCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    user: cookies.find((cookie) => cookie.name === 'ssUserId'),
    session: cookies.find((cookie) => cookie.name === 'ssSessionIdNamespace'),
  };
}

test('a shopper keeps one user and one visit id across pages, with a new page-load id for each page', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const before = recorded.length;
  await page.goto(`${site?.url}/category/bibles`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { user, session } = await shopperCookies(context);
  // The shopper's id lasts about a year; the visit's ends with the browser session (no expiry).
  expect(user?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(user?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 60 * 60);
  expect(session?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(session?.expires).toBe(-1);

  const listing = idsSent('/api/search/search.json', before);
  expect(listing.length).toBeGreaterThan(0);
  for (const ids of listing) expect(ids).toMatchObject({ user: user?.value, session: session?.value });
  const firstPageLoad = listing[0]?.pageLoad;
  expect(firstPageLoad).toMatch(/^[0-9a-f-]{36}$/);

  const next = recorded.length;
  await page.goto(`${site?.url}/search?q=grace`);
  await expect(page.getByRole('heading', { level: 1, name: /Results for "grace"/ })).toBeVisible();
  const search = idsSent('/api/search/search.json', next);
  expect(search.length).toBeGreaterThan(0);
  expect(search[0]).toMatchObject({ user: user?.value, session: session?.value });
  expect(search[0]?.pageLoad).toMatch(/^[0-9a-f-]{36}$/);
  expect(search[0]?.pageLoad).not.toBe(firstPageLoad);
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
  await (await first.newPage()).goto(`${site?.url}/category/bibles`);
  const { user: firstUser } = await shopperCookies(first);
  await first.close();

  const second = await browser.newContext();
  const host = new URL(site?.url ?? '').hostname;
  await second.addCookies([{ name: 'ssUserId', value: 'x%E2%9C%93-not-an-id', domain: host, path: '/' }]);
  const before = recorded.length;
  await (await second.newPage()).goto(`${site?.url}/category/bibles`);
  const { user } = await shopperCookies(second);
  expect(user?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(user?.value).not.toBe(firstUser?.value);
  const sent = idsSent('/api/search/search.json', before);
  expect(sent.length).toBeGreaterThan(0);
  for (const ids of sent) expect(ids.user).toBe(user?.value);
  await second.close();
});

test('recommendations name the signed-in shopper, and only them', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site?.url}/category/bibles`);
  const product = await page.locator('a[href^="/product/"]').first().getAttribute('href');
  const shopperSent = async () => {
    const before = recorded.length;
    await page.goto(`${site?.url}${product}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const recommend = recorded.slice(before).filter((request) => request.path.includes('/recommend'));
    expect(recommend.length).toBeGreaterThan(0);
    // The current endpoint names the shopper in its JSON body; the older one in the query.
    return recommend.map((request) =>
      request.body
        ? ((JSON.parse(request.body) as { shopper?: string }).shopper ?? null)
        : new URL(request.path, 'http://recorder').searchParams.get('shopper'),
    );
  };
  expect(new Set(await shopperSent())).toEqual(new Set([null]));

  await page.goto(`${site?.url}/account`);
  await page.getByLabel('Email or membership no.').fill('grace@example.com');
  await page.getByLabel('Password').fill('Psalm23!grace');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Welcome back, Grace')).toBeVisible({ timeout: 10_000 });
  const [shopper, ...others] = new Set(await shopperSent());
  expect(others).toEqual([]);
  expect(shopper).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  await context.close();
});
