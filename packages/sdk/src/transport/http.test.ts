import { describe, expect, it, vi } from 'vitest';
import { BookshopError, HttpError } from '../errors';
import { createHttp } from './http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createHttp', () => {
  it('sends query parameters and headers and parses JSON', async () => {
    const fetch = vi.fn(async () => json(200, { ok: true }));
    const http = createHttp({ fetch, timeoutMs: 1000, retries: 0 });
    const body = await http('http://x/api?siteId=a', {
      query: { q: 'grace', page: 2, skip: undefined },
      headers: { 'x-user': 'u1' },
    });
    expect(body).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://x/api?siteId=a&q=grace&page=2');
    expect((init.headers as Record<string, string>)['x-user']).toBe('u1');
  });

  it('posts URLSearchParams as a form and other bodies as JSON', async () => {
    const fetch = vi.fn(async () => json(200, {}));
    const http = createHttp({ fetch, timeoutMs: 1000, retries: 0 });
    await http('http://x/token', { method: 'POST', body: new URLSearchParams({ grant_type: 'password' }) });
    await http('http://x/graphql', { method: 'POST', body: { query: '{ me { id } }' } });
    const [form, data] = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1]);
    expect(form?.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(form?.body).toBe('grant_type=password');
    expect(data?.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(data?.body).toBe('{"query":"{ me { id } }"}');
  });

  it('retries a GET after a 5xx and succeeds', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(503, {}))
      .mockResolvedValueOnce(json(200, [1]));
    const http = createHttp({ fetch, timeoutMs: 1000, retries: 2 });
    await expect(http('http://x/')).resolves.toEqual([1]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never retries a POST', async () => {
    const fetch = vi.fn(async () => json(503, { message: 'down' }));
    const http = createHttp({ fetch, timeoutMs: 1000, retries: 2 });
    await expect(http('http://x/', { method: 'POST', body: {} })).rejects.toBeInstanceOf(HttpError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the server code and message of an error answer', async () => {
    const body = { statusCode: 400, message: 'Bad where', errors: [{ code: 'InvalidInput', message: 'Bad where' }] };
    const http = createHttp({ fetch: async () => json(400, body), timeoutMs: 1000, retries: 0 });
    const error = (await http('http://x/').catch((e) => e)) as HttpError;
    expect([error.status, error.code, error.message]).toEqual([400, 'InvalidInput', 'Bad where']);
  });

  it("keeps words out of the code: the back end's { error: message } is the message, OAuth's error is the code", async () => {
    const backend = createHttp({
      fetch: async () => json(404, { error: 'No store NOPE' }),
      timeoutMs: 1000,
      retries: 0,
    });
    const refused = (await backend('http://x/').catch((e) => e)) as HttpError;
    expect([refused.status, refused.code, refused.message]).toEqual([404, undefined, 'No store NOPE']);
    const oauth = { error: 'invalid_customer_account_credentials', error_description: 'Customer account not found.' };
    const token = createHttp({ fetch: async () => json(400, oauth), timeoutMs: 1000, retries: 0 });
    const error = (await token('http://x/').catch((e) => e)) as HttpError;
    expect([error.code, error.message]).toEqual([
      'invalid_customer_account_credentials',
      'Customer account not found.',
    ]);
  });

  it('turns a network failure into a BookshopError after the retries', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const http = createHttp({ fetch, timeoutMs: 1000, retries: 1 });
    const error = (await http('http://x/').catch((e) => e)) as BookshopError;
    expect(error).toBeInstanceOf(BookshopError);
    expect(error.message).toBe('GET http://x/ failed');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('times out a hung request', async () => {
    const fetch = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const http = createHttp({ fetch, timeoutMs: 20, retries: 0 });
    await expect(http('http://x/')).rejects.toThrow('GET http://x/ timed out');
  });

  it('times out a body that stalls after the headers, and retries a GET whose body was cut off', async () => {
    // Headers at once, then a body that never ends unless the attempt's signal aborts it.
    const stalled = (_url: string | URL | Request, init?: RequestInit) =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            start(controller) {
              init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
            },
          }),
        ),
      );
    const slow = createHttp({ fetch: stalled, timeoutMs: 20, retries: 0 });
    const timedOut = await slow('http://x/').catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(BookshopError);
    expect((timedOut as Error).message).toBe('GET http://x/ timed out');

    const cut = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"par'));
          controller.error(new TypeError('terminated'));
        },
      }),
    );
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(cut)
      .mockResolvedValueOnce(json(200, { whole: true }));
    const http = createHttp({ fetch, timeoutMs: 1000, retries: 1 });
    await expect(http('http://x/')).resolves.toEqual({ whole: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops at once when the caller aborted during an attempt that is to be retried', async () => {
    const controller = new AbortController();
    const reason = new Error('the shopper left');
    const fetch = vi.fn(async () => {
      controller.abort(reason);
      return json(503, {});
    });
    const http = createHttp({ fetch, timeoutMs: 1000, retries: 2 });
    await expect(http('http://x/', { signal: controller.signal })).rejects.toBe(reason);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("leaves no listener on the caller's signal after its retries", async () => {
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    const fetch = vi.fn(async () => json(503, {}));
    const http = createHttp({ fetch, timeoutMs: 1000, retries: 2 });
    await expect(http('http://x/', { signal: controller.signal })).rejects.toBeInstanceOf(HttpError);
    const waits = added.mock.calls.filter(([type]) => type === 'abort').length;
    expect(waits).toBe(2);
    expect(removed.mock.calls.filter(([type]) => type === 'abort')).toHaveLength(waits);
  });
});
