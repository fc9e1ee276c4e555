import { afterEach, describe, expect, it, vi } from 'vitest';
import { attemptOutcome, placeOrder, saveContact } from './checkoutApi';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('checkoutApi', () => {
  it('sends each step as JSON and reads the answer with its status', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ email: 'jo@example.com' }));
    await expect(saveContact('jo@example.com')).resolves.toMatchObject({ ok: true, status: 200 });
    expect(fetchMock).toHaveBeenCalledWith('/api/checkout/contact', {
      method: 'PUT',
      cache: 'no-store',
      signal: undefined,
      headers: { 'content-type': 'application/json' },
      body: '{"email":"jo@example.com"}',
    });
    fetchMock.mockResolvedValueOnce(Response.json({ state: 'running' }, { status: 202 }));
    await expect(attemptOutcome('a b')).resolves.toMatchObject({ ok: true, status: 202 });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/checkout/orders?attempt=a+b');
  });

  it('answers a declined card’s refusal with its code, and a lost answer as status 0', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Declined', code: 'declined' }, { status: 402 }));
    const request = { attempt: 'a1', giftCards: [] };
    await expect(placeOrder(request)).resolves.toEqual({ ok: false, status: 402, error: 'Declined', code: 'declined' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(placeOrder(request)).resolves.toEqual({
      ok: false,
      status: 0,
      error: 'Something went wrong. Please try again later.',
    });
  });
});
