import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './sameOrigin';
import { PEER_ADDRESS_HEADER, trustedProxiesFrom } from './trustedProxies';

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

  it('believes X-Forwarded-Host only from a trusted proxy', () => {
    const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
    expect(isSameOrigin(post({ ...forged, [PEER_ADDRESS_HEADER]: '198.51.100.4' }), trustedProxiesFrom(''))).toBe(
      false,
    );
    const proxied = {
      origin: 'https://shop.example',
      'x-forwarded-host': 'shop.example',
      [PEER_ADDRESS_HEADER]: '10.0.0.2',
    };
    expect(isSameOrigin(post(proxied), trustedProxiesFrom('10.0.0.2'))).toBe(true);
    expect(isSameOrigin(post(proxied), trustedProxiesFrom(''))).toBe(false);
  });
});
