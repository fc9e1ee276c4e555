import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { AuthError } from '../errors';
import { memoryTokenStore } from './tokenStore';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 60, seed: 11 });
});
afterAll(() => emulator?.stop());

const client = () => {
  const tokenStore = memoryTokenStore();
  return { tokenStore, bookshop: createBookshop({ ...emulatorServices(emulator.url), tokenStore }) };
};
/** The newest link the emulator "mailed" to an address (its development mailbox). */
async function mailedToken(email: string): Promise<string> {
  const response = await fetch(`${emulator.url}/backend/dev/mailbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { link: string | null }[] };
  return new URL(messages[0]?.link ?? '').searchParams.get('token') ?? '';
}

describe('auth extras against the emulator', () => {
  it('signs up, signs the new customer in, and refuses a taken email as data', async () => {
    const { bookshop, tokenStore } = client();
    const input = { email: 'ruth@example.com', password: 'Gleaning!1', firstName: 'Ruth', lastName: 'Moab' };
    const created = await bookshop.auth.signUp(input);
    expect(created).toMatchObject({ ok: true, customerNumber: expect.stringMatching(/^\d+$/) });
    expect((await tokenStore.get())?.customerId).toBe(created.ok ? created.customerId : 'none');
    expect((await bookshop.customer.me())?.email).toBe('ruth@example.com');
    expect(await client().bookshop.auth.signUp(input)).toEqual({
      ok: false,
      reason: 'email-taken',
      message: 'An account with this email already exists.',
    });
    expect(
      await client().bookshop.auth.signUp({ ...input, email: 'naomi@example.com', password: 'plain' }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('verifies whether a user exists', async () => {
    const { bookshop } = client();
    expect((await bookshop.auth.verifyUser({ username: 'grace@example.com' })).exists).toBe(true);
    expect((await bookshop.auth.verifyUser({ username: '10000002' })).exists).toBe(true);
    expect(await bookshop.auth.verifyUser({ username: 'nobody@example.com' })).toEqual({
      exists: false,
      isEmailVerified: false,
    });
  });

  it('signs in with a magic link on the device that asked', async () => {
    const { bookshop, tokenStore } = client();
    const { pollId } = await bookshop.auth.requestMagicLink({ email: 'sam.staff@example.com' });
    expect(await bookshop.auth.pollMagicLink({ pollId })).toBe('pending');
    await bookshop.auth.resendMagicLink({ pollId });
    const token = await mailedToken('sam.staff@example.com');
    expect(await client().bookshop.auth.validateMagicLink({ token })).toEqual({
      valid: true,
      email: 'sam.staff@example.com',
    });
    expect(await bookshop.auth.pollMagicLink({ pollId })).toBe('approved');
    const { customerId } = await bookshop.auth.redeemMagicLink({ pollId });
    expect((await tokenStore.get())?.customerId).toBe(customerId);
    expect(await bookshop.auth.pollMagicLink({ pollId })).toBe('redeemed');
    const again = (await bookshop.auth.redeemMagicLink({ pollId }).catch((e) => e)) as AuthError;
    expect(again).toBeInstanceOf(AuthError);
    expect(again.message).toMatch(/not approved/);
    // A request the back end does not know (long expired and swept) reads as expired, not as a failure.
    expect(await bookshop.auth.pollMagicLink({ pollId: 'no-such-request-0000' })).toBe('expired');
  });

  it('signs in with a magic link on the device that opened it, and refuses a bad link as data', async () => {
    const { bookshop } = client();
    await bookshop.auth.requestMagicLink({ email: 'grace@example.com' });
    const token = await mailedToken('grace@example.com');
    const signedIn = await bookshop.auth.redeemMagicLink({ token });
    expect(signedIn.customerId).toBe('cust-000001');
    expect(await bookshop.auth.validateMagicLink({ token: 'not-a-real-token' })).toEqual({
      valid: false,
      message: 'The sign-in link is invalid or has expired.',
    });
  });

  it('resets a password with the mailed token, once', async () => {
    const { bookshop } = client();
    await bookshop.auth.requestPasswordReset({ email: 'yotpo.fails@example.com' });
    await bookshop.auth.requestPasswordReset({ email: 'nobody@example.com' });
    const token = await mailedToken('yotpo.fails@example.com');
    expect(await bookshop.auth.resetPassword({ token, password: 'Fresh!start1' })).toEqual({ ok: true });
    expect(await bookshop.auth.resetPassword({ token, password: 'Fresh!start2' })).toEqual({
      ok: false,
      message: 'The reset link is invalid or has expired.',
    });
    const signedIn = await bookshop.auth.signIn({ username: 'yotpo.fails@example.com', password: 'Fresh!start1' });
    expect(signedIn.customerId).toBe('cust-000004');
  });
});
