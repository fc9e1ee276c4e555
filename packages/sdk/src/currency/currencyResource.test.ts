import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBookshop } from '../createBookshop';
import { BookshopError } from '../errors';
import { memoryRateStore } from './rateStore';

const requests: URL[] = [];
const server = setupServer(
  http.get('https://rates.example/convert', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    if (url.searchParams.get('to') === 'ZZZ') return HttpResponse.json({ success: false, error: { code: 202 } });
    return HttpResponse.json({
      success: true,
      query: { from: url.searchParams.get('from'), to: url.searchParams.get('to'), amount: 100 },
      info: { timestamp: 1717200000, rate: 0.66 },
      date: '2024-06-01',
      result: 66,
    });
  }),
  http.get('https://down.example/convert', () => HttpResponse.error()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests.length = 0;
});
afterAll(() => server.close());

describe('currency', () => {
  it('asks for amount 100 and caches the rate for 24 hours in the given store', async () => {
    let now = 1_000;
    const store = memoryRateStore();
    const bookshop = createBookshop({
      currencyRates: { baseUrl: 'https://rates.example/convert' },
      currencyRateStore: store,
      now: () => now,
    });
    expect(await bookshop.currency.rate('aud', 'usd')).toBe(0.66);
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({ from: 'AUD', to: 'USD', amount: '100' });
    expect(await store.get('AUD:USD')).toEqual({ rate: 0.66, fetchedAt: 1_000 });
    now += 86_399_999;
    expect(await bookshop.currency.convert(1000, 'AUD', 'USD')).toBe(660);
    expect(requests).toHaveLength(1);
    now += 1;
    await bookshop.currency.rate('AUD', 'USD');
    expect(requests).toHaveLength(2);
  });

  it('answers the rate when its store fails to read or keep it, and says so in the log', async () => {
    const warnings: string[] = [];
    const down = () => {
      throw new Error('cache down');
    };
    const bookshop = createBookshop({
      currencyRates: { baseUrl: 'https://rates.example/convert' },
      currencyRateStore: { get: down, set: down },
      logger: { warn: (message: string) => warnings.push(message), error: () => {} },
    });
    expect(await bookshop.currency.rate('AUD', 'USD')).toBe(0.66);
    expect(warnings).toEqual([
      'The currency rate store could not be read',
      'The currency rate store could not keep a rate',
    ]);
  });

  it('needs no request for the same currency', async () => {
    const bookshop = createBookshop({ currencyRates: { baseUrl: 'https://rates.example/convert' } });
    expect(await bookshop.currency.convert(1234, 'AUD', 'aud')).toBe(1234);
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['an unsuccessful answer', 'https://rates.example/convert', 'ZZZ'],
    ['a network failure', 'https://down.example/convert', 'USD'],
  ])("turns %s into 'Failed to fetch currency rate.'", async (_case, baseUrl, to) => {
    const bookshop = createBookshop({ currencyRates: { baseUrl }, retries: 0 });
    const error = (await bookshop.currency.rate('AUD', to).catch((e) => e)) as BookshopError;
    expect(error).toBeInstanceOf(BookshopError);
    expect(error.message).toBe('Failed to fetch currency rate.');
    expect(error.cause).toBeDefined();
  });
});
