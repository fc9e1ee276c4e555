import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { memoryTokenStore } from './tokenStore';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 50, seed: 21 });
});
afterAll(() => emulator?.stop());

it('refreshes a signed-in token and keeps the customer', async () => {
  const tokenStore = memoryTokenStore();
  const bookshop = createBookshop({ ...emulatorServices(emulator.url), tokenStore });
  expect(await bookshop.auth.refresh()).toBeUndefined();
  const signedIn = await bookshop.auth.signIn({ username: 'grace@example.com', password: 'Psalm23!grace' });
  const refreshed = await bookshop.auth.refresh();
  expect(refreshed?.accessToken).not.toBe(signedIn.accessToken);
  expect(refreshed?.customerId).toBe(signedIn.customerId);
  expect((await tokenStore.get())?.accessToken).toBe(refreshed?.accessToken);
  expect((await bookshop.customer.me())?.email).toBe('grace@example.com');
});
