import { describe, expect, it } from 'vitest';
import { shopperAddressHeaders } from './shopperAddress';
import { PEER_ADDRESS_HEADER, trustedProxiesFrom } from './trustedProxies';

const none = trustedProxiesFrom(undefined);
const proxies = trustedProxiesFrom('10.0.0.2, 10.0.0.3');

describe('shopperAddressHeaders', () => {
  it("sends the connection's address and ignores a forwarded one when no proxy is trusted (the default)", () => {
    const headers = new Headers({ [PEER_ADDRESS_HEADER]: '198.51.100.4', 'x-forwarded-for': '203.0.113.7' });
    expect(shopperAddressHeaders(headers, none)).toEqual({ 'x-forwarded-for': '198.51.100.4' });
    expect(shopperAddressHeaders(new Headers({ [PEER_ADDRESS_HEADER]: '::ffff:127.0.0.1' }), none)).toEqual({
      'x-forwarded-for': '127.0.0.1',
    });
  });

  it('believes a trusted proxy, taking the right-most address no trusted proxy wrote', () => {
    const via = (peer: string, forwarded: string) =>
      shopperAddressHeaders(new Headers({ [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': forwarded }), proxies);
    expect(via('10.0.0.2', '203.0.113.7')).toEqual({ 'x-forwarded-for': '203.0.113.7' });
    // The client wrote the first entry itself; the proxies appended the rest.
    expect(via('10.0.0.2', '192.0.2.99, 203.0.113.7, 10.0.0.3')).toEqual({ 'x-forwarded-for': '203.0.113.7' });
    // Not from a trusted proxy: its forwarding header is not believed.
    expect(via('198.51.100.4', '203.0.113.7')).toEqual({ 'x-forwarded-for': '198.51.100.4' });
    expect(trustedProxiesFrom('loopback')).toEqual(new Set(['127.0.0.1', '::1']));
  });

  it('sends nothing when the server did not record the connection', () => {
    expect(shopperAddressHeaders(new Headers({ 'x-forwarded-for': '203.0.113.7' }), proxies)).toEqual({});
  });
});
