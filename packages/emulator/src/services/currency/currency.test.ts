import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';

let emulator: RunningEmulator;
const convert = async (query: string) => {
  const response = await fetch(`${emulator.url}/currency?${query}`);
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
});
afterAll(() => emulator?.stop());

describe('currency conversion', () => {
  it('converts 100 AUD to NZD at the fixed rate, and back', async () => {
    const { status, body } = await convert('from=AUD&to=NZD&amount=100');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, query: { from: 'AUD', to: 'NZD', amount: 100 }, result: 109 });
    expect(body.info.rate).toBe(1.09);
    expect((await convert('from=nzd&to=aud&amount=109')).body.result).toBeCloseTo(100, 2);
    expect((await convert('from=USD&to=USD&amount=5')).body.result).toBe(5);
  });

  it('answers 400 for unknown codes and bad amounts', async () => {
    const unknown = await convert('from=AUD&to=XYZ&amount=100');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, error: { info: 'Unknown currency code XYZ' } });
    expect((await convert('to=NZD')).status).toBe(400);
    expect((await convert('from=AUD&to=NZD&amount=-1')).status).toBe(400);
    expect((await convert('from=AUD&to=NZD&amount=abc')).status).toBe(400);
  });
});
