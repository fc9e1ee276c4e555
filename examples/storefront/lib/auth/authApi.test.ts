import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, authResult } from './authApi';

const UNAVAILABLE = { ok: false, reason: 'unavailable', message: 'Something went wrong, please try again later.' };
const JOIN = { firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia@example.com', password: 'Purple!cloth1' };

describe('authResult', () => {
  it("reads a route's value as the success, and its refusal as the failure its code names", () => {
    expect(authResult({ ok: true, status: 200, value: { pollId: 'poll-1' } })).toEqual({ ok: true, pollId: 'poll-1' });
    const refused = { ok: false, status: 400, error: 'Please enter a valid email.', code: 'invalid' } as const;
    expect(authResult(refused)).toEqual({ ok: false, reason: 'invalid', message: 'Please enter a valid email.' });
    expect(authResult({ ok: false, status: 401, error: 'Incorrect email or password', code: 'refused' })).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Incorrect email or password',
    });
  });

  it("reads the route's refusal of the request itself as an invalid request with its message", () => {
    expect(authResult({ ok: false, status: 413, error: 'The request is too large' })).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'The request is too large',
    });
    expect(authResult({ ok: false, status: 403, error: 'Cross-origin requests are not accepted' })).toMatchObject({
      reason: 'invalid',
      message: 'Cross-origin requests are not accepted',
    });
  });

  it('reads a 5xx, a failed network, or an answer that is not the site’s, as the outage message', () => {
    expect(authResult({ ok: false, status: 502, error: 'Back end down', code: 'unavailable' })).toEqual(UNAVAILABLE);
    expect(authResult({ ok: false, status: 500, error: 'Internal Server Error' })).toEqual(UNAVAILABLE);
    expect(authResult({ ok: false, status: 0, error: 'offline' })).toEqual(UNAVAILABLE);
    expect(authResult({ ok: false, status: 200, error: 'not JSON' })).toEqual(UNAVAILABLE);
  });
});

describe('authApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON to the route and answers its result', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 'pending' }));
    vi.stubGlobal('fetch', fetch);
    await expect(authApi.pollMagicLink('poll-1')).resolves.toEqual({ ok: true, status: 'pending' });
    expect(fetch).toHaveBeenCalledWith('/api/auth/magic-link/poll', {
      method: 'POST',
      cache: 'no-store',
      signal: undefined,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pollId: 'poll-1' }),
    });
  });

  it('resolves a request that fails on the way, or an answer that is not JSON, to the outage message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(authApi.requestPasswordReset('grace@example.com')).resolves.toEqual(UNAVAILABLE);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 200 })),
    );
    await expect(authApi.signUp(JOIN)).resolves.toEqual(UNAVAILABLE);
    // A 4xx without the site's refusal says the same words.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: 'yes' }, { status: 404 })),
    );
    await expect(authApi.requestMagicLink('grace@example.com')).resolves.toMatchObject({
      ok: false,
      message: UNAVAILABLE.message,
    });
  });

  it("puts the route's refusal of a field beside it, and answers the new customer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: 'An account already uses this email.', field: 'email', code: 'email-taken' },
          { status: 409 },
        ),
      ),
    );
    await expect(authApi.signUp(JOIN)).resolves.toEqual({
      ok: false,
      reason: 'email-taken',
      fields: { email: 'An account already uses this email.' },
    });
    const customer = { firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia@example.com' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ customer })),
    );
    await expect(authApi.signUp(JOIN)).resolves.toEqual({ ok: true, customer });
  });
});
