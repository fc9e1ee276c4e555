import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionApi } from './sessionApi';

const GRACE = { firstName: 'Grace', lastName: 'Wong', email: 'grace@example.com' };
const LOGIN = { username: 'grace@example.com', password: 'Psalm23!grace' };

const answer = (body: unknown, status = 200, headers?: HeadersInit) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status, headers })),
  );

describe('sessionApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the session, signs in with the customer, and signs out', async () => {
    answer({ customer: GRACE });
    await expect(sessionApi.load()).resolves.toEqual({ customer: GRACE });
    await expect(sessionApi.signIn(LOGIN)).resolves.toEqual({ customer: GRACE });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(sessionApi.signOut()).resolves.toBeUndefined();
  });

  it('resolves a refused sign-in to its message, with the minutes left when it is paused', async () => {
    answer({ error: 'Please enter email or membership no', field: 'username' }, 400);
    await expect(sessionApi.signIn(LOGIN)).resolves.toEqual({ error: 'Please enter email or membership no' });
    answer({ error: 'Incorrect email or password', code: 'refused' }, 401);
    await expect(sessionApi.signIn(LOGIN)).resolves.toEqual({ error: 'Incorrect email or password' });
    answer({ error: 'Incorrect email or password', code: 'paused', pausedMinutes: 14 }, 429);
    await expect(sessionApi.signIn(LOGIN)).resolves.toEqual({
      error: 'Incorrect email or password',
      pausedMinutes: 14,
    });
  });

  it('rejects when the request itself failed', async () => {
    answer({ error: 'Sign-in is unavailable, please try again later', code: 'unavailable' }, 502);
    await expect(sessionApi.signIn(LOGIN)).rejects.toMatchObject({ status: 502 });
    answer({ error: 'Cross-origin requests are not accepted' }, 403);
    await expect(sessionApi.signIn(LOGIN)).rejects.toMatchObject({ status: 403 });
    answer({ error: 'Your session is unavailable, please try again later' }, 502);
    await expect(sessionApi.load()).rejects.toMatchObject({ status: 502 });
  });
});
