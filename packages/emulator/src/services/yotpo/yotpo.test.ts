import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
});
afterAll(() => emulator?.stop());

const upsert = async (body: unknown, method = 'POST') => {
  const response = await fetch(`${emulator.url}/yotpo/customers`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

describe('Yotpo customers', () => {
  it('updates a seeded customer by external id, and creates new ones', async () => {
    expect(await upsert({ customer: { id: 'NS-10000001', email: 'grace.new@example.com' } })).toEqual({
      status: 200,
      body: { success: true, id: 'NS-10000001', email: 'grace.new@example.com' },
    });
    const created = await upsert({ id: 'NS-20000001', email: 'someone@example.com', first_name: 'Some' }, 'PUT');
    expect(created).toMatchObject({ status: 201, body: { success: true } });
  });

  it('reports failure for the seeded failing customer', async () => {
    const { status, body } = await upsert({ id: 'NS-10000004', email: 'lydia.new@example.com' });
    expect(status).toBe(200);
    expect(body.success).toBe(false);
  });

  it('requires an email', async () => {
    const { status, body } = await upsert({ id: 'NS-10000001' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'email is required' });
  });
});

const get = async (path: string) => {
  const response = await fetch(`${emulator.url}/yotpo${path}`);
  return { status: response.status, body: await response.json() };
};

describe('Yotpo loyalty customers', () => {
  it("answers the consumer's record in Yotpo Loyalty's shape, by email or by the shop's id", async () => {
    // The first test moved NS-10000001 to a new email: the record follows the id.
    const { status, body } = await get('/customers?customer_id=NS-10000001');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: 'grace.new@example.com',
      third_party_id: 'NS-10000001',
      points_balance: 1250,
      points_earned: 2140,
      vip_tier_name: 'Gold',
      total_purchases: 14,
      credit_balance: '0.0',
    });
    expect((await get('/customers?customer_email=SAM.STAFF@example.com')).body).toMatchObject({
      third_party_id: 'NS-10000003',
      points_balance: 430,
      vip_tier_name: 'Silver',
    });
  });

  it('answers 404 for an unknown customer and 400 without an email or id', async () => {
    expect(await get('/customers?customer_email=nobody@example.com')).toEqual({
      status: 404,
      body: { success: false, status: 404, message: 'Customer not found' },
    });
    const bad = await get('/customers');
    expect(bad).toMatchObject({ status: 400, body: { message: 'customer_email or customer_id is required' } });
    expect((await get('/customers?customer_email=not-an-email')).status).toBe(400);
  });
});

describe('Yotpo reviews', () => {
  const token = async (client_secret = 'emulator-yotpo-secret') => {
    const response = await fetch(`${emulator.url}/yotpo/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'emulator-app-key', client_secret, grant_type: 'client_credentials' }),
    });
    return { status: response.status, body: await response.json() };
  };

  it("lists one reviewer's reviews newest first, without deleted ones", async () => {
    const { body: auth } = await token();
    expect(auth).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
    const { status, body } = await get(
      `/v1/apps/emulator-app-key/reviews?utoken=${auth.access_token}&user_email=grace@example.com&count=100`,
    );
    expect(status).toBe(200);
    expect(body.reviews.map((review: { title: string }) => review.title)).toEqual([
      'A treasure for our family devotions',
      'Beautifully bound',
      'Good, not great',
    ]);
    expect(body.reviews[0]).toMatchObject({
      id: 310000001,
      score: 5,
      sku: expect.any(String),
      email: 'grace@example.com',
      created_at: '2025-09-21T08:15:00.000Z',
      deleted: false,
    });
    const withDeleted = await get(
      `/v1/apps/emulator-app-key/reviews?utoken=${auth.access_token}&user_email=grace@example.com&deleted=true`,
    );
    expect(withDeleted.body.reviews).toHaveLength(4);
    const none = await get(`/v1/apps/emulator-app-key/reviews?utoken=${auth.access_token}&user_email=sam@example.com`);
    expect(none.body).toEqual({ reviews: [] });
  });

  it('refuses bad credentials, a missing token and a bad page size in the reviews API error shape', async () => {
    expect(await token('wrong')).toMatchObject({ status: 401, body: { status: { code: 401 } } });
    expect(await get('/v1/apps/emulator-app-key/reviews?user_email=grace@example.com')).toMatchObject({
      status: 400,
      body: { status: { code: 400, message: 'utoken: utoken is required' } },
    });
    expect((await get('/v1/apps/emulator-app-key/reviews?utoken=forged')).status).toBe(401);
    const { body: auth } = await token();
    const tooMany = await get(`/v1/apps/emulator-app-key/reviews?utoken=${auth.access_token}&count=500`);
    expect(tooMany).toMatchObject({ status: 400, body: { status: { code: 400 } } });
  });
});
