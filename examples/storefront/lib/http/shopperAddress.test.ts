import { describe, expect, it } from 'vitest';
import { shopperAddressHeaders } from './shopperAddress';

describe('shopperAddressHeaders', () => {
  it("passes on the shopper's forwarded address, proxies included", () => {
    expect(shopperAddressHeaders(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.2' }))).toEqual({
      'x-forwarded-for': '203.0.113.7, 10.0.0.2',
    });
  });

  it('sends nothing when there is none', () => {
    expect(shopperAddressHeaders(new Headers())).toEqual({});
    expect(shopperAddressHeaders(new Headers({ 'x-forwarded-for': '  ' }))).toEqual({});
  });
});
