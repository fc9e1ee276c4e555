import { CONTENTSTACK_KEYS } from '@bookshop/emulator';
import { startThrowawayRedis, type ThrowawayRedis } from '../lib/shared/testing/throwawayRedis';
import { expect, test } from './fixtures';
import { REVALIDATE_SECRET } from './revalidateSecret';
import { type RunningStorefront, startStorefront } from './startStorefront';

// Two instances of the built site on one Redis (REDIS_URL), as behind a front that sends consecutive requests to
// different instances: what one caches through 'use cache' the other serves, and one revalidation webhook, to either,
// reaches both. Redis is Debian's redis-server on a free loopback port; missing, this fails saying how to install it.

// A subcategory with no seeded content and no other spec: the entry written here is the only one shown.
const CATEGORY = { key: 'web_books_church-history', path: '/category/books/church-history' };
const TAG = `content:category:${CATEGORY.key}`;

let redis: ThrowawayRedis;
let instances: RunningStorefront[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  redis = await startThrowawayRedis();
  const emulatorUrl = process.env.EMULATOR_URL ?? '';
  const variables = {
    REDIS_URL: redis.url,
    BOOKSHOP_REVALIDATE_SECRET: REVALIDATE_SECRET,
    BOOKSHOP_TRUSTED_PROXIES: 'loopback',
  };
  instances = await Promise.all([0, 1].map(() => startStorefront({ emulatorUrl, variables })));
});

test.afterAll(async () => {
  for (const instance of instances) instance.stop();
  await redis?.stop();
});

/** Writes (or rewrites) the category's description through the emulator's Contentstack management API. */
async function writeDescription(text: string, uid?: string): Promise<string> {
  const response = await fetch(
    `${process.env.EMULATOR_URL}/contentstack/v3/content_types/category_content/entries${uid ? `/${uid}` : ''}`,
    {
      method: uid ? 'PUT' : 'POST',
      headers: {
        api_key: CONTENTSTACK_KEYS.apiKey,
        authorization: CONTENTSTACK_KEYS.managementToken,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        entry: { title: 'Church History', category_key: CATEGORY.key, description: `<p>${text}</p>` },
      }),
    },
  );
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(uid ? 200 : 201);
  return body.entry.uid;
}

const FIRST = 'Councils and creeds, first printing.';
const SECOND = 'Councils and creeds, second printing.';

/** The category page as one instance renders it: its status and which of the two descriptions it shows. */
async function categoryPage(instance: RunningStorefront | undefined): Promise<{ status: number; shows: string[] }> {
  const response = await fetch(`${instance?.url}${CATEGORY.path}`);
  const html = await response.text();
  return { status: response.status, shows: [FIRST, SECOND].filter((text) => html.includes(text)) };
}

const revalidate = (instance: RunningStorefront | undefined) =>
  fetch(`${instance?.url}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: [TAG] }),
  });

test('one revalidation, sent to one instance, makes both serve the new content; with Redis away pages still render', async () => {
  // A dozen cold renders on two fresh instances, on a shared machine.
  test.slow();
  const [a, b] = instances;
  const uid = await writeDescription(FIRST);
  expect(await categoryPage(a)).toEqual({ status: 200, shows: [FIRST] });

  // The editor changes it without telling the site: B, which never read it, serves the copy A cached.
  await writeDescription(SECOND, uid);
  expect((await categoryPage(b)).shows).toEqual([FIRST]);
  expect((await categoryPage(a)).shows).toEqual([FIRST]);

  // The publish webhook reaches A only; B serves the new text on its next request.
  const told = await revalidate(a);
  expect(told.status).toBe(200);
  expect(await told.json()).toEqual({ revalidated: [TAG] });
  expect((await categoryPage(b)).shows).toEqual([SECOND]);
  expect((await categoryPage(a)).shows).toEqual([SECOND]);

  // Redis stops: browsing renders from the back ends (never a 5xx), and a webhook is refused so its sender retries.
  await redis.pause();
  try {
    for (const instance of [a, b]) expect(await categoryPage(instance)).toEqual({ status: 200, shows: [SECOND] });
    expect((await revalidate(a)).status).toBe(503);
  } finally {
    await redis.start();
  }
  // Back, the instances reconnect by themselves and take webhooks again.
  await expect.poll(async () => (await revalidate(b)).status, { timeout: 15_000 }).toBe(200);
});
