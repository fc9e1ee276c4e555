import { CONTENTSTACK_KEYS } from '@bookshop/emulator';
import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import { closeFlyout } from './basketFlyout';
import { expect, test } from './fixtures';
import { E2E_PAGE_TTL_S, frontPlaceholder, frontUrl } from './front';
import { revalidate } from './revalidateSecret';
import { basketRecords } from './searchRecords';

// Runs in the 'front' project: every request goes through nginx (front/nginx.conf) before Next.

/** Every nonce an answer carries: its policy's, and each script tag's. */
async function noncesOf(answer: APIResponse) {
  const html = await answer.text();
  const policy = answer.headers()['content-security-policy'] ?? '';
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => /\snonce="([^"]*)"/.exec(tag)?.[1]);
  return { html, headers: answer.headersArray(), header: /'nonce-([^']+)'/.exec(policy)?.[1], scripts };
}

// Answers the front gives from its copy (past the e2e front's short TTL, a stale one to all but the request rendering
// the next).
const FROM_CACHE = ['HIT', 'STALE', 'UPDATING'];

async function productsInStock(request: APIRequestContext, count: number) {
  return (await basketRecords(request, 60)).filter((record) => record.availability === 'available').slice(0, count);
}

test.describe('the front', () => {
  test('serves anonymous pages from its cache, with a fresh nonce on every response and never the placeholder', async ({
    request,
  }) => {
    const [product] = await productsInStock(request, 1);
    const pages = [
      '/',
      '/category/bibles',
      '/search?q=grace',
      `/product/${product?.slug}`,
      '/stores',
      '/product/no-such-book',
    ];
    for (const path of pages) {
      const first = await request.get(path);
      const second = await request.get(path);
      expect(FROM_CACHE, path).toContain(second.headers()['x-cache-status']);
      expect(second.status(), path).toBe(first.status());
      const [a, b] = [await noncesOf(first), await noncesOf(second)];
      for (const answer of [a, b]) {
        expect(answer.header, path).toMatch(/^[0-9a-f]{32}$/);
        expect(answer.scripts.length, path).toBeGreaterThan(0);
        for (const nonce of answer.scripts) expect(nonce, path).toBe(answer.header);
        expect(answer.html + JSON.stringify(answer.headers), path).not.toContain(frontPlaceholder());
      }
      expect(b.header, path).not.toBe(a.header);
      expect(second.headers()['cache-control'], path).toBe('private, no-store');
      expect(second.headers().etag, path).toBeUndefined();
      expect(second.headers()['set-cookie'], path).toBeUndefined();
    }
  });

  test('never caches the API, the account, the basket, checkout or sign-in, and the placeholder is never there', async ({
    request,
  }) => {
    for (const path of ['/api/session', '/cart', '/checkout', '/auth/login', '/account', '/no-such-page']) {
      await request.get(path, { maxRedirects: 0 });
      const again = await request.get(path, { maxRedirects: 0 });
      expect(again.headers()['x-cache-status'], path).toBeUndefined();
      expect((await again.text()) + JSON.stringify(again.headers()), path).not.toContain(frontPlaceholder());
    }
  });

  test('tells its cache status only to this machine', async ({ request }) => {
    const answer = await request.get('/stores', { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-cache-status']).toBeUndefined();
  });

  test('a cached page runs under its policy: no violation, and adding to the basket works', async ({
    page,
    request,
  }) => {
    const [, product] = await productsInStock(request, 2);
    await request.get(`/product/${product?.slug}`);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    const answer = await page.goto(`/product/${product?.slug}`);
    expect(FROM_CACHE).toContain(answer?.headers()['x-cache-status']);
    await page.getByRole('button', { name: 'Add to basket', exact: true }).first().click();
    await closeFlyout(page);
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('signing in from a cached page works, and the next cached page greets the shopper', async ({
    page,
    browser,
  }) => {
    // A customer of this test's own, joined in another browser.
    const joining = await visitor(browser);
    const login = { email: `front-sign-in-${Date.now()}@example.com`, password: 'Psalm23!front' };
    const joined = await joining.request.post('/api/auth/sign-up', {
      data: { firstName: 'Lois', lastName: 'Cached', ...login },
      headers: { origin: frontUrl() },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    await joining.context().close();

    await page.request.get('/stores');
    const answer = await page.goto('/stores');
    expect(FROM_CACHE).toContain(answer?.headers()['x-cache-status']);
    await page.getByRole('button', { name: 'Join / Login' }).click();
    const panel = page.getByRole('dialog', { name: 'Join or login' });
    await panel.getByLabel('Email or membership no.').fill(login.email);
    await panel.getByLabel('Password').fill(login.password);
    await panel.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Welcome back, Lois')).toBeVisible({ timeout: 15_000 });

    // The copy has outlived the e2e front's short TTL by now, and the request that finds a copy expired renders the
    // next one itself (EXPIRED); an anonymous visitor's visit renders it, so the shopper's next page is a copy.
    const anonymous = await visitor(browser);
    await anonymous.request.get('/stores');
    await anonymous.context().close();
    const next = await page.goto('/stores');
    expect(FROM_CACHE).toContain(next?.headers()['x-cache-status']);
    await expect(page.getByText('Welcome back, Lois')).toBeVisible();
  });

  test('an editor’s change to a cached page shows once its copy expires', async ({ page, request }) => {
    // A category with no seeded content (shared-cache.spec and hostile-html.spec each write to another).
    const category = { key: 'web_books_prayer', path: '/category/books/prayer', name: 'Prayer' };
    expect((await request.get(category.path)).status()).toBe(200);
    const words = `Fresh from the editor ${Date.now()}`;
    const written = await request.post(
      `${process.env.EMULATOR_URL}/contentstack/v3/content_types/category_content/entries`,
      {
        headers: { api_key: CONTENTSTACK_KEYS.apiKey, authorization: CONTENTSTACK_KEYS.managementToken },
        data: { entry: { title: category.name, category_key: category.key, description: `<p>${words}</p>` } },
      },
    );
    expect(written.status(), await written.text()).toBe(201);
    expect((await revalidate(page.request, [`content:category:${category.key}`])).status()).toBe(200);
    await expect(async () => {
      await page.goto(category.path);
      await expect(page.getByText(words)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: (E2E_PAGE_TTL_S + 10) * 1_000 });
  });
});

/** A browser of its own through the front, with the newsletter pop-up dismissed. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: frontUrl() });
  await context.addInitScript(() => {
    window.localStorage.setItem('bookshop:newsletter', JSON.stringify({ hasSubscribed: false, timestamp: Date.now() }));
  });
  return context.newPage();
}

test.describe('two shoppers on the same cached pages', () => {
  test.describe.configure({ timeout: 60_000 });

  test('each sees only their own name and basket', async ({ browser, request }) => {
    const products = await productsInStock(request, 3);
    const shopper = await visitor(browser);
    const firstName = `Tabitha${Date.now() % 100_000}`;
    const joined = await shopper.request.post('/api/auth/sign-up', {
      data: { firstName, lastName: 'Front', email: `front-${Date.now()}@example.com`, password: 'Psalm23!front' },
      headers: { origin: frontUrl() },
    });
    expect(joined.status(), await joined.text()).toBe(200);

    const guest = await visitor(browser);
    for (const product of products) {
      await guest.goto(`/product/${product.slug}`);
      await guest.getByRole('button', { name: 'Add to basket', exact: true }).first().click();
      await closeFlyout(guest);
    }
    await expect(guest.getByRole('link', { name: 'Basket, 3 items' })).toBeVisible();

    for (const path of ['/', '/category/bibles', `/product/${products[0]?.slug}`, '/search?q=grace']) {
      await guest.goto(path);
      await shopper.goto(path);
      await expect(shopper.getByRole('link', { name: `My account (${firstName} Front)`, exact: false })).toBeVisible();
      await expect(shopper.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Join / Login' })).toBeVisible();
      await expect(guest.getByRole('link', { name: 'Basket, 3 items' })).toBeVisible();
      await expect(guest.getByText(firstName)).toHaveCount(0);
    }
    await shopper.context().close();
    await guest.context().close();
  });
});
