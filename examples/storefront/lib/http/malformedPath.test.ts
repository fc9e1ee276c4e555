import { describe, expect, it } from 'vitest';
import { hasMalformedEscape, malformedAddressPage } from './malformedPath';

describe('hasMalformedEscape', () => {
  it('flags escapes that do not decode', () => {
    for (const path of ['/product/%ZZ', '/category/%E0%A4%A', '/help/%', '/stores/a%2']) {
      expect(hasMalformedEscape(path), path).toBe(true);
    }
  });

  it('passes plain and well-escaped paths', () => {
    for (const path of [
      '/',
      '/product/288-days-of-heart-9783151559863',
      '/category/web_bibles',
      '/search/%E2%9C%9D',
      '/a%2Fb',
    ]) {
      expect(hasMalformedEscape(path), path).toBe(false);
    }
  });
});

describe('malformedAddressPage', () => {
  it('is a 400 HTML page without scripts that leads home', async () => {
    const page = malformedAddressPage();
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<h1>This address is not valid</h1>');
    expect(html).toContain('<a href="/">Back to the home page</a>');
    expect(html).not.toContain('<script');
  });
});
