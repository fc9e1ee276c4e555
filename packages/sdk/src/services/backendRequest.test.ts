import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { memoryTokenStore } from '../auth/tokenStore';
import { resolveConfig } from '../config';
import { AuthError, HttpError, SIGN_IN_REQUIRED_MESSAGE } from '../errors';
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

describe('createBackendRequest', () => {
  it('calls the configured back end and parses the answer, without a token on public paths', async () => {
    const { calls, http } = recordingHttp();
    const backend = createBackendRequest(resolveConfig({ backend: { baseUrl: BACKEND } }), http);
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
    const backend = createBackendRequest(resolveConfig({ backend: { baseUrl: BACKEND }, tokenStore }), http);
    await backend('account/balance', answer, { headers: { 'x-trace': '1' }, signedIn: true });
    expect(calls[0]?.request?.headers).toEqual({ authorization: 'Bearer t', 'x-trace': '1' });
  });

  it('refuses a customer path without a signed-in customer, before any request', async () => {
    const { calls, http } = recordingHttp();
    const backend = createBackendRequest(resolveConfig({ backend: { baseUrl: BACKEND } }), http);
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
