import { AuthError, HttpError, SignInPausedError } from '@bookshop/sdk';
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
const { routeFailure } = await import('../http/routeFailure');

const GRACE = { firstName: 'Grace', lastName: 'Wong', email: 'grace@example.com', customerNumber: '10000001' };
const UNAVAILABLE = {
  status: 502,
  retryAfter: null,
  body: { error: 'Something went wrong, please try again later.', code: 'unavailable' },
};

// Each route's failure wording, as under app/api/auth: signing in, the help that signs no one in, a link that signs in.
const SIGN_IN = {
  what: 'Sign-in',
  ...auth.authFailures('Sign-in is unavailable, please try again later'),
  signsIn: true,
};
const HELP = { what: 'Password reset', ...auth.authFailures() };
const BY_LINK = { what: 'Sign-in by email', ...auth.authFailures(), signsIn: true };

/** What a call answers as its route answers it: its value, or its failure through the route's failure map. */
const answered = (call: Promise<object>, wording: Parameters<typeof routeFailure>[1]) =>
  call.then(
    (value) => value,
    async (error: unknown) => {
      const response = routeFailure(error, wording);
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    },
  );
const refusal = (status: number, body: object) => ({ status, retryAfter: null, body });

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
    const signIn = (posted: unknown, options?: { headers?: Record<string, string> }) =>
      answered(auth.signIn(posted, options), SIGN_IN);

    it('refuses a form the login rules refuse with their first message, before asking the back end', async () => {
      await expect(signIn(null)).resolves.toMatchObject({ status: 400, body: { code: 'invalid' } });
      await expect(signIn({ username: '', password: 'x' })).resolves.toEqual(
        refusal(400, { error: 'Please enter email or membership no', code: 'invalid' }),
      );
      await expect(signIn({ username: 'grace', password: 'Psalm23!' })).resolves.toMatchObject({
        body: { error: 'Please enter valid email or membership no' },
      });
      await expect(signIn({ username: 'grace@example.com', password: 'p' })).resolves.toMatchObject({
        body: { error: 'Password too short' },
      });
      expect(backEndCalls()).toBe(0);
    });

    it('signs in with the trimmed form, the anonymous basket and the shopper address, and answers the customer', async () => {
      shopper.cart.anonymousCartId.mockResolvedValue('cart-1');
      shopper.customer.me.mockResolvedValue(GRACE);
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      await expect(signIn({ username: ' grace@example.com ', password: 'Psalm23!' }, { headers })).resolves.toEqual({
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
      await expect(signIn({ username: 'grace@example.com', password: 'Psalm23!' })).resolves.toMatchObject({
        customer: { firstName: 'Grace' },
      });
      expect(console.error).toHaveBeenCalled();
    });

    it('signs in without a basket when the anonymous cart cannot be read', async () => {
      shopper.cart.anonymousCartId.mockRejectedValue(new Error('commerce down'));
      shopper.customer.me.mockResolvedValue(GRACE);
      await expect(signIn({ username: '10000001', password: 'Psalm23!' })).resolves.toMatchObject({
        customer: { firstName: 'Grace' },
      });
      expect(shopper.auth.signIn.mock.calls[0]?.[0]).toMatchObject({ anonymousCartId: undefined });
    });

    it('answers a refused login, or one without a customer, as refused with the message for under the form', async () => {
      const refused = refusal(401, { error: 'Incorrect email or password', code: 'refused' });
      shopper.auth.signIn.mockRejectedValueOnce(new AuthError('Incorrect email or password', 'invalid_grant'));
      await expect(signIn({ username: 'grace@example.com', password: 'wrong!' })).resolves.toEqual(refused);
      shopper.customer.me.mockResolvedValue(null);
      await expect(signIn({ username: 'grace@example.com', password: 'Psalm23!' })).resolves.toEqual(refused);
    });

    it('answers a paused sign-in with 429, its wait in minutes and Retry-After; 15 minutes when the back end said none', async () => {
      const paused = (seconds?: number) => new SignInPausedError('Incorrect email or password', 'paused', seconds);
      shopper.auth.signIn.mockRejectedValueOnce(paused(61));
      await expect(signIn({ username: 'grace@example.com', password: 'wrong!' })).resolves.toEqual({
        status: 429,
        retryAfter: '61',
        body: { error: 'Incorrect email or password', code: 'paused', pausedMinutes: 2 },
      });
      shopper.auth.signIn.mockRejectedValueOnce(paused());
      await expect(signIn({ username: 'grace@example.com', password: 'wrong!' })).resolves.toMatchObject({
        retryAfter: '900',
        body: { pausedMinutes: 15 },
      });
    });

    it('answers an outage as unavailable and logs it', async () => {
      const down = new HttpError('Service Unavailable', 503, undefined, null);
      shopper.auth.signIn.mockRejectedValue(down);
      await expect(signIn({ username: 'grace@example.com', password: 'Psalm23!' })).resolves.toEqual({
        status: 502,
        retryAfter: null,
        body: { error: 'Sign-in is unavailable, please try again later', code: 'unavailable' },
      });
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Sign-in'), down);
    });
  });

  describe('requestPasswordReset and requestMagicLink', () => {
    it.each([
      ['requestPasswordReset', auth.requestPasswordReset],
      ['requestMagicLink', auth.requestMagicLink],
    ] as const)('%s refuses an address that is not an email, before asking the back end', async (_name, request) => {
      for (const email of ['', '   ', 'grace', 'grace@example']) {
        await expect(answered(request(email), HELP)).resolves.toEqual(
          refusal(400, { error: 'Please enter a valid email.', code: 'invalid' }),
        );
      }
      expect(backEndCalls()).toBe(0);
    });

    it('sends the trimmed email and answers the poll id', async () => {
      shopper.auth.requestMagicLink.mockResolvedValue({ pollId: 'poll-1', expiresIn: 900 });
      await expect(answered(auth.requestMagicLink(' grace@example.com '), HELP)).resolves.toEqual({ pollId: 'poll-1' });
      expect(shopper.auth.requestMagicLink).toHaveBeenCalledWith({ email: 'grace@example.com' });
      await expect(answered(auth.requestPasswordReset('grace@example.com'), HELP)).resolves.toEqual({});
      expect(shopper.auth.requestPasswordReset).toHaveBeenCalledWith({ email: 'grace@example.com' });
    });

    it('answers an outage, a refusal the back end left unanswered included, with the message to try again later', async () => {
      shopper.auth.requestPasswordReset.mockRejectedValueOnce(new Error('mail down'));
      await expect(answered(auth.requestPasswordReset('grace@example.com'), HELP)).resolves.toEqual(UNAVAILABLE);
      shopper.auth.requestPasswordReset.mockRejectedValueOnce(new HttpError('Too many requests', 429, undefined, null));
      await expect(answered(auth.requestPasswordReset('grace@example.com'), HELP)).resolves.toEqual(UNAVAILABLE);
    });
  });

  describe('resetPassword', () => {
    it('refuses a link without a token, before asking the back end', async () => {
      await expect(answered(auth.resetPassword('', 'New!pass1'), HELP)).resolves.toEqual(
        refusal(400, { error: 'The reset link is invalid or has expired.', code: 'invalid' }),
      );
      expect(backEndCalls()).toBe(0);
    });

    it("passes on the back end's refusal and its success", async () => {
      shopper.auth.resetPassword.mockResolvedValueOnce({ ok: false, message: 'The reset link has expired.' });
      await expect(answered(auth.resetPassword('token-1', 'New!pass1'), HELP)).resolves.toEqual(
        refusal(400, { error: 'The reset link has expired.', code: 'invalid' }),
      );
      shopper.auth.resetPassword.mockResolvedValueOnce({ ok: true });
      await expect(answered(auth.resetPassword('token-1', 'New!pass1'), HELP)).resolves.toEqual({});
      expect(shopper.auth.resetPassword).toHaveBeenLastCalledWith({ token: 'token-1', password: 'New!pass1' });
    });
  });

  describe('the magic link', () => {
    const poll = (pollId: string) => answered(auth.pollMagicLink(pollId), BY_LINK);
    const redeem = (token: string) => answered(auth.redeemMagicLink(token), BY_LINK);

    it('polls: pending stays pending, anything but approved has expired, approved signs this device in', async () => {
      shopper.auth.pollMagicLink.mockResolvedValueOnce('pending');
      await expect(poll('poll-1')).resolves.toEqual({ status: 'pending' });
      shopper.auth.pollMagicLink.mockResolvedValueOnce('redeemed');
      await expect(poll('poll-1')).resolves.toEqual({ status: 'expired' });
      expect(shopper.auth.redeemMagicLink).not.toHaveBeenCalled();

      shopper.auth.pollMagicLink.mockResolvedValueOnce('approved');
      shopper.customer.me.mockResolvedValue(GRACE);
      await expect(poll('poll-1')).resolves.toEqual({
        status: 'signed-in',
        customer: { firstName: 'Grace', lastName: 'Wong', email: 'grace@example.com' },
      });
      expect(shopper.auth.redeemMagicLink).toHaveBeenCalledWith({ pollId: 'poll-1' });
    });

    it("signs in at either end of the link with that device's basket, read only once the link is approved", async () => {
      shopper.cart.anonymousCartId.mockResolvedValue('cart-1');
      shopper.customer.me.mockResolvedValue(GRACE);
      shopper.auth.pollMagicLink.mockResolvedValueOnce('pending');
      await poll('poll-1');
      expect(shopper.cart.anonymousCartId).not.toHaveBeenCalled();
      shopper.auth.pollMagicLink.mockResolvedValueOnce('approved');
      await expect(poll('poll-1')).resolves.toMatchObject({ status: 'signed-in' });
      expect(shopper.auth.redeemMagicLink).toHaveBeenLastCalledWith({ pollId: 'poll-1', anonymousCartId: 'cart-1' });
      await expect(redeem('token-1')).resolves.toMatchObject({ customer: { firstName: 'Grace' } });
      expect(shopper.auth.redeemMagicLink).toHaveBeenLastCalledWith({ token: 'token-1', anonymousCartId: 'cart-1' });
    });

    it('signs in with the link when the basket cannot be read, and logs it', async () => {
      shopper.cart.anonymousCartId.mockRejectedValue(new Error('commerce down'));
      shopper.customer.me.mockResolvedValue(GRACE);
      await expect(redeem('token-1')).resolves.toMatchObject({ customer: { firstName: 'Grace' } });
      expect(shopper.auth.redeemMagicLink).toHaveBeenCalledWith({ token: 'token-1', anonymousCartId: undefined });
      expect(console.error).toHaveBeenCalledWith(
        'Could not load the anonymous basket to merge at sign-in',
        expect.any(Error),
      );
    });

    it('reads a poll id the back end refuses as expired, and an outage as unavailable', async () => {
      shopper.auth.pollMagicLink.mockRejectedValueOnce(new HttpError('Invalid pollId', 400, 'invalid_input', null));
      await expect(poll('nope')).resolves.toEqual({ status: 'expired' });
      shopper.auth.pollMagicLink.mockRejectedValueOnce(new HttpError('Too many requests', 429, undefined, null));
      await expect(poll('poll-1')).resolves.toEqual(UNAVAILABLE);
    });

    it('answers a refused redemption as refused with its message', async () => {
      shopper.auth.redeemMagicLink.mockRejectedValue(new AuthError('This link has already been used.'));
      await expect(redeem('token-1')).resolves.toEqual(
        refusal(401, { error: 'This link has already been used.', code: 'refused' }),
      );
      shopper.auth.pollMagicLink.mockResolvedValue('approved');
      await expect(poll('poll-1')).resolves.toMatchObject({ status: 401, body: { code: 'refused' } });
    });

    it('approves a valid link and says why another is not', async () => {
      shopper.auth.validateMagicLink.mockResolvedValueOnce({ valid: true, email: 'grace@example.com' });
      await expect(answered(auth.approveMagicLink('token-1'), HELP)).resolves.toEqual({ email: 'grace@example.com' });
      shopper.auth.validateMagicLink.mockResolvedValueOnce({
        valid: false,
        message: 'The sign-in link is invalid or has expired.',
      });
      await expect(answered(auth.approveMagicLink('token-2'), HELP)).resolves.toEqual(
        refusal(400, { error: 'The sign-in link is invalid or has expired.', code: 'invalid' }),
      );
    });
  });

  describe('signUp', () => {
    const JOIN = { firstName: 'Lydia', lastName: 'Thyatira', email: 'lydia@example.com', password: 'Purple!cloth1' };
    const JOINING = { what: 'Joining', ...auth.authFailures() };
    const signUp = (input: typeof JOIN) => answered(auth.signUp(input), JOINING);

    it('refuses a join with problems by its first field, before asking the back end', async () => {
      await expect(signUp({ firstName: '', lastName: ' ', email: '', password: '' })).resolves.toEqual(
        refusal(400, { error: 'Required', field: 'firstName', code: 'invalid' }),
      );
      await expect(
        signUp({ firstName: 'L', lastName: 'T'.repeat(101), email: 'lydia@example', password: 'purple' }),
      ).resolves.toEqual(refusal(400, { error: 'Too Short!', field: 'firstName', code: 'invalid' }));
      await expect(signUp({ ...JOIN, password: 'purple' })).resolves.toEqual(
        refusal(400, {
          error: 'Use at least 6 letters, digits or !@#$%^&*, with at least one of !@#$%^&*.',
          field: 'password',
          code: 'invalid',
        }),
      );
      expect(backEndCalls()).toBe(0);
    });

    it('allows a name of exactly 100 characters', async () => {
      shopper.auth.signUp.mockResolvedValue({ ok: true });
      shopper.customer.me.mockResolvedValue(null);
      await expect(signUp({ ...JOIN, lastName: 'T'.repeat(100) })).resolves.toEqual({ customer: null });
    });

    it('creates the account with trimmed names and email, and answers the new customer', async () => {
      shopper.auth.signUp.mockResolvedValue({ ok: true });
      shopper.customer.me.mockResolvedValue({ ...GRACE, firstName: 'Lydia', lastName: 'Thyatira' });
      await expect(
        signUp({ ...JOIN, firstName: ' Lydia ', lastName: 'Thyatira ', email: ' lydia@example.com' }),
      ).resolves.toEqual({
        customer: { firstName: 'Lydia', lastName: 'Thyatira', email: 'grace@example.com' },
      });
      expect(shopper.auth.signUp).toHaveBeenCalledWith(JOIN);
    });

    it("joins with the visitor's basket, so it becomes the new customer's", async () => {
      shopper.cart.anonymousCartId.mockResolvedValue('cart-1');
      shopper.auth.signUp.mockResolvedValue({ ok: true });
      shopper.customer.me.mockResolvedValue(GRACE);
      await signUp(JOIN);
      expect(shopper.auth.signUp).toHaveBeenCalledWith({ ...JOIN, anonymousCartId: 'cart-1' });
    });

    it('puts an email in use beside the email field, and any other refusal over the form', async () => {
      shopper.auth.signUp.mockResolvedValueOnce({
        ok: false,
        reason: 'email-taken',
        message: 'An account already uses this email.',
      });
      await expect(signUp(JOIN)).resolves.toEqual(
        refusal(409, { error: 'An account already uses this email.', field: 'email', code: 'email-taken' }),
      );
      shopper.auth.signUp.mockResolvedValueOnce({ ok: false, reason: 'invalid', message: 'Password refused.' });
      await expect(signUp(JOIN)).resolves.toEqual(refusal(400, { error: 'Password refused.', code: 'invalid' }));
    });

    it('answers an outage, and a new account without a customer id, with the message to try again later', async () => {
      shopper.auth.signUp.mockRejectedValueOnce(new Error('account service down'));
      await expect(signUp(JOIN)).resolves.toEqual(UNAVAILABLE);
      shopper.auth.signUp.mockRejectedValueOnce(new AuthError('Incorrect email or password', 'missing_customer_id'));
      await expect(signUp(JOIN)).resolves.toEqual(UNAVAILABLE);
    });
  });
});
