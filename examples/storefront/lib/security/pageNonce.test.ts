import { describe, expect, it } from 'vitest';
import { FRONT_SECRET_HEADER, pageNonce } from './pageNonce';

const front = {
  BOOKSHOP_FRONT_SECRET: 'front-secret-value-1234',
  BOOKSHOP_FRONT_NONCE: 'Placeholder_Nonce-0123456789',
};
const fresh = () => 'fresh-nonce';
const sent = (value?: string) => new Headers(value === undefined ? {} : { [FRONT_SECRET_HEADER]: value });

describe('pageNonce', () => {
  it("renders the front's placeholder for a request carrying the front's secret", () => {
    expect(pageNonce(sent(front.BOOKSHOP_FRONT_SECRET), front, fresh)).toBe(front.BOOKSHOP_FRONT_NONCE);
  });

  it('gives any other request a fresh nonce: none sent, a wrong or partial secret, or no front configured', () => {
    expect(pageNonce(sent(), front, fresh)).toBe('fresh-nonce');
    expect(pageNonce(sent('front-secret-value-1235'), front, fresh)).toBe('fresh-nonce');
    expect(pageNonce(sent('front-secret'), front, fresh)).toBe('fresh-nonce');
    expect(pageNonce(sent(front.BOOKSHOP_FRONT_SECRET), {}, fresh)).toBe('fresh-nonce');
  });

  it('makes a fresh nonce of 16 random bytes by default, different each time', () => {
    const [first, second] = [pageNonce(sent(), {}), pageNonce(sent(), {})];
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first).not.toBe(second);
  });

  it('refuses a placeholder Next.js would silently drop', () => {
    const bad = { ...front, BOOKSHOP_FRONT_NONCE: 'not a nonce!' };
    expect(() => pageNonce(sent(front.BOOKSHOP_FRONT_SECRET), bad, fresh)).toThrow(/BOOKSHOP_FRONT_NONCE/);
  });
});
