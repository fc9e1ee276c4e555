import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { emulatorServices } from '../config';
import type { createBookshop as CreateBookshop } from '../createBookshop';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 100, seed: 17 });
});
afterAll(() => emulator?.stop());

/**
 * A client with a module graph of its own, as a separate server process would have: the update queue shared within a
 * process does not line these clients up, so their updates really meet version conflicts.
 */
async function separateProcess(): Promise<typeof CreateBookshop> {
  vi.resetModules();
  return (await import('../createBookshop')).createBookshop;
}

const address = (street: string) => ({
  streetNumber: '7',
  streetName: street,
  city: 'Ballarat',
  state: 'VIC',
  postalCode: '3350',
  country: 'AU',
});

describe('concurrent first addresses from separate processes', () => {
  it('gives the first accepted add its delivery and billing pair and every other add exactly one address', async () => {
    const email = `first.address.${Date.now()}@example.com`;
    const password = 'Gleaning!1';
    const first = (await separateProcess())({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore() });
    const created = await first.auth.signUp({ email, password, firstName: 'Lydia', lastName: 'Thyatira' });
    expect(created.ok).toBe(true);
    const clients = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const createBookshop = await separateProcess();
        const bookshop = createBookshop({
          ...emulatorServices(emulator.url),
          tokenStore: memoryTokenStore(),
          versionRetries: 12,
        });
        await bookshop.auth.signIn({ username: email, password });
        const customer = await bookshop.customer.me();
        if (!customer) throw new Error('signed in but no customer');
        return { bookshop, customer };
      }),
    );
    expect(clients.every(({ customer }) => customer.addresses.length === 0)).toBe(true);
    const results = await Promise.allSettled(
      clients.map(({ bookshop, customer }, index) =>
        bookshop.addresses.add(customer, { address: address(`Parallel Way ${index}`), type: 'shipping' }),
      ),
    );
    const accepted = results.flatMap((result, index) => (result.status === 'fulfilled' ? [index] : []));
    expect(accepted).toHaveLength(6);
    const final = await first.customer.me();
    const counts = accepted.map(
      (index) => final?.addresses.filter((stored) => stored.streetName === `Parallel Way ${index}`).length,
    );
    // Exactly one add planned the first-address pair; every other one added one address.
    expect(counts.filter((count) => count === 2)).toHaveLength(1);
    expect(counts.filter((count) => count === 1)).toHaveLength(5);
    expect(final?.addresses).toHaveLength(7);
    expect(final?.shippingAddressIds).toHaveLength(6);
    expect(final?.billingAddressIds).toHaveLength(1);
    expect(final?.defaultShippingAddressId).toBeTruthy();
    expect(final?.defaultBillingAddressId).toBe(final?.billingAddressIds[0]);
  });
});
