import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './sameOrigin';

const post = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/api/auth/sign-in', {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', ...headers },
  });

describe('isSameOrigin', () => {
  it('accepts the site itself', () => {
    expect(isSameOrigin(post({ origin: 'http://127.0.0.1:3000' }))).toBe(true);
    expect(isSameOrigin(post({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(post({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });

  it('refuses other sites, malformed origins and requests that say nothing', () => {
    expect(isSameOrigin(post({ origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(post({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOrigin(post({ origin: 'null' }))).toBe(false);
    expect(isSameOrigin(post({}))).toBe(false);
  });
});
