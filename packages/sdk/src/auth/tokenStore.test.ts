import { describe, expect, it } from 'vitest';
import { memoryTokenStore, toTokenSet } from './tokenStore';

describe('toTokenSet', () => {
  it('reads the customer id, the expiry and the refresh token', () => {
    const token = toTokenSet(
      {
        access_token: 'a1',
        expires_in: 172800,
        scope: 'manage_my_profile:bookshop customer_id:cust-1',
        refresh_token: 'r1',
      },
      1000,
    );
    expect(token).toEqual({
      accessToken: 'a1',
      refreshToken: 'r1',
      expiresAt: 1000 + 172800 * 1000,
      scope: 'manage_my_profile:bookshop customer_id:cust-1',
      customerId: 'cust-1',
    });
  });

  it('keeps the old refresh token and scope when a refresh answer omits them, and reads an anonymous id', () => {
    const previous = toTokenSet(
      { access_token: 'a1', scope: 'view_products:bookshop anonymous_id:anon-9', refresh_token: 'r1' },
      0,
    );
    expect(previous.anonymousId).toBe('anon-9');
    const refreshed = toTokenSet({ access_token: 'a2', expires_in: 60 }, 5000, previous);
    expect(refreshed).toMatchObject({ accessToken: 'a2', refreshToken: 'r1', expiresAt: 65000, anonymousId: 'anon-9' });
    expect(toTokenSet({ access_token: 'x' }, 0)).toEqual({ accessToken: 'x', expiresAt: 3_600_000, scope: '' });
  });
});

describe('memoryTokenStore', () => {
  it('holds, replaces and clears one token', async () => {
    const store = memoryTokenStore();
    expect(store.get()).toBeUndefined();
    store.set({ accessToken: 'a', expiresAt: 1, scope: '' });
    expect((await store.get())?.accessToken).toBe('a');
    store.clear();
    expect(store.get()).toBeUndefined();
  });
});
