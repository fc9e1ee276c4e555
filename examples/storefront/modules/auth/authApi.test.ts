import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, readAuthAnswer } from './authApi';

const UNAVAILABLE = { ok: false, reason: 'unavailable', message: 'Something went wrong, please try again later.' };

describe('readAuthAnswer', () => {
  it("passes a route's result on as it is, failures included", () => {
    expect(readAuthAnswer(200, { ok: true, pollId: 'poll-1' })).toEqual({ ok: true, pollId: 'poll-1' });
    const refused = { ok: false, reason: 'invalid', message: 'Please enter a valid email.' };
    expect(readAuthAnswer(400, refused)).toEqual(refused);
    const taken = { ok: false, reason: 'email-taken', fields: { email: 'An account already uses this email.' } };
    expect(readAuthAnswer(409, taken)).toEqual(taken);
  });

  it("reads the route's refusal of the request itself as an invalid request with its message", () => {
    expect(readAuthAnswer(413, { error: 'The request is too large' })).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'The request is too large',
    });
    expect(readAuthAnswer(403, { error: 'Cross-origin requests are not accepted' })).toMatchObject({
      reason: 'invalid',
      message: 'Cross-origin requests are not accepted',
    });
  });

  it('reads a 5xx, or an answer that is no result, as the outage message', () => {
    expect(readAuthAnswer(502, { ok: false, reason: 'unavailable', message: 'Back end down' })).toEqual(UNAVAILABLE);
    expect(readAuthAnswer(500, { error: 'Internal Server Error' })).toEqual(UNAVAILABLE);
    expect(readAuthAnswer(200, null)).toEqual(UNAVAILABLE);
    expect(readAuthAnswer(200, 'ok')).toEqual(UNAVAILABLE);
    expect(readAuthAnswer(404, { ok: 'yes' })).toEqual(UNAVAILABLE);
    expect(readAuthAnswer(400, { error: { code: 'bad' } })).toEqual(UNAVAILABLE);
  });
});

describe('authApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON to the route and answers its result', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true, status: 'pending' }));
    vi.stubGlobal('fetch', fetch);
    await expect(authApi.pollMagicLink('poll-1')).resolves.toEqual({ ok: true, status: 'pending' });
    expect(fetch).toHaveBeenCalledWith('/api/auth/magic-link/poll', {
      method: 'POST',
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
    await expect(authApi.signUp({ firstName: 'L', lastName: 'T', email: 'e', password: 'p' })).resolves.toEqual(
      UNAVAILABLE,
    );
  });
});
