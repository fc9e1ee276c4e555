import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 50, seed: 23 });
});
afterAll(() => emulator?.stop());

async function signedIn(username: string, password: string) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  const bookshop = createBookshop({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore(), logger });
  await bookshop.auth.signIn({ username, password });
  const customer = await bookshop.customer.me();
  if (!customer) throw new Error('no customer');
  return { bookshop, customer, logger };
}

describe('customer.updateEmail against the emulator', () => {
  it('changes the email once the loyalty service accepted it', async () => {
    const { bookshop, customer } = await signedIn('grace@example.com', 'Psalm23!grace');
    const outcome = await bookshop.customer.updateEmail(customer, 'grace.new@example.com');
    expect(outcome.ok).toBe(true);
    expect((await bookshop.customer.me())?.email).toBe('grace.new@example.com');
  });

  it('keeps the email and reports the message when the loyalty service refuses', async () => {
    const { bookshop, customer, logger } = await signedIn('yotpo.fails@example.com', 'Psalm23!yotpo');
    const outcome = await bookshop.customer.updateEmail(customer, 'someone.else@example.com');
    expect(outcome).toEqual({
      ok: false,
      reason: 'loyalty-refused',
      message: 'Something went wrong while updating customer in yotpo.Please contact customer suport',
    });
    expect(logger.error).toHaveBeenCalledWith(
      'Something went wrong while updating customer in yotpo.Please contact customer suport',
    );
    expect((await bookshop.customer.me())?.email).toBe('yotpo.fails@example.com');
  });
});

describe('customer.updateEmail refused by commerce after the loyalty service accepted it', () => {
  it('gives the loyalty service the old email back and throws the commerce error', async () => {
    const { bookshop, customer } = await signedIn('sam.staff@example.com', 'Psalm23!staff');
    const loyaltyId = customer.externalId ?? customer.id;
    // Another account has this email, so commerce answers DuplicateField once Yotpo has taken it.
    await expect(bookshop.customer.updateEmail(customer, 'yotpo.fails@example.com')).rejects.toMatchObject({
      name: 'GraphQLResponseError',
    });
    expect((await bookshop.backend.loyalty.customer({ id: loyaltyId }))?.email).toBe('sam.staff@example.com');
    expect((await bookshop.customer.me())?.email).toBe('sam.staff@example.com');
  });
});

describe('customer.updateEmail whose commerce answer is lost after the change was made', () => {
  it('leaves the new email at the loyalty service, since commerce has it too', async () => {
    const services = emulatorServices(emulator.url);
    // The change reaches commerce and is made, but its answer never comes back, as when a connection drops.
    const losingTheAnswer: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      if (typeof init?.body === 'string' && init.body.includes('changeEmail')) throw new TypeError('fetch failed');
      return answer;
    };
    const bookshop = createBookshop({
      ...services,
      fetch: losingTheAnswer,
      tokenStore: memoryTokenStore(),
      logger: { warn: vi.fn(), error: vi.fn() },
      retries: 0,
    });
    const created = await bookshop.auth.signUp({
      email: 'ruth.lost@example.com',
      password: 'Psalm23!ruth',
      firstName: 'Ruth',
      lastName: 'Moab',
    });
    expect(created.ok).toBe(true);
    const customer = await bookshop.customer.me();
    if (!customer) throw new Error('no customer');
    const loyaltyId = customer.externalId ?? customer.id;
    await expect(bookshop.customer.updateEmail(customer, 'ruth.new@example.com')).rejects.toThrow(/commercetools/);
    expect((await bookshop.customer.me())?.email).toBe('ruth.new@example.com');
    expect((await bookshop.backend.loyalty.customer({ id: loyaltyId }))?.email).toBe('ruth.new@example.com');
  });
});

describe('customer.updateEmail when the loyalty service is down', () => {
  it('logs the failure and changes nothing', async () => {
    const services = emulatorServices(emulator.url);
    const logger = { warn: vi.fn(), error: vi.fn() };
    const bookshop = createBookshop({
      ...services,
      yotpo: { baseUrl: 'http://127.0.0.1:9/yotpo' },
      tokenStore: memoryTokenStore(),
      logger,
      retries: 0,
    });
    await bookshop.auth.signIn({ username: 'sam.staff@example.com', password: 'Psalm23!staff' });
    const customer = await bookshop.customer.me();
    const outcome = await bookshop.customer.updateEmail(customer ?? ({} as never), 'sam.new@example.com');
    expect(outcome).toEqual({ ok: false, reason: 'loyalty-unavailable' });
    expect(logger.error).toHaveBeenCalled();
    expect((await bookshop.customer.me())?.email).toBe('sam.staff@example.com');
  });
});

describe('customer.updateEmail aborted by its caller', () => {
  it('rejects with the abort while the loyalty service answers, and neither logs an outage nor changes the email', async () => {
    const services = emulatorServices(emulator.url);
    const logger = { warn: vi.fn(), error: vi.fn() };
    let loyaltyAsked = () => {};
    const asked = new Promise<void>((resolve) => {
      loyaltyAsked = resolve;
    });
    // The loyalty request hangs until the caller gives up, as a slow service would.
    const fetchHangingLoyalty: typeof fetch = (input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes('/yotpo')) return fetch(input, init);
      loyaltyAsked();
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    };
    const bookshop = createBookshop({
      ...services,
      fetch: fetchHangingLoyalty,
      tokenStore: memoryTokenStore(),
      logger,
    });
    await bookshop.auth.signIn({ username: 'accounts@stmarks.example.org', password: 'Psalm23!church' });
    const customer = await bookshop.customer.me();
    if (!customer) throw new Error('no customer');
    const controller = new AbortController();
    const outcome = bookshop.customer.updateEmail(customer, 'office@stmarks.example.org', {
      signal: controller.signal,
    });
    await asked;
    controller.abort();
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    expect(logger.error).not.toHaveBeenCalled();
    expect((await bookshop.customer.me())?.email).toBe(customer.email);
  });
});
