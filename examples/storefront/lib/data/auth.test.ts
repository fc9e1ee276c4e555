import { AuthError, HttpError } from '@bookshop/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const shopper = vi.hoisted(() => ({
  auth: {
    signIn: vi.fn(),
    signUp: vi.fn(),
    requestPasswordReset: vi.fn(),
    resetPassword: vi.fn(),
    requestMagicLink: vi.fn(),
    pollMagicLink: vi.fn(),
    validateMagicLink: vi.fn(),
    redeemMagicLink: vi.fn(),
  },
  cart: { anonymousCartId: vi.fn(), converge: vi.fn() },
  customer: { me: vi.fn() },
}));

vi.mock('server-only', () => ({}));
vi.mock('../bookshop', () => ({ shopperBookshop: async () => shopper }));
const auth = await import('./auth');

const GRACE = { firstName: 'Grace', lastName: 'Wong', email: 'grace@example.com', customerNumber: '10000001' };
const UNAVAILABLE = { ok: false, reason: 'unavailable', message: 'Something went wrong, please try again later.' };

/** Every back-end call the shopper's client was asked to make. */
const backEndCalls = () =>
  Object.values(shopper.auth)
    .concat(shopper.cart.anonymousCartId, shopper.cart.converge, shopper.customer.me)
    .reduce((sum, call) => sum + call.mock.calls.length, 0);

describe('lib/data/auth', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    shopper.cart.anonymousCartId.mockResolvedValue(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  describe('signIn', () => {
    it('refuses a form the login rules refuse with their first message, before asking the back end', async () => {
      await expect(auth.signIn(null)).resolves.toMatchObject({ ok: false, reason: 'invalid' });
      await expect(auth.signIn({ username: '', password: 'x' })).resolves.toEqual({
        ok: false,
        reason: 'invalid',
        message: 'Please enter email or membership no',
      });
      await expect(auth.signIn({ username: 'grace', password: 'Psalm23!' })).resolves.toMatchObject({
        message: 'Please enter valid email or membership no',
      });
      await expect(auth.signIn({ username: 'grace@example.com', password: 'p' })).resolves.toMatchObject({
        message: 'Password too short',
      });
      expect(backEndCalls()).toBe(0);
    });

    it('signs in with the trimmed form, the anonymous basket and the shopper address, and answers the customer', async () => {
      shopper.cart.anonymousCartId.mockResolvedValue('cart-1');
      shopper.customer.me.mockResolvedValue(GRACE);
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      await expect(
        auth.signIn({ username: ' grace@example.com ', password: 'Psalm23!' }, { headers }),
      ).resolves.toEqual({
        ok: true,
        customer: { firstName: 'Grace', lastName: 'Wong', email: 'grace@example.com' },
      });
      expect(shopper.auth.signIn).toHaveBeenCalledWith(
        { username: 'grace@example.com', password: 'Psalm23!', anonymousCartId: 'cart-1' },
        { headers },
      );
      // The customer's baskets (the merged one and any other still active) are made one, once signed in.
      expect(shopper.cart.converge).toHaveBeenCalledTimes(1);
      expect(shopper.cart.converge.mock.invocationCallOrder[0]).toBeGreaterThan(
        shopper.auth.signIn.mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY,
      );
    });

    it('stays signed in when the baskets cannot be merged afterwards (logged)', async () => {
      shopper.cart.converge.mockRejectedValue(new Error('commerce down'));
      shopper.customer.me.mockResolvedValue(GRACE);
      await expect(auth.signIn({ username: 'grace@example.com', password: 'Psalm23!' })).resolves.toMatchObject({
        ok: true,
      });
      expect(console.error).toHaveBeenCalled();
    });

    it('signs in without a basket when the anonymous cart cannot be read', async () => {
      shopper.cart.anonymousCartId.mockRejectedValue(new Error('commerce down'));
      shopper.customer.me.mockResolvedValue(GRACE);
      await expect(auth.signIn({ username: '10000001', password: 'Psalm23!' })).resolves.toMatchObject({ ok: true });
      expect(shopper.auth.signIn.mock.calls[0]?.[0]).toMatchObject({ anonymousCartId: undefined });
    });

    it('answers a refused login, or one without a customer, as refused with the message for under the form', async () => {
      shopper.auth.signIn.mockRejectedValueOnce(new AuthError('Incorrect email or password', 'invalid_grant'));
      await expect(auth.signIn({ username: 'grace@example.com', password: 'wrong!' })).resolves.toEqual({
        ok: false,
        reason: 'refused',
        message: 'Incorrect email or password',
      });
      shopper.customer.me.mockResolvedValue(null);
      await expect(auth.signIn({ username: 'grace@example.com', password: 'Psalm23!' })).resolves.toEqual({
        ok: false,
        reason: 'refused',
        message: 'Incorrect email or password',
      });
    });

    it('answers an outage as unavailable and logs it', async () => {
      const down = new HttpError('Service Unavailable', 503, undefined, null);
      shopper.auth.signIn.mockRejectedValue(down);
      await expect(auth.signIn({ username: 'grace@example.com', password: 'Psalm23!' })).resolves.toEqual({
        ok: false,
        reason: 'unavailable',
        message: 'Sign-in is unavailable, please try again later',
      });
      expect(console.error).toHaveBeenCalledWith('Sign-in failed', down);
    });
  });

  describe('requestPasswordReset and requestMagicLink', () => {
    it.each([
      ['requestPasswordReset', auth.requestPasswordReset],
      ['requestMagicLink', auth.requestMagicLink],
    ] as const)('%s refuses an address that is not an email, before asking the back end', async (_name, request) => {
      for (const email of ['', '   ', 'grace', 'grace@example']) {
        await expect(request(email)).resolves.toEqual({
          ok: false,
          reason: 'invalid',
          message: 'Please enter a valid email.',
        });
      }
      expect(backEndCalls()).toBe(0);
    });

    it('sends the trimmed email and answers the poll id', async () => {
      shopper.auth.requestMagicLink.mockResolvedValue({ pollId: 'poll-1', expiresIn: 900 });
      await expect(auth.requestMagicLink(' grace@example.com ')).resolves.toEqual({ ok: true, pollId: 'poll-1' });
      expect(shopper.auth.requestMagicLink).toHaveBeenCalledWith({ email: 'grace@example.com' });
      await expect(auth.requestPasswordReset('grace@example.com')).resolves.toEqual({ ok: true });
      expect(shopper.auth.requestPasswordReset).toHaveBeenCalledWith({ email: 'grace@example.com' });
    });

    it('answers an outage with the message to try again later', async () => {
      shopper.auth.requestPasswordReset.mockRejectedValue(new Error('mail down'));
      await expect(auth.requestPasswordReset('grace@example.com')).resolves.toEqual(UNAVAILABLE);
    });
  });

  describe('resetPassword', () => {
    it('refuses a link without a token, before asking the back end', async () => {
      await expect(auth.resetPassword('', 'New!pass1')).resolves.toEqual({
        ok: false,
        reason: 'invalid',
        message: 'The reset link is invalid or has expired.',
      });
      expect(backEndCalls()).toBe(0);
    });

    it("passes on the back end's refusal and its success", async () => {
      shopper.auth.resetPassword.mockResolvedValueOnce({ ok: false, message: 'The reset link has expired.' });
      await expect(auth.resetPassword('token-1', 'New!pass1')).resolves.toEqual({
        ok: false,
        reason: 'invalid',
        message: 'The reset link has expired.',
      });
      shopper.auth.resetPassword.mockResolvedValueOnce({ ok: true });
      await expect(auth.resetPassword('token-1', 'New!pass1')).resolves.toEqual({ ok: true });
      expect(shopper.auth.resetPassword).toHaveBeenLastCalledWith({ token: 'token-1', password: 'New!pass1' });
    });
  });

  describe('the magic link', () => {
    it('polls: pending stays pending, anything but approved has expired, approved signs this device in', async () => {
      shopper.auth.pollMagicLink.mockResolvedValueOnce('pending');
      await expect(auth.pollMagicLink('poll-1')).resolves.toEqual({ ok: true, status: 'pending' });
      shopper.auth.pollMagicLink.mockResolvedValueOnce('redeemed');
      await expect(auth.pollMagicLink('poll-1')).resolves.toEqual({ ok: true, status: 'expired' });
      expect(shopper.auth.redeemMagicLink).not.toHaveBeenCalled();

      shopper.auth.pollMagicLink.mockResolvedValueOnce('approved');
      shopper.customer.me.mockResolvedValue(GRACE);
      await expect(auth.pollMagicLink('poll-1')).resolves.toEqual({
        ok: true,
        status: 'signed-in',
        customer: { firstName: 'Grace', lastName: 'Wong', email: 'grace@example.com' },
      });
      expect(shopper.auth.redeemMagicLink).toHaveBeenCalledWith({ pollId: 'poll-1' });
    });

    it("signs in at either end of the link with that device's basket, read only once the link is approved", async () => {
      shopper.cart.anonymousCartId.mockResolvedValue('cart-1');
      shopper.customer.me.mockResolvedValue(GRACE);
      shopper.auth.pollMagicLink.mockResolvedValueOnce('pending');
      await auth.pollMagicLink('poll-1');
      expect(shopper.cart.anonymousCartId).not.toHaveBeenCalled();
      shopper.auth.pollMagicLink.mockResolvedValueOnce('approved');
      await expect(auth.pollMagicLink('poll-1')).resolves.toMatchObject({ status: 'signed-in' });
      expect(shopper.auth.redeemMagicLink).toHaveBeenLastCalledWith({ pollId: 'poll-1', anonymousCartId: 'cart-1' });
      await expect(auth.redeemMagicLink('token-1')).resolves.toMatchObject({ ok: true });
      expect(shopper.auth.redeemMagicLink).toHaveBeenLastCalledWith({ token: 'token-1', anonymousCartId: 'cart-1' });
    });

    it('signs in with the link when the basket cannot be read, and logs it', async () => {
      shopper.cart.anonymousCartId.mockRejectedValue(new Error('commerce down'));
      shopper.customer.me.mockResolvedValue(GRACE);
      await expect(auth.redeemMagicLink('token-1')).resolves.toMatchObject({ ok: true });
      expect(shopper.auth.redeemMagicLink).toHaveBeenCalledWith({ token: 'token-1', anonymousCartId: undefined });
      expect(console.error).toHaveBeenCalledWith(
        'Could not load the anonymous basket to merge at sign-in',
        expect.any(Error),
      );
    });

    it('reads a poll id the back end refuses as expired, and an outage as unavailable', async () => {
      shopper.auth.pollMagicLink.mockRejectedValueOnce(new HttpError('Invalid pollId', 400, 'invalid_input', null));
      await expect(auth.pollMagicLink('nope')).resolves.toEqual({ ok: true, status: 'expired' });
      shopper.auth.pollMagicLink.mockRejectedValueOnce(new HttpError('Too many requests', 429, undefined, null));
      await expect(auth.pollMagicLink('poll-1')).resolves.toEqual(UNAVAILABLE);
    });

    it('answers a refused redemption as refused with its message', async () => {
      shopper.auth.redeemMagicLink.mockRejectedValue(new AuthError('This link has already been used.'));
      await expect(auth.redeemMagicLink('token-1')).resolves.toEqual({
        ok: false,
        reason: 'refused',
        message: 'This link has already been used.',
      });
      shopper.auth.pollMagicLink.mockResolvedValue('approved');
      await expect(auth.pollMagicLink('poll-1')).resolves.toMatchObject({ ok: false, reason: 'refused' });
    });

    it('approves a valid link and says why another is not', async () => {
      shopper.auth.validateMagicLink.mockResolvedValueOnce({ valid: true, email: 'grace@example.com' });
      await expect(auth.approveMagicLink('token-1')).resolves.toEqual({ ok: true, email: 'grace@example.com' });
      shopper.auth.validateMagicLink.mockResolvedValueOnce({
        valid: false,
        message: 'The sign-in link is invalid or has expired.',
      });
      await expect(auth.approveMagicLink('token-2')).resolves.toEqual({
        ok: false,
        reason: 'invalid',
        message: 'The sign-in link is invalid or has expired.',
      });
    });
  });

  describe('signUp', () => {
    const JOIN = { firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia@example.com', password: 'Purple!cloth1' };

    it('says what is wrong beside each field, before asking the back end', async () => {
      await expect(auth.signUp({ firstName: '', lastName: ' ', email: '', password: '' })).resolves.toEqual({
        ok: false,
        reason: 'invalid',
        fields: {
          firstName: 'Required',
          lastName: 'Required',
          email: 'Please enter a valid email.',
          password: 'Required',
        },
      });
      await expect(
        auth.signUp({ firstName: 'L', lastName: 'T'.repeat(101), email: 'lydia@example', password: 'purple' }),
      ).resolves.toEqual({
        ok: false,
        reason: 'invalid',
        fields: {
          firstName: 'Too Short!',
          lastName: 'Names are limited to 100 characters.',
          email: 'Please enter a valid email.',
          password: 'Use at least 6 letters, digits or !@#$%^&*, with at least one of !@#$%^&*.',
        },
      });
      expect(backEndCalls()).toBe(0);
    });

    it('allows a name of exactly 100 characters', async () => {
      shopper.auth.signUp.mockResolvedValue({ ok: true });
      shopper.customer.me.mockResolvedValue(null);
      await expect(auth.signUp({ ...JOIN, lastName: 'T'.repeat(100) })).resolves.toEqual({ ok: true, customer: null });
    });

    it('creates the account with trimmed names and email, and answers the new customer', async () => {
      shopper.auth.signUp.mockResolvedValue({ ok: true });
      shopper.customer.me.mockResolvedValue({ ...GRACE, firstName: 'Lydia', lastName: 'Thyatira' });
      await expect(
        auth.signUp({ ...JOIN, firstName: ' Lydia ', lastName: 'Thyatira ', email: ' lydia@example.com' }),
      ).resolves.toEqual({
        ok: true,
        customer: { firstName: 'Lydia', lastName: 'Thyatira', email: 'grace@example.com' },
      });
      expect(shopper.auth.signUp).toHaveBeenCalledWith(JOIN);
    });

    it("joins with the visitor's basket, so it becomes the new customer's", async () => {
      shopper.cart.anonymousCartId.mockResolvedValue('cart-1');
      shopper.auth.signUp.mockResolvedValue({ ok: true });
      shopper.customer.me.mockResolvedValue(GRACE);
      await auth.signUp(JOIN);
      expect(shopper.auth.signUp).toHaveBeenCalledWith({ ...JOIN, anonymousCartId: 'cart-1' });
    });

    it('puts an email in use beside the email field, and any other refusal over the form', async () => {
      shopper.auth.signUp.mockResolvedValueOnce({
        ok: false,
        reason: 'email-taken',
        message: 'An account already uses this email.',
      });
      await expect(auth.signUp(JOIN)).resolves.toEqual({
        ok: false,
        reason: 'email-taken',
        fields: { email: 'An account already uses this email.' },
      });
      shopper.auth.signUp.mockResolvedValueOnce({ ok: false, reason: 'invalid', message: 'Password refused.' });
      await expect(auth.signUp(JOIN)).resolves.toEqual({ ok: false, reason: 'invalid', message: 'Password refused.' });
    });

    it('answers an outage with the message to try again later', async () => {
      shopper.auth.signUp.mockRejectedValue(new Error('account service down'));
      await expect(auth.signUp(JOIN)).resolves.toEqual(UNAVAILABLE);
    });
  });

  describe('authAnswer', () => {
    const answered = async (answer: object) =>
      answer instanceof Response
        ? { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: await answer.json() }
        : answer;

    it('answers a success without its ok, and each failure as a refusal whose code is the reason, with its status', async () => {
      expect(auth.authAnswer({ ok: true, pollId: 'p' } as { ok: true })).toEqual({ pollId: 'p' });
      const cases = [
        [{ ok: false, reason: 'invalid', message: 'm' }, 400, { error: 'm', code: 'invalid' }],
        [{ ok: false, reason: 'refused', message: 'm' }, 401, { error: 'm', code: 'refused' }],
        [
          { ok: false, reason: 'email-taken', fields: { email: 'm' } },
          409,
          { error: 'm', field: 'email', code: 'email-taken' },
        ],
        [{ ok: false, reason: 'unavailable', message: 'm' }, 502, { error: 'm', code: 'unavailable' }],
      ] as const;
      for (const [result, status, body] of cases) {
        expect(await answered(auth.authAnswer(result)), result.reason).toEqual({ status, retryAfter: null, body });
      }
    });

    it("answers a join's problems by the first field", async () => {
      const problems = {
        ok: false,
        reason: 'invalid',
        fields: { lastName: 'Required', password: 'Required' },
      } as const;
      expect(await answered(auth.authAnswer(problems))).toMatchObject({
        status: 400,
        body: { error: 'Required', field: 'lastName', code: 'invalid' },
      });
    });

    it('answers a paused sign-in with 429, its wait in minutes and Retry-After; 15 minutes when the back end said none', async () => {
      const paused = { ok: false, reason: 'paused', message: 'Incorrect email or password' } as const;
      expect(await answered(auth.authAnswer({ ...paused, retryAfterSeconds: 61 }))).toEqual({
        status: 429,
        retryAfter: '61',
        body: { error: 'Incorrect email or password', code: 'paused', pausedMinutes: 2 },
      });
      expect(await answered(auth.authAnswer(paused))).toMatchObject({
        retryAfter: '900',
        body: { pausedMinutes: 15 },
      });
    });
  });
});
