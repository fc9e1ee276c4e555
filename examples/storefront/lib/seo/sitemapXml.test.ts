// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  lastmod,
  SITEMAP_URL_LIMIT,
  searchPagesOfFile,
  sitemapFileCount,
  sitemapIndexXml,
  urlSetXml,
  xmlEscape,
} from './sitemapXml';

/** Parses XML strictly: a malformed document fails the test. */
function parse(xml: string) {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('urlSetXml', () => {
  it('writes absolute, escaped URLs with their last change', () => {
    const xml = urlSetXml('https://www.koorong.com', [
      { path: '/product/grace-9780000000001', lastModified: '2026-11-20T03:04:05Z' },
      { path: "/search?tag=a&b='c'" },
      { path: '/author/o<brien' },
    ]);
    const document = parse(xml);
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...document.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent,
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
    }));
    expect(urls).toEqual([
      { loc: 'https://www.koorong.com/product/grace-9780000000001', lastmod: '2026-11-20T03:04:05.000Z' },
      { loc: 'https://www.koorong.com/search?tag=a&b=%27c%27', lastmod: undefined },
      { loc: 'https://www.koorong.com/author/o%3Cbrien', lastmod: undefined },
    ]);
  });

  it('refuses more URLs than the protocol allows in one file', () => {
    const entries = Array.from({ length: SITEMAP_URL_LIMIT + 1 }, (_, index) => ({ path: `/p/${index}` }));
    expect(() => urlSetXml('https://x.example', entries)).toThrow(RangeError);
    expect(() => urlSetXml('https://x.example', entries.slice(1))).not.toThrow();
  });
});

it('sitemapIndexXml lists the sitemaps', () => {
  const document = parse(sitemapIndexXml('http://127.0.0.1:3000', [{ path: '/sitemaps/static.xml' }]));
  expect(document.documentElement.localName).toBe('sitemapindex');
  expect(document.getElementsByTagName('loc')[0]?.textContent).toBe('http://127.0.0.1:3000/sitemaps/static.xml');
});

it('xmlEscape and lastmod', () => {
  expect(
    new DOMParser().parseFromString('<a>&</a>', 'application/xml').getElementsByTagName('parsererror'),
  ).not.toHaveLength(0);
  expect(xmlEscape(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  expect(lastmod('2026-01-02')).toBe('2026-01-02T00:00:00.000Z');
  expect(lastmod('not a date')).toBeUndefined();
  expect(lastmod(undefined)).toBeUndefined();
});

describe('splitting at 50,000 URLs', () => {
  it('counts files', () => {
    expect(sitemapFileCount(0)).toBe(0);
    expect(sitemapFileCount(20_000)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    expect(sitemapFileCount(200_000)).toBe(4);
  });

  it('maps a file to whole search pages', () => {
    expect(searchPagesOfFile(1, 100)).toEqual({ first: 1, last: 500 });
    expect(searchPagesOfFile(2, 100)).toEqual({ first: 501, last: 1000 });
    expect(() => searchPagesOfFile(1, 30)).toThrow(RangeError);
  });
});
