import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENTSTACK_KEYS, type RunningEmulator, startEmulator } from '@bookshop/emulator';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import {
  SKIP_POSTGRES,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../../packages/emulator/src/testing/throwawayPostgres';
import { frontSecrets, nextFrontVariables, type RunningFront, startFront } from '../../../scripts/lib/front.mjs';
import { startThrowawayRedis, type ThrowawayRedis } from '../lib/shared/testing/throwawayRedis';
import { ADDRESS, DECLINING, VISA } from './checkoutRequests';
import { expect, test } from './fixtures';
import { E2E_PAGE_TTL_S } from './front';
import { REVALIDATE_SECRET } from './revalidateSecret';
import type { SearchRecord } from './searchRecords';
import { freePort, type RunningStorefront, startStorefront } from './startStorefront';

// The production shape on loopback: the emulator on a PostgreSQL server of its own, one redis-server, two instances
// of the built site sharing it (REDIS_URL) and the front round-robining over them. Requests go to an instance by its
// own address where a test needs to say which one answers, else through the front. Debian's postgresql, redis-server
// and nginx are needed (npm test installs them); missing, this fails saying what to install. With
// BOOKSHOP_SKIP_POSTGRES=1 (the emulator's own PostgreSQL tests skipped) the emulator keeps an embedded database.

// One cluster for the file: its tests run in order in one worker (the config makes tests parallel otherwise), the
// Redis outage and then the killed instance last, as each leaves the cluster changed.
test.describe.configure({ mode: 'default' });

let postgres: ThrowawayPostgres | undefined;
let emulator: RunningEmulator | undefined;
let redis: ThrowawayRedis | undefined;
let instances: RunningStorefront[] = [];
let front: RunningFront | undefined;
let frontDir: string | undefined;
/** What every instance is started with: the shared store, the front's settings. */
let variables: Record<string, string> = {};

test.beforeAll(async () => {
  // PostgreSQL's start, the catalogue's seeding into it and two cold `next start`s, on a shared machine.
  test.setTimeout(300_000);
  const frontPort = await freePort();
  const frontUrl = `http://127.0.0.1:${frontPort}`;
  [postgres, redis] = await Promise.all([SKIP_POSTGRES ? undefined : startThrowawayPostgres(), startThrowawayRedis()]);
  emulator = await startEmulator({
    port: 0,
    database: postgres ? await postgres.createDatabase('cluster') : 'memory',
    products: 200,
    seed: 11,
    storefrontUrl: frontUrl,
  });
  const secrets = frontSecrets();
  variables = {
    REDIS_URL: redis.url,
    BOOKSHOP_TRUSTED_PROXIES: 'loopback',
    BOOKSHOP_REVALIDATE_SECRET: REVALIDATE_SECRET,
    ...nextFrontVariables(secrets, frontUrl),
  };
  const emulatorUrl = emulator.url;
  instances = await Promise.all([0, 1].map(() => startStorefront({ emulatorUrl, variables })));
  frontDir = mkdtempSync(join(tmpdir(), 'bookshop-cluster-front-'));
  front = await startFront(
    {
      port: frontPort,
      upstreamPorts: instances.map((instance) => Number(new URL(instance.url).port)),
      stateDir: frontDir,
      ...secrets,
      hosts: ['127.0.0.1'],
      pageTtl: E2E_PAGE_TTL_S,
    },
    { output: 'inherit' },
  );
});

test.afterAll(async () => {
  front?.stop();
  for (const instance of instances) instance.stop();
  await emulator?.stop();
  await Promise.all([redis?.stop(), postgres?.stop()]);
  if (frontDir) rmSync(frontDir, { recursive: true, force: true });
});

/** The instances, A and B; both are started by beforeAll. */
const pair = () => {
  const [a, b] = instances;
  if (!a || !b || !front) throw new Error('the cluster did not start');
  return { a: a.url, b: b.url, front: front.url };
};

/** A shopper's requests: one cookie jar for every address (cookies are per host, not per port). */
async function shopper(playwright: { request: { newContext(): Promise<APIRequestContext> } }) {
  const context = await playwright.request.newContext();
  // Each route compares Origin with the address it was asked on, as the site's own pages do.
  const post = (base: string, path: string, data: unknown, headers: Record<string, string> = {}) =>
    context.post(`${base}${path}`, { data, headers: { origin: base, connection: 'close', ...headers } });
  const put = (base: string, path: string, data: unknown) =>
    context.put(`${base}${path}`, { data, headers: { origin: base, connection: 'close' } });
  const get = (base: string, path: string) => context.get(`${base}${path}`, { headers: { connection: 'close' } });
  return { context, post, put, get };
}

/** Products in stock from the emulator's search, gift cards left out (they need a recipient). */
async function inStock(request: APIRequestContext, count: number): Promise<SearchRecord[]> {
  const answer = await request.get(
    `${emulator?.url}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=100&sort.price=desc`,
  );
  const records = ((await answer.json()).results as SearchRecord[]).filter(
    (record) => record.format !== 'Gift Card' && record.availability === 'available' && Number(record.stock) > 20,
  );
  if (records.length < count) throw new Error(`the seed has fewer than ${count} products in stock`);
  return records.slice(0, count);
}

const json = async (response: APIResponse) => ({ status: response.status(), body: await response.json() });

test('wrong passwords spread over both instances pause sign-in exactly as one instance does', async ({
  playwright,
}) => {
  const { a, b, front: through } = pair();
  const { context, post } = await shopper(playwright);
  const signIn = (base: string, username: string, password: string, address: string) =>
    post(base, '/api/auth/sign-in', { username, password }, { 'x-forwarded-for': address });

  // The account's limit: five wrong passwords in 15 minutes, each from another address, alternately on A and B.
  const username = `cluster-${randomUUID()}@example.com`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const refused = await signIn([a, b][attempt % 2] ?? a, username, 'not-the-password', `192.0.2.${attempt + 1}`);
    expect(await json(refused)).toMatchObject({ status: 401, body: { error: 'Incorrect email or password' } });
  }
  for (const base of [b, a]) {
    const paused = await json(await signIn(base, username, 'not-the-password', '192.0.2.9'));
    expect(paused).toMatchObject({ status: 429, body: { error: 'Incorrect email or password', code: 'paused' } });
    expect(paused.body.pausedMinutes).toBeGreaterThanOrEqual(14);
  }

  // The address's limit: 30 failed attempts through the front, which sends them round robin to both instances.
  const guesser = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const refused = await signIn(through, `guess${attempt}-${guesser}@example.com`, 'not-the-password', guesser);
    expect(refused.status()).toBe(401);
  }
  for (const base of [through, through]) {
    expect((await signIn(base, `guess-more-${guesser}@example.com`, 'not-the-password', guesser)).status()).toBe(429);
  }
  // Only that address: a shopper elsewhere signs in.
  expect((await signIn(through, 'grace@example.com', 'Psalm23!grace', '203.0.113.9')).status()).toBe(200);
  await context.dispose();
});

test("'Move to wishlist' sent twice to each instance at once moves the line once", async ({ playwright }) => {
  const { a, b } = pair();
  const { context, post, get } = await shopper(playwright);
  const joined = await post(a, '/api/auth/sign-up', {
    firstName: 'Ruth',
    lastName: 'Cluster',
    email: `cluster-${randomUUID()}@example.com`,
    password: 'Psalm23!fresh',
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  const [product] = await inStock(context, 1);
  if (!product) throw new Error('no product');
  const created = await post(a, '/api/account/wishlists', { name: 'Across instances' });
  expect(created.status()).toBe(201);
  const listId = (await created.json()).wishlist.id;
  const added = await post(b, '/api/cart', { productId: product.id, sku: product.sku, quantity: 1 });
  expect(added.status()).toBe(200);
  const line = ((await added.json()).lines as { id: string; sku: string }[]).find((each) => each.sku === product.sku);
  if (!line) throw new Error('the added line is missing');

  const move = (base: string) =>
    post(base, `/api/account/wishlists/${listId}/toggle`, { productId: product.id, fromBasketLineId: line.id });
  const answers = await Promise.all([move(a), move(b), move(a), move(b)]);
  for (const answer of answers) expect([200, 404]).toContain(answer.status());
  expect(answers.some((answer) => answer.status() === 200)).toBe(true);

  type Lists = { wishlists: { id: string; lineItems: { productId: string; quantity: number }[] }[] };
  const lists = (await (await get(b, '/api/account/wishlists')).json()) as Lists;
  const list = lists.wishlists.find((entry) => entry.id === listId);
  expect(list?.lineItems.map((entry) => [entry.productId, entry.quantity])).toEqual([[product.id, 1]]);
  expect((await (await get(a, '/api/cart/view')).json()).lines).toEqual([]);
  await context.dispose();
});

/** A guest's basket made ready to order on `base`: a product, an email, an address and standard delivery. */
async function readyToOrder(
  buyer: Awaited<ReturnType<typeof shopper>>,
  base: string,
  product: SearchRecord,
  quantity = 1,
) {
  const added = await buyer.post(base, '/api/cart', { productId: product.id, sku: product.sku, quantity });
  expect(added.status(), await added.text()).toBe(200);
  expect(
    (await buyer.put(base, '/api/checkout/contact', { email: `guest-${randomUUID()}@example.com` })).status(),
  ).toBe(200);
  expect((await buyer.put(base, '/api/checkout/address', ADDRESS)).status()).toBe(200);
  expect((await buyer.put(base, '/api/checkout/delivery', { mode: 'standard' })).status()).toBe(200);
}

/** An attempt's outcome as the processing page polls it, asked of `base`. */
const attemptOn = async (buyer: Awaited<ReturnType<typeof shopper>>, base: string, attempt: string) =>
  json(await buyer.get(base, `/api/checkout/orders?attempt=${attempt}`));

test('a checkout attempt run on one instance is found, failed or placed, by the other', async ({ playwright }) => {
  const { a, b } = pair();
  const buyer = await shopper(playwright);
  const [product] = await inStock(buyer.context, 3);
  if (!product) throw new Error('no product');
  await readyToOrder(buyer, a, product);

  // A declined card on A: B knows the attempt failed, and why (commerce alone could not tell it from a running one).
  const declinedAttempt = randomUUID();
  const order = (attempt: string, card: typeof VISA) => ({ attempt, card: { kind: 'new', card }, giftCards: [] });
  const declined = await json(await buyer.post(a, '/api/checkout/orders', order(declinedAttempt, DECLINING)));
  expect(declined).toMatchObject({ status: 402, body: { code: 'declined' } });
  expect(await attemptOn(buyer, b, declinedAttempt)).toEqual(declined);

  // Placed on B: A answers the same order.
  const placedAttempt = randomUUID();
  const placed = await json(await buyer.post(b, '/api/checkout/orders', order(placedAttempt, VISA)));
  expect(placed.status).toBe(201);
  expect(await attemptOn(buyer, a, placedAttempt)).toEqual({ status: 200, body: placed.body });
  await buyer.context.dispose();
});

/**
 * The emulator's Adyen behind a gate: payment authorisations (`…/payments`) wait until `open()`, everything else
 * passes, so a checkout attempt can be caught while it runs.
 */
async function gatedPayments(adyenUrl: string) {
  const target = new URL(adyenUrl);
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held: string[] = [];
  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${request.url}`,
        method: request.method,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  };
  const server = createServer((request, response) => {
    if (!request.url?.endsWith('/payments')) return forward(request, response);
    held.push(request.url);
    void opened.then(() => forward(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the payment gate did not listen');
  return {
    url: `http://127.0.0.1:${address.port}`,
    held,
    open,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('a checkout attempt still running on one instance is found running by the other, then placed', async ({
  playwright,
}) => {
  // A third instance on the same store whose payments wait at a gate: the processing page's reload served by B.
  test.setTimeout(120_000);
  const { b } = pair();
  const gate = await gatedPayments(`${emulator?.url}/adyen/checkout`);
  const c = await startStorefront({
    emulatorUrl: emulator?.url ?? '',
    variables: { ...variables, BOOKSHOP_ADYEN_URL: gate.url },
  });
  try {
    const buyer = await shopper(playwright);
    const [product] = await inStock(buyer.context, 1);
    if (!product) throw new Error('no product');
    await readyToOrder(buyer, c.url, product);
    const attempt = randomUUID();
    const placing = buyer.post(c.url, '/api/checkout/orders', {
      attempt,
      card: { kind: 'new', card: VISA },
      giftCards: [],
    });
    await expect.poll(() => gate.held.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect((await attemptOn(buyer, b, attempt)).status).toBe(202);
    gate.open();
    const placed = await json(await placing);
    expect(placed.status).toBe(201);
    expect(await attemptOn(buyer, b, attempt)).toEqual({ status: 200, body: placed.body });
    await buyer.context.dispose();
  } finally {
    c.stop();
    gate.open();
    await gate.close();
  }
});

test('20 buyers of the last 5 units, spread over both instances, make exactly 5 orders and charge no one twice', async ({
  playwright,
}) => {
  test.slow();
  const { a, b } = pair();
  const request = (await shopper(playwright)).context;
  const answer = await request.get(
    `${emulator?.url}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=200&sort.price=asc`,
  );
  // One no other test here buys: cheap, and with a few more units than the last five.
  const product = ((await answer.json()).results as SearchRecord[]).find(
    (record) =>
      record.format !== 'Gift Card' &&
      record.availability !== 'unavailable' &&
      Number(record.stock) >= 6 &&
      Number(record.stock) <= 60,
  );
  if (!product) throw new Error('the seed has no product with 6 to 60 units');
  const order = () => ({ attempt: randomUUID(), card: { kind: 'new', card: VISA }, giftCards: [] });

  // Someone buys all but five.
  const first = await shopper(playwright);
  await readyToOrder(first, a, product, Number(product.stock) - 5);
  expect((await first.post(a, '/api/checkout/orders', order())).status()).toBe(201);

  const buyers = await Promise.all(Array.from({ length: 20 }, () => shopper(playwright)));
  const bases = buyers.map((_, index) => (index % 2 ? b : a));
  for (let start = 0; start < buyers.length; start += 4) {
    await Promise.all(
      buyers.slice(start, start + 4).map((buyer, index) => readyToOrder(buyer, bases[start + index] ?? a, product)),
    );
  }
  const orders = buyers.map(() => order());
  const answers = await Promise.all(
    buyers.map(async (buyer, index) =>
      json(await buyer.post(bases[index] ?? a, '/api/checkout/orders', orders[index])),
    ),
  );
  const placed = answers.filter((each) => each.status === 201);
  expect(placed).toHaveLength(5);
  expect(new Set(placed.map((each) => each.body.orderNumber)).size).toBe(5);
  for (const each of answers.filter((one) => one.status !== 201)) {
    expect(each).toMatchObject({ status: 409, body: { code: 'sold-out' } });
  }
  // Each placed order holds one payment; every sold-out attempt's payment was cancelled.
  for (const [index, each] of answers.entries()) {
    const reference = `checkout-${orders[index]?.attempt}`;
    const payments = (
      await (await request.get(`${emulator?.url}/adyen/checkout/dev/payments?reference=${reference}`)).json()
    ).payments as { cancelled: boolean }[];
    const held = payments.filter((payment) => !payment.cancelled).length;
    expect(held, `${reference}: ${each.status}`).toBe(each.status === 201 ? 1 : 0);
  }
  await Promise.all([request, first.context, ...buyers.map((buyer) => buyer.context)].map((c) => c.dispose()));
});

/** Writes (or rewrites) a category's description through the emulator's Contentstack management API. */
async function writeDescription(request: APIRequestContext, key: string, text: string, uid?: string) {
  const response = await request.fetch(
    `${emulator?.url}/contentstack/v3/content_types/category_content/entries${uid ? `/${uid}` : ''}`,
    {
      method: uid ? 'PUT' : 'POST',
      headers: { api_key: CONTENTSTACK_KEYS.apiKey, authorization: CONTENTSTACK_KEYS.managementToken },
      data: { entry: { title: 'Church History', category_key: key, description: `<p>${text}</p>` } },
    },
  );
  expect(response.status(), await response.text()).toBe(uid ? 200 : 201);
  return (await response.json()).entry.uid as string;
}

test('one revalidation sent to one instance: both serve the new content, and the front’s copy follows', async ({
  playwright,
}) => {
  test.slow();
  const { a, b, front: through } = pair();
  const editor = await shopper(playwright);
  const category = { key: 'web_books_church-history', path: '/category/books/church-history' };
  const [first, second] = ['Councils and creeds, first printing.', 'Councils and creeds, second printing.'];
  const shows = async (base: string) => {
    const html = await (await editor.get(base, category.path)).text();
    return [first, second].filter((text) => html.includes(text));
  };
  const uid = await writeDescription(editor.context, category.key, first);
  expect(await shows(through)).toEqual([first]);
  // The editor changes it without telling the site: the instances serve the copy their shared cache holds.
  await writeDescription(editor.context, category.key, second, uid);
  expect(await shows(a)).toEqual([first]);
  expect(await shows(b)).toEqual([first]);

  const told = await editor.post(
    b,
    '/api/revalidate',
    { tags: [`content:category:${category.key}`] },
    { authorization: `Bearer ${REVALIDATE_SECRET}` },
  );
  expect(told.status()).toBe(200);
  expect(await shows(a)).toEqual([second]);
  expect(await shows(b)).toEqual([second]);
  // The front keeps its copy for its short TTL, then renews it from whichever instance it asks.
  await expect.poll(() => shows(through), { timeout: (E2E_PAGE_TTL_S + 10) * 1000 }).toEqual([second]);
  await editor.context.dispose();
});

/** GETs a shopper's browsing makes, each answered by whichever instance the front picks (none is a cached copy). */
const BROWSING = ['/api/session', '/search?q=grace&utm_source=cluster', '/stores?utm_source=cluster'];

test('with Redis stopped browsing still answers, never a 500; back, the shared guarantees resume', async ({
  playwright,
}) => {
  test.slow();
  const { a, b, front: through } = pair();
  const visitor = await shopper(playwright);
  await redis?.pause();
  try {
    for (const base of [a, b, through, through]) {
      for (const path of BROWSING) {
        const response = await visitor.get(base, path);
        expect(response.status(), `${base}${path}`).toBe(200);
      }
    }
    // A first add still fills a basket (the once-only guard falls back to the instance's own memory).
    const [product] = await inStock(visitor.context, 1);
    if (!product) throw new Error('no product');
    const added = await visitor.post(through, '/api/cart', { productId: product.id, sku: product.sku, quantity: 1 });
    expect(added.status()).toBe(200);
  } finally {
    await redis?.start();
  }
  // Back, an attempt failed on A is known on B again (the instances reconnect by themselves).
  const buyer = await shopper(playwright);
  const [, product] = await inStock(buyer.context, 2);
  if (!product) throw new Error('no product');
  await readyToOrder(buyer, a, product);
  await expect
    .poll(
      async () => {
        const attempt = randomUUID();
        const order = { attempt, card: { kind: 'new', card: DECLINING }, giftCards: [] };
        expect((await buyer.post(a, '/api/checkout/orders', order)).status()).toBe(402);
        return (await attemptOn(buyer, b, attempt)).status;
      },
      { timeout: 15_000 },
    )
    .toBe(402);
  await Promise.all([visitor.context.dispose(), buyer.context.dispose()]);
});

test('one instance killed mid-load: the front routes around it, no later browsing request fails, no acknowledged line is lost', async ({
  playwright,
}) => {
  test.slow();
  const { front: through } = pair();
  const products = await inStock((await shopper(playwright)).context, 12);
  const browser = await shopper(playwright);
  const basket = await shopper(playwright);
  const failures: string[] = [];
  // A request the instance had begun answering when it died cannot be sent elsewhere: the front has passed its
  // headers on. At most one per browsing loop was in flight at the kill; every other request must succeed.
  const cut: string[] = [];
  let killedAt = Number.POSITIVE_INFINITY;
  let browsedAfterRetry = 0;
  let running = true;
  const browse = async () => {
    for (let turn = 0; running; turn += 1) {
      const path = BROWSING[turn % BROWSING.length] ?? '/api/session';
      const began = Date.now();
      try {
        const response = await browser.get(through, path);
        await response.body();
        if (response.status() !== 200) failures.push(`${path}: ${response.status()}`);
      } catch (error) {
        const message = (error as Error).message.split('\n')[0] ?? '';
        if (began < killedAt && /ECONNRESET|socket hang up/.test(message)) cut.push(`${path}: ${message}`);
        else failures.push(`${path}: ${message}`);
      }
      if (began > killedAt + 10_500) browsedAfterRetry += 1;
    }
  };
  const acknowledged: string[] = [];
  const unanswered: string[] = [];
  const fill = async () => {
    for (const product of products) {
      const data = { productId: product.id, sku: product.sku, quantity: 1 };
      // A basket write is never resent to the other instance: one the dead instance took is refused (502) or cut off
      // mid-answer, and the shopper's page retries it. Only a whole 200 answer acknowledges the line.
      try {
        const response = await basket.post(through, '/api/cart', data);
        await response.body();
        if (response.status() === 200) acknowledged.push(product.sku);
        else unanswered.push(String(response.status()));
      } catch (error) {
        unanswered.push((error as Error).message);
      }
    }
  };
  const load = Promise.all([browse(), browse()]);
  const filled = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const half = fill();
    await new Promise((resolve) => setTimeout(resolve, 300));
    instances[1]?.child.kill('SIGKILL');
    killedAt = Date.now();
    await half;
  })();
  await filled;
  // Browsing goes on past the 10 s for which the front leaves a failed instance out of the rotation: then it tries the
  // dead one again with a shopper's request, which must be answered by the other.
  await new Promise((resolve) => setTimeout(resolve, 12_000));
  running = false;
  await load;

  expect(failures).toEqual([]);
  expect(cut.length).toBeLessThanOrEqual(2);
  expect(browsedAfterRetry).toBeGreaterThan(10);
  expect(acknowledged.length).toBeGreaterThan(products.length / 2);
  for (const answer of unanswered) expect(answer).toMatch(/^502$|ECONNRESET|socket hang up/);
  const view = await basket.get(through, '/api/cart/view');
  const skus = ((await view.json()).lines as { sku: string }[]).map((line) => line.sku);
  for (const sku of acknowledged) expect(skus).toContain(sku);
  await Promise.all([browser.context.dispose(), basket.context.dispose()]);
});
