import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookshop } from '../createBookshop';
import { AuthError, ValidationError } from '../errors';
import { memoryTokenStore } from './tokenStore';

const BACKEND = 'https://backend.example.test';
const bodies: unknown[] = [];
const server = setupServer(
  http.post(`${BACKEND}/auth/customers/token`, async ({ request }) => {
    const body = (await request.json()) as { username: string; password: string };
    bodies.push(body);
    if (body.username === 'grace@example.com' && body.password === 'right') {
      return HttpResponse.json({
        access_token: 'tok',
        expires_in: 600,
        refresh_token: 'ref',
        scope: 'manage_my_profile:bookshop customer_id:cust-1',
        token_type: 'Bearer',
      });
    }
    if (body.username === 'odd@example.com')
      return HttpResponse.json({ error: 'invalid_customer_account_credentials' });
    if (body.username === 'empty@example.com') return HttpResponse.json(null);
    if (body.username === 'noscope@example.com')
      return HttpResponse.json({ access_token: 'x', scope: 'manage_my_profile:bookshop' });
    return HttpResponse.json({ error: 'invalid_customer_account_credentials' }, { status: 401 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('auth', () => {
  it('signs in with a trimmed username, merges the anonymous cart and stores the token', async () => {
    const tokenStore = memoryTokenStore();
    const bookshop = createBookshop({ backend: { baseUrl: BACKEND }, tokenStore, now: () => 0 });
    const signedIn = await bookshop.auth.signIn({
      username: ' grace@example.com ',
      password: 'right',
      anonymousCartId: 'cart-9',
    });
    expect(signedIn).toMatchObject({
      customerId: 'cust-1',
      accessToken: 'tok',
      refreshToken: 'ref',
      expiresAt: 600_000,
    });
    expect(bodies.at(-1)).toEqual({ username: 'grace@example.com', password: 'right', anonymousCartId: 'cart-9' });
    expect((await tokenStore.get())?.customerId).toBe('cust-1');
    await bookshop.auth.signOut();
    expect(await tokenStore.get()).toBeUndefined();
  });

  it.each([
    ['a 401 answer', 'grace@example.com', 'wrong', 'invalid_customer_account_credentials'],
    ['an error in a 200 answer', 'odd@example.com', 'x', 'invalid_customer_account_credentials'],
    ['a token without a customer', 'noscope@example.com', 'x', 'missing_customer_id'],
  ])('turns %s into AuthError with the shopper-facing message', async (_case, username, password, code) => {
    const tokenStore = memoryTokenStore();
    const bookshop = createBookshop({ backend: { baseUrl: BACKEND }, tokenStore });
    const error = (await bookshop.auth.signIn({ username, password }).catch((e) => e)) as AuthError;
    expect(error).toBeInstanceOf(AuthError);
    expect([error.message, error.code]).toEqual(['Incorrect email or password', code]);
    expect(await tokenStore.get()).toBeUndefined();
  });

  it('reads a 200 that is neither a token nor a refusal as a broken answer, not as wrong credentials', async () => {
    const tokenStore = memoryTokenStore();
    const bookshop = createBookshop({ backend: { baseUrl: BACKEND }, tokenStore });
    const error = await bookshop.auth.signIn({ username: 'empty@example.com', password: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toMatch(/^The back end \(auth\/customers\/token\)/);
    expect(await tokenStore.get()).toBeUndefined();
  });
});
