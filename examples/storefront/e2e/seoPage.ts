import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

// What the search-engine specs read from the built site: JSON-LD as the server sent it, head tags, sitemaps, and the
// catalogue straight from the emulator.

/** The origin the pages state: the front's when it runs, whichever way a spec reaches the site (global-setup). */
export const base = () => (process.env.SITE_ORIGIN ?? process.env.STOREFRONT_URL) as string;

/**
 * The JSON-LD blocks of the page as the server sent them (what a crawler reads: after hydration the browser's copy
 * could hide a broken block), parsed, with the nonce each carries and the response's CSP nonce; and how many inline
 * scripts of the sent page run `window.__pwned`.
 */
export async function structuredData(page: Page) {
  const response = await page.request.get(page.url());
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const sent = await page.evaluate(
    (html) => {
      const document = new DOMParser().parseFromString(html, 'text/html');
      const scripts = [...document.querySelectorAll('script')];
      return {
        blocks: scripts
          .filter((script) => script.type === 'application/ld+json')
          .map((script) => ({ text: script.textContent ?? '', nonce: script.getAttribute('nonce') })),
        injected: scripts.filter((script) => script.textContent?.trim().startsWith('window.__pwned')).length,
      };
    },
    await response.text(),
  );
  const blocks = sent.blocks.map(({ text, nonce }) => ({ node: JSON.parse(text) as Record<string, unknown>, nonce }));
  return Object.assign(blocks, { policyNonce, injected: sent.injected });
}

/** The one node of a type on the page. */
export async function nodeOf(page: Page, type: string) {
  const nodes = (await structuredData(page))
    .map(({ node }) => node)
    .filter((node) => [node['@type']].flat().includes(type));
  expect(nodes, `one ${type} node`).toHaveLength(1);
  return nodes[0] as Record<string, unknown>;
}

export const metaContent = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).first().getAttribute('content');
export const canonical = (page: Page) => page.locator('head link[rel="canonical"]').getAttribute('href');

/** A sitemap or index parsed by the browser's XML parser: its root, namespace, locations and dates. */
export async function parseSitemap(page: Page, xml: string) {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const error = document.getElementsByTagName('parsererror')[0]?.textContent;
    const entries = [...document.documentElement.children].map((child) => ({
      loc: child.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: child.getElementsByTagName('lastmod')[0]?.textContent ?? undefined,
    }));
    return {
      error,
      root: document.documentElement.localName,
      namespace: document.documentElement.namespaceURI,
      entries,
    };
  }, xml);
}

export async function sitemap(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const parsed = await parseSitemap(page, await response.text());
  expect(parsed.error, `${path} parses`).toBeUndefined();
  expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  for (const { loc, lastmod } of parsed.entries) {
    expect(loc.startsWith(`${base()}/`), loc).toBe(true);
    if (lastmod) expect(Number.isNaN(Date.parse(lastmod)), lastmod).toBe(false);
  }
  return parsed;
}

/** Each URL answers 200 itself (no redirect), a few at a time. */
export async function expectAllAnswer(request: APIRequestContext, urls: string[]) {
  for (let start = 0; start < urls.length; start += 4) {
    const statuses = await Promise.all(
      urls.slice(start, start + 4).map(async (url) => [url, (await request.get(url, { maxRedirects: 0 })).status()]),
    );
    for (const [url, status] of statuses) expect(status, String(url)).toBe(200);
  }
}

/** Every product of the catalogue, as the search service has them (straight from the emulator). */
export async function catalogue(request: APIRequestContext): Promise<{ total: number; slugs: string[] }> {
  const url = (page: number) =>
    `${process.env.EMULATOR_URL}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=100&page=${page}`;
  const first = await (await request.get(url(1))).json();
  const slugs: string[] = first.results.map((record: { slug: string }) => record.slug);
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    slugs.push(...(await (await request.get(url(page))).json()).results.map((record: { slug: string }) => record.slug));
  }
  return { total: first.pagination.totalResults, slugs };
}
