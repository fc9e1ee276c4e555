import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { createBookshop } from '../createBookshop';
import { type HttpError, ValidationError } from '../errors';

const BACKEND = 'https://api.shop.example';
const YOTPO = 'https://loyalty.yotpo.example/api/v2';
const seen: Request[] = [];
const server = setupServer(
  http.get(`${BACKEND}/account/balance`, ({ request }) => {
    seen.push(request);
    const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });
    return HttpResponse.json({
      customerId: 'c1',
      terms: '30 days',
      creditLimit: money(500000),
      balance: money(1000),
      availableCredit: money(499000),
      storeCredit: money(0),
    });
  }),
  http.get(`${BACKEND}/instore/locations`, () => HttpResponse.json({ stores: [] })),
  http.get(`${YOTPO}/customers`, ({ request }) => {
    seen.push(request);
    const url = new URL(request.url);
    if (url.searchParams.get('customer_email') === 'nobody@example.com') {
      return HttpResponse.json({ message: 'Customer not found' }, { status: 404 });
    }
    if (url.searchParams.get('customer_email') === 'odd@example.com') return HttpResponse.json({ email: 'odd' });
    return HttpResponse.json({
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Whitfield',
      third_party_id: 'NS-1',
      points_balance: 1250,
      points_earned: 2140,
      credit_balance: '0.0',
      total_purchases: 14,
      total_spend_cents: 68250,
      vip_tier_name: 'Gold',
      vip_tier_actions_completed: {},
      vip_tier_upgrade_requirements: {},
    });
  }),
  http.post(`${YOTPO}/customers`, async ({ request }) => {
    seen.push(request.clone());
    const body = (await request.json()) as { email: string };
    if (request.headers.get('x-api-key') !== 'key')
      return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    return HttpResponse.json(body.email.startsWith('fail') ? { success: false } : {});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

describe('backend', () => {
  it("sends the signed-in customer's bearer token", async () => {
    const tokenStore = memoryTokenStore({
      accessToken: 'tok-1',
      expiresAt: Number.MAX_SAFE_INTEGER,
      scope: '',
      customerId: 'c1',
    });
    const bookshop = createBookshop({ backend: { baseUrl: BACKEND }, tokenStore });
    expect((await bookshop.backend.account.balance()).availableCredit.centAmount).toBe(499000);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('raises ValidationError for an answer in an unknown shape', async () => {
    const bookshop = createBookshop({ backend: { baseUrl: BACKEND } });
    const error = (await bookshop.backend.instore.locations().catch((e) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues[0]?.path).toEqual(['locations']);
  });
});

describe('backend.loyalty (Yotpo)', () => {
  const yotpo = (apiKey: string) =>
    createBookshop({ yotpo: { baseUrl: YOTPO, guid: 'guid-1', apiKey } }).backend.loyalty;

  it('sends the id and email with the account keys and reads the success flag', async () => {
    expect(await yotpo('key').updateCustomer({ id: 'NS-1', email: ' a@example.com ' })).toEqual({ success: true });
    const request = seen[0] as Request;
    expect([request.headers.get('x-guid'), request.headers.get('x-api-key')]).toEqual(['guid-1', 'key']);
    expect(await request.json()).toEqual({ id: 'NS-1', email: 'a@example.com' });
    expect(await yotpo('key').updateCustomer({ id: 'NS-1', email: 'fail@example.com' })).toEqual({ success: false });
  });

  it("reads a shopper's points and tier, by email or id, with the account keys", async () => {
    expect(await yotpo('key').customer({ email: ' grace@example.com ' })).toEqual({
      email: 'grace@example.com',
      pointsBalance: 1250,
      pointsEarned: 2140,
      tier: 'Gold',
    });
    const url = new URL((seen[0] as Request).url);
    expect(url.searchParams.get('customer_email')).toBe('grace@example.com');
    expect((seen[0] as Request).headers.get('x-guid')).toBe('guid-1');
    await yotpo('key').customer({ id: 'NS-1' });
    expect(new URL((seen[1] as Request).url).searchParams.get('customer_id')).toBe('NS-1');
  });

  it('answers null for a shopper the programme does not know, and fails loudly on an unknown answer', async () => {
    expect(await yotpo('key').customer({ email: 'nobody@example.com' })).toBeNull();
    await expect(yotpo('key').customer({ email: 'odd@example.com' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('throws when the keys are refused', async () => {
    const error = (await yotpo('wrong')
      .updateCustomer({ id: 'NS-1', email: 'a@example.com' })
      .catch((e) => e)) as HttpError;
    expect([error.name, error.status]).toEqual(['HttpError', 401]);
  });
});
