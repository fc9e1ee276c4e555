import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { AuthError, SignInPausedError } from '../errors';
import { memoryTokenStore } from './tokenStore';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 50, seed: 21 });
});
afterAll(() => emulator?.stop());

it("refuses a wrong password with the shopper's message and the service's code, and stores no token", async () => {
  const tokenStore = memoryTokenStore();
  const bookshop = createBookshop({ ...emulatorServices(emulator.url), tokenStore });
  const error = await bookshop.auth.signIn({ username: 'grace@example.com', password: 'wrong' }).catch((e) => e);
  expect(error).toBeInstanceOf(AuthError);
  expect([error.message, error.code]).toEqual(['Incorrect email or password', 'invalid_customer_account_credentials']);
  expect(await tokenStore.get()).toBeUndefined();
});

it('keeps a paused sign-in (429) as its own error with the wait, not as a wrong password', async () => {
  const bookshop = createBookshop({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore() });
  const username = 'paused.account@example.com';
  for (let attempt = 0; attempt < 5; attempt++) {
    const wrong = await bookshop.auth.signIn({ username, password: 'wrong' }).catch((e) => e);
    expect(wrong).not.toBeInstanceOf(SignInPausedError);
  }
  const error = await bookshop.auth.signIn({ username, password: 'wrong' }).catch((e) => e);
  expect(error).toBeInstanceOf(SignInPausedError);
  expect(error).toBeInstanceOf(AuthError);
  expect([error.message, error.code, error.status]).toEqual(['Incorrect email or password', 'too_many_requests', 429]);
  expect(error.retryAfterSeconds).toBeGreaterThan(14 * 60);
  expect(error.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
});

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

it('signs out for good: a copy of the token kept elsewhere no longer reaches the account', async () => {
  const bookshop = createBookshop({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore() });
  const signedIn = await bookshop.auth.signIn({ username: 'grace@example.com', password: 'Psalm23!grace' });
  await bookshop.auth.signOut();
  // Another client holding the same token (a copied session cookie): its access and refresh tokens are both dead.
  const copiedStore = memoryTokenStore(signedIn);
  const copy = createBookshop({ ...emulatorServices(emulator.url), tokenStore: copiedStore });
  expect(await copy.customer.me()).toBeNull();
  expect((await copiedStore.get())?.customerId).toBeUndefined();
});
