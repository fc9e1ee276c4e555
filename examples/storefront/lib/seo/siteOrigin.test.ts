import { describe, expect, it } from 'vitest';
import { absoluteUrl, configuredSiteOrigin, siteOrigin } from './siteOrigin';

const headers = (values: Record<string, string>) => new Headers(values);

describe('siteOrigin', () => {
  it('takes the configured address, origin only', () => {
    expect(siteOrigin({ BOOKSHOP_SITE_URL: 'https://www.koorong.com/shop/' }, headers({ host: 'x:1' }))).toBe(
      'https://www.koorong.com',
    );
  });

  it("falls back to the request's host and protocol", () => {
    expect(siteOrigin({}, headers({ host: '127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000');
    expect(
      siteOrigin(
        {},
        headers({ host: 'internal:3000', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https' }),
      ),
    ).toBe('https://shop.example.com');
    expect(siteOrigin({}, headers({ 'x-forwarded-host': 'a.example, b.example', host: 'c' }))).toBe('http://a.example');
    expect(siteOrigin({}, headers({ host: '[::1]:3000' }))).toBe('http://[::1]:3000');
  });

  it('ignores a configured value that is not an http(s) URL', () => {
    expect(siteOrigin({ BOOKSHOP_SITE_URL: 'koorong.com' }, headers({ host: 'localhost:3000' }))).toBe(
      'http://localhost:3000',
    );
    expect(siteOrigin({ BOOKSHOP_SITE_URL: 'javascript:alert(1)' }, headers({ host: 'localhost' }))).toBe(
      'http://localhost',
    );
  });

  it('never builds an origin from a host header that is not a host', () => {
    expect(siteOrigin({}, headers({ host: 'evil.example/path?x=' }))).toBe('http://localhost');
    expect(siteOrigin({}, headers({ host: 'a b' }))).toBe('http://localhost');
    expect(siteOrigin({}, headers({}))).toBe('http://localhost');
  });
});

it('absoluteUrl resolves paths against the origin', () => {
  expect(absoluteUrl('https://www.koorong.com', '/product/a b')).toBe('https://www.koorong.com/product/a%20b');
  expect(absoluteUrl('https://www.koorong.com', 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
});

it('configuredSiteOrigin takes only the configured address, never a host the request names', () => {
  expect(configuredSiteOrigin({ BOOKSHOP_SITE_URL: ' https://www.koorong.com/shop/ ' })).toBe(
    'https://www.koorong.com',
  );
  expect(configuredSiteOrigin({})).toBeUndefined();
  expect(configuredSiteOrigin({ BOOKSHOP_SITE_URL: 'javascript:alert(1)' })).toBeUndefined();
  expect(configuredSiteOrigin({ BOOKSHOP_SITE_URL: 'koorong.com' })).toBeUndefined();
});
