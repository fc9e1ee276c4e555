import { describe, expect, it } from 'vitest';
import { firstValue, RETURN_PARAM, safeReturnPath, signInHref } from './searchParam';

describe('firstValue', () => {
  it('takes the first of a repeated parameter', () => {
    expect([firstValue(['a', 'b']), firstValue('a'), firstValue(undefined), firstValue([])]).toEqual([
      'a',
      'a',
      undefined,
      undefined,
    ]);
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on this site, the first of several', () => {
    expect(safeReturnPath('/category/bibles?x=1')).toBe('/category/bibles?x=1');
    expect(safeReturnPath(['/stores', '/blog'])).toBe('/stores');
  });

  it('sends anything else to the account page', () => {
    for (const value of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/.//evil.example/phish',
      '/..//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/auth/signin',
      [],
    ]) {
      expect(safeReturnPath(value)).toBe('/account');
    }
  });
});

describe('signInHref', () => {
  it('names the account login form with a return path that reads back as the same path', () => {
    expect(signInHref('/checkout')).toBe('/account?redirect_url=%2Fcheckout');
    for (const path of ['/checkout', '/cart?code=WELCOME10&x=1#lines']) {
      const back = new URL(signInHref(path), 'https://site.invalid').searchParams.get(RETURN_PARAM) ?? undefined;
      expect(safeReturnPath(back)).toBe(path);
    }
  });
});
