import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { BookshopError, HttpError } from '../errors';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 20, seed: 19 });
});
afterAll(() => emulator?.stop());

describe('currency against the emulator', () => {
  it('reads a rate and converts cents', async () => {
    const { currency } = createBookshop(emulatorServices(emulator.url));
    expect(await currency.rate('AUD', 'NZD')).toBe(1.09);
    expect(await currency.convert(2999, 'aud', 'nzd')).toBe(3269);
    expect(await currency.rate('USD', 'AUD')).toBeCloseTo(1 / 0.66, 5);
  });

  it("fails with 'Failed to fetch currency rate.' for an unknown code", async () => {
    const { currency } = createBookshop(emulatorServices(emulator.url));
    const error = (await currency.rate('AUD', 'XXX').catch((e) => e)) as BookshopError;
    expect(error).toBeInstanceOf(BookshopError);
    expect(error.message).toBe('Failed to fetch currency rate.');
    const cause = error.cause as HttpError;
    expect(cause).toBeInstanceOf(HttpError);
    expect([cause.status, (cause.body as { error: { info: string } }).error.info]).toEqual([
      400,
      'Unknown currency code XXX',
    ]);
  });
});
