import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerValue, callRoute, ROUTE_UNAVAILABLE, RouteCallError } from './callRoute';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const reply = (status: number, body?: string) =>
  fetchMock.mockResolvedValueOnce(new Response(body ?? null, { status }));

describe('callRoute', () => {
  it('sends JSON without the HTTP cache and answers the value with its status', async () => {
    reply(201, '{"id":"w1"}');
    await expect(callRoute('/api/thing', { method: 'POST', body: { name: 'Lent' } })).resolves.toEqual({
      ok: true,
      status: 201,
      value: { id: 'w1' },
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/thing', {
      method: 'POST',
      cache: 'no-store',
      signal: undefined,
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Lent"}',
    });
  });

  it('lets the HTTP cache answer when told', async () => {
    reply(200, '{"stores":[]}');
    await callRoute('/api/stores/stock?q=2000', { cache: 'default' });
    expect(fetchMock).toHaveBeenCalledWith('/api/stores/stock?q=2000', {
      method: 'GET',
      cache: 'default',
      signal: undefined,
    });
  });

  it('answers a refusal with its message, field and code', async () => {
    reply(409, '{"error":"Sold out","code":"out-of-stock","field":"quantity"}');
    await expect(callRoute('/api/cart', { method: 'POST', body: {} })).resolves.toEqual({
      ok: false,
      status: 409,
      error: 'Sold out',
      field: 'quantity',
      code: 'out-of-stock',
    });
  });

  it('answers the refusal’s whole JSON as body when asked, for a refusal that says more than its message', async () => {
    const refusal = '{"error":"Declined","invoice":"INV1","receipt":{"total":"$1.00"}}';
    reply(402, refusal);
    await expect(callRoute('/api/pay', { method: 'POST', body: {}, refusalBody: true })).resolves.toEqual({
      ok: false,
      status: 402,
      error: 'Declined',
      body: { error: 'Declined', invoice: 'INV1', receipt: { total: '$1.00' } },
    });
    reply(502, '<html>Bad gateway</html>');
    await expect(callRoute('/api/pay', { refusalBody: true })).resolves.toEqual({
      ok: false,
      status: 502,
      error: ROUTE_UNAVAILABLE,
    });
  });

  it('reads a failed network, or an answer that is not the site’s, as the unavailable message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callRoute('/api/cart')).resolves.toEqual({ ok: false, status: 0, error: ROUTE_UNAVAILABLE });
    reply(502, '<html>Bad gateway</html>');
    await expect(callRoute('/api/cart', { unavailable: 'The basket is unavailable' })).resolves.toEqual({
      ok: false,
      status: 502,
      error: 'The basket is unavailable',
    });
    reply(200, 'not json');
    await expect(callRoute('/api/cart')).resolves.toMatchObject({ ok: false, status: 200 });
  });

  it('answers 204 as a value of nothing', async () => {
    reply(204);
    await expect(callRoute('/api/account/cards/c1', { method: 'DELETE' })).resolves.toEqual({
      ok: true,
      status: 204,
      value: undefined,
    });
  });

  it('rejects with the signal’s reason when the caller aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(callRoute('/api/cart', { signal: controller.signal })).rejects.toBe(controller.signal.reason);
  });
});

describe('answerValue', () => {
  it('gives the value, or throws the refusal as a RouteCallError', () => {
    expect(answerValue({ ok: true, status: 200, value: 3 })).toBe(3);
    expect(() => answerValue({ ok: false, status: 404, error: 'No such list' })).toThrow(
      new RouteCallError('No such list', 404),
    );
  });
});
