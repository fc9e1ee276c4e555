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
