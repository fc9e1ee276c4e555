import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { memoryTokenStore, type TokenSet } from '../auth/tokenStore';
import type { OAuth } from '../commercetools/oauth';
import { createSession } from '../commercetools/session';
import { type BookshopConfig, resolveConfig } from '../config';
import { AuthError, HttpError, SESSION_ENDED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../errors';
import type { Http, HttpRequest } from '../transport/http';
import { createBackendRequest, nullWhenNotFound } from './backendRequest';

const BACKEND = 'https://api.shop.example';
const answer = z.object({ ok: z.boolean() });

function recordingHttp() {
  const calls: { url: string; request?: HttpRequest }[] = [];
  const http = (async (url: string, request?: HttpRequest) => {
    calls.push({ url, ...(request ? { request } : {}) });
    return { ok: true };
  }) as Http;
  return { calls, http };
}

/** The shopper's session over an OAuth whose refresh hands out `fresh`, and only that. */
function sessionFor(config: BookshopConfig) {
  const fresh: TokenSet = { accessToken: 'fresh', refreshToken: 'r2', expiresAt: 1e15, scope: '', customerId: 'c' };
  const refreshed: TokenSet[] = [];
  const oauth = {
    refresh: async (token: TokenSet) => {
      refreshed.push(token);
      return fresh;
    },
    anonymous: async () => ({ accessToken: 'anon', expiresAt: 1e15, scope: '' }),
    revoke: async () => undefined,
    password: async () => fresh,
  } as OAuth;
  return { session: createSession(oauth, config.tokenStore, () => Date.now()), refreshed };
}

/** A signed-in customer whose access token has expired; it holds a refresh token. */
const expiredCustomerConfig = () =>
  resolveConfig({
    backend: { baseUrl: BACKEND },
    tokenStore: memoryTokenStore({ accessToken: 'old', refreshToken: 'r', expiresAt: 0, scope: '', customerId: 'c' }),
  });

describe('createBackendRequest', () => {
  it('calls the configured back end and parses the answer, without a token on public paths', async () => {
    const { calls, http } = recordingHttp();
    const config = resolveConfig({ backend: { baseUrl: BACKEND } });
    const backend = createBackendRequest(config, http, sessionFor(config).session);
    expect(await backend('instore/locations', answer, { query: { limit: 1 } })).toEqual({ ok: true });
    expect(calls).toEqual([{ url: `${BACKEND}/instore/locations`, request: { query: { limit: 1 } } }]);
  });

  it("adds the signed-in customer's token on customer paths, under the caller's headers", async () => {
    const { calls, http } = recordingHttp();
    const tokenStore = memoryTokenStore({
      accessToken: 't',
      expiresAt: Number.MAX_SAFE_INTEGER,
      scope: '',
      customerId: 'c',
    });
    const config = resolveConfig({ backend: { baseUrl: BACKEND }, tokenStore });
    const backend = createBackendRequest(config, http, sessionFor(config).session);
    await backend('account/balance', answer, { headers: { 'x-trace': '1' }, signedIn: true });
    expect(calls[0]?.request?.headers).toEqual({ authorization: 'Bearer t', 'x-trace': '1' });
  });

  it("renews an expired customer's token first, and a refused one once before sending again", async () => {
    const config = expiredCustomerConfig();
    const { session, refreshed } = sessionFor(config);
    const sent: string[] = [];
    let refuseNext = false;
    const http = (async (_url: string, request?: HttpRequest) => {
      sent.push(String(request?.headers?.authorization));
      if (refuseNext) {
        refuseNext = false;
        throw new HttpError('expired', 401, 'invalid_token', null);
      }
      return { ok: true };
    }) as Http;
    const backend = createBackendRequest(config, http, session);
    await backend('account/balance', answer, { signedIn: true });
    expect([sent, refreshed.map((token) => token.accessToken)]).toEqual([['Bearer fresh'], ['old']]);
    refuseNext = true;
    await backend('account/balance', answer, { signedIn: true });
    expect(sent.slice(1)).toEqual(['Bearer fresh', 'Bearer fresh']);
    expect(refreshed).toHaveLength(2);
  });

  it('says the session has ended when its refresh token is refused, and sends nothing', async () => {
    const config = expiredCustomerConfig();
    const oauth = {
      refresh: async () => {
        throw new HttpError('refused', 400, 'invalid_grant', { error: 'invalid_grant' });
      },
      anonymous: async () => ({ accessToken: 'anon', expiresAt: 1e15, scope: '' }),
    } as unknown as OAuth;
    const { calls, http } = recordingHttp();
    const backend = createBackendRequest(
      config,
      http,
      createSession(oauth, config.tokenStore, () => Date.now()),
    );
    const error = await backend('account/balance', answer, { signedIn: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ message: SESSION_ENDED_MESSAGE, code: 'session_ended' });
    expect(calls).toEqual([]);
    expect((await config.tokenStore.get())?.accessToken).toBe('anon');
  });

  it('refuses a customer path without a signed-in customer, before any request', async () => {
    const { calls, http } = recordingHttp();
    const config = resolveConfig({ backend: { baseUrl: BACKEND } });
    const backend = createBackendRequest(config, http, sessionFor(config).session);
    const error = await backend('account/balance', answer, { signedIn: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).message).toBe(SIGN_IN_REQUIRED_MESSAGE);
    expect(calls).toEqual([]);
  });
});

describe('nullWhenNotFound', () => {
  it('turns a 404 into null and keeps every other failure', async () => {
    const failure = (status: number) => Promise.reject(new HttpError('no', status, undefined, null));
    expect(await nullWhenNotFound(failure(404))).toBeNull();
    await expect(nullWhenNotFound(failure(500))).rejects.toMatchObject({ status: 500 });
    expect(await nullWhenNotFound(Promise.resolve('store'))).toBe('store');
  });
});
