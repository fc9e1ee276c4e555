import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookshop } from '../createBookshop';
import { type AuthError, HttpError } from '../errors';
import { memoryTokenStore } from './tokenStore';

const BACKEND = 'https://backend.example.test';
const token = {
  access_token: 'tok',
  expires_in: 600,
  scope: 'manage_my_profile:shop customer_id:c9',
  token_type: 'Bearer',
};
const server = setupServer(
  http.post(`${BACKEND}/auth/customers/sign-up`, async ({ request }) => {
    const body = (await request.json()) as { email: string };
    if (body.email === 'taken@example.com') {
      return HttpResponse.json({ error: 'An account with this email already exists.' }, { status: 409 });
    }
    if (body.email === 'down@example.com') return HttpResponse.json({ error: 'Upstream failed' }, { status: 502 });
    return HttpResponse.json({ customerId: 'c9', customerNumber: '10000042', ...token }, { status: 201 });
  }),
  http.post(`${BACKEND}/auth/customers/magic-redeem-initial`, () =>
    HttpResponse.json({ error: 'The sign-in link is invalid or has expired.' }, { status: 400 }),
  ),
  http.post(`${BACKEND}/auth/customers/magic-poll`, () => HttpResponse.json({ status: 'approved' })),
  http.post(`${BACKEND}/auth/customers/magic-redeem-current`, async ({ request }) => {
    redeemed.push(await request.json());
    return HttpResponse.json(token);
  }),
);
const redeemed: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const input = { email: 'ruth@example.com', password: 'Gleaning!1', firstName: 'Ruth', lastName: 'Moab' };

describe('auth extras (back-end wire format)', () => {
  it('keeps the new customer signed in after sign-up', async () => {
    const tokenStore = memoryTokenStore();
    const bookshop = createBookshop({ backend: { baseUrl: BACKEND }, tokenStore, now: () => 0 });
    expect(await bookshop.auth.signUp(input)).toMatchObject({
      ok: true,
      customerId: 'c9',
      customerNumber: '10000042',
      expiresAt: 600_000,
    });
    expect((await tokenStore.get())?.accessToken).toBe('tok');
  });

  it('answers a taken email as data but throws on an outage', async () => {
    const bookshop = createBookshop({ backend: { baseUrl: BACKEND } });
    expect(await bookshop.auth.signUp({ ...input, email: 'taken@example.com' })).toEqual({
      ok: false,
      reason: 'email-taken',
      message: 'An account with this email already exists.',
    });
    expect(await bookshop.auth.signUp({ ...input, email: 'down@example.com' }).catch((e) => e)).toBeInstanceOf(
      HttpError,
    );
  });

  it('raises AuthError with the back end message for a refused magic link, and reads the poll state', async () => {
    const bookshop = createBookshop({ backend: { baseUrl: BACKEND } });
    const error = (await bookshop.auth.redeemMagicLink({ token: 'x'.repeat(20) }).catch((e) => e)) as AuthError;
    expect([error.name, error.message]).toEqual(['AuthError', 'The sign-in link is invalid or has expired.']);
    expect(await bookshop.auth.pollMagicLink({ pollId: 'p'.repeat(12) })).toBe('approved');
  });

  it("sends the signing-in device's anonymous basket with a magic-link redemption, and nothing when there is none", async () => {
    const bookshop = createBookshop({ backend: { baseUrl: BACKEND } });
    redeemed.length = 0;
    await bookshop.auth.redeemMagicLink({ pollId: 'p'.repeat(12), anonymousCartId: 'cart-1' });
    await bookshop.auth.redeemMagicLink({ pollId: 'p'.repeat(12), anonymousCartId: undefined });
    expect(redeemed).toEqual([{ pollId: 'p'.repeat(12), anonymousCartId: 'cart-1' }, { pollId: 'p'.repeat(12) }]);
  });
});
