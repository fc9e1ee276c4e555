import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToBasket,
  applyDiscountCode,
  BASKET_UNCHANGED,
  fetchBasketRecommendations,
  fetchBasketView,
  readBasket,
  removeDiscountCode,
  removeLine,
  setLineQuantity,
} from './basketApi';
import { EMPTY_BASKET } from './basketSummary';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const reply = (status: number, body?: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );

/** The path, method and JSON body of the one request made. */
const sent = () => {
  const [path, init] = fetchMock.mock.calls[0] ?? [];
  return [path, init?.method, init?.body === undefined ? undefined : JSON.parse(String(init.body))];
};

const basket = { count: 1, quantities: { S1: 1 }, lines: [], discountCodes: [], totals: {} };

describe('readBasket', () => {
  it('answers the route’s summary, an empty basket when it answers a failure, and rejects when the network fails', async () => {
    reply(200, { count: 2, quantities: { S1: 2 } });
    await expect(readBasket()).resolves.toEqual({ count: 2, quantities: { S1: 2 } });
    expect(sent()).toEqual(['/api/cart', 'GET', undefined]);
    reply(502, '<html>Bad gateway</html>');
    await expect(readBasket()).resolves.toEqual(EMPTY_BASKET);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(readBasket()).rejects.toThrow();
  });
});

describe('addToBasket', () => {
  it('posts the line and answers the basket after it', async () => {
    reply(200, basket);
    const recipient = { name: 'Ann', email: 'ann@example.com' };
    await expect(addToBasket({ productId: 'p1', sku: 'S1', quantity: 1, recipient })).resolves.toEqual({
      ok: true,
      status: 200,
      value: basket,
    });
    expect(sent()).toEqual(['/api/cart', 'POST', { productId: 'p1', sku: 'S1', quantity: 1, recipient }]);
  });

  it('answers the route’s refusal with its status, message and field', async () => {
    reply(409, { error: 'Sorry, there is not enough stock to add this to your basket.' });
    await expect(addToBasket({ productId: 'p1', sku: 'S1', quantity: 1 })).resolves.toEqual({
      ok: false,
      status: 409,
      error: 'Sorry, there is not enough stock to add this to your basket.',
    });
    reply(400, { error: 'Please enter a valid email address', field: 'recipient.email', code: 'invalid' });
    await expect(addToBasket({ productId: 'g1', sku: 'G1', quantity: 1 })).resolves.toEqual({
      ok: false,
      status: 400,
      error: 'Please enter a valid email address',
      field: 'recipient.email',
      code: 'invalid',
    });
  });
});

describe('the basket page’s calls', () => {
  it('send each change to its route, the ids in the path escaped', async () => {
    const calls: [() => Promise<unknown>, string, string, unknown][] = [
      [fetchBasketView, '/api/cart/view', 'GET', undefined],
      [() => setLineQuantity('l/1', 3), '/api/cart/lines/l%2F1', 'PATCH', { quantity: 3 }],
      [() => removeLine('l1'), '/api/cart/lines/l1', 'DELETE', undefined],
      [() => applyDiscountCode('welcome10'), '/api/cart/discounts', 'POST', { code: 'welcome10' }],
      [
        () => applyDiscountCode('X', { id: 'c1', version: 2, unappliedCodeIds: [] }),
        '/api/cart/discounts',
        'POST',
        { code: 'X', cart: { id: 'c1', version: 2, unappliedCodeIds: [] } },
      ],
      [() => removeDiscountCode('dc 1'), '/api/cart/discounts/dc%201', 'DELETE', undefined],
      [
        () => removeDiscountCode('dc1', { id: 'c1', version: 3, unappliedCodeIds: ['dc2'] }),
        '/api/cart/discounts/dc1',
        'DELETE',
        { cart: { id: 'c1', version: 3, unappliedCodeIds: ['dc2'] } },
      ],
      [fetchBasketRecommendations, '/api/cart/recommendations', 'GET', undefined],
    ];
    for (const [call, path, method, body] of calls) {
      reply(200, basket);
      await expect(call()).resolves.toEqual({ ok: true, status: 200, value: basket });
      expect(sent()).toEqual([path, method, body]);
      fetchMock.mockReset();
    }
  });

  it('answer a refusal with the route’s message, or say the basket could not be updated', async () => {
    reply(404, { error: 'That item is no longer in your basket' });
    await expect(removeLine('gone')).resolves.toEqual({
      ok: false,
      status: 404,
      error: 'That item is no longer in your basket',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(setLineQuantity('l1', 2)).resolves.toEqual({ ok: false, status: 0, error: BASKET_UNCHANGED });
    reply(502, '<html>Bad gateway</html>');
    await expect(applyDiscountCode('X')).resolves.toEqual({ ok: false, status: 502, error: BASKET_UNCHANGED });
  });
});
