import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchStores } from './storesApi';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('searchStores', () => {
  it('asks the stock route, letting the HTTP cache answer what the route lets it keep', async () => {
    const found = { origin: { postcode: '2114' }, stores: [] };
    fetchMock.mockResolvedValueOnce(Response.json(found));
    await expect(searchStores({ sku: 'B-1', q: '2114' })).resolves.toEqual({ ok: true, status: 200, value: found });
    expect(fetchMock).toHaveBeenCalledWith('/api/stores/stock?sku=B-1&q=2114', {
      method: 'GET',
      cache: 'default',
      signal: undefined,
    });
  });

  it('answers the page’s sentence when the route could not be reached, and the route’s own refusal as it is', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const unavailable = 'Stores are unavailable, please try again later';
    await expect(searchStores({ lat: '-33.8', lng: '151.1' }, unavailable)).resolves.toEqual({
      ok: false,
      status: 0,
      error: unavailable,
    });
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'We couldn’t find that product' }, { status: 404 }));
    await expect(searchStores({ sku: 'X', q: '2114' }, unavailable)).resolves.toMatchObject({
      status: 404,
      error: 'We couldn’t find that product',
    });
  });
});
