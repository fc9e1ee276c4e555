import type { OAuth } from '../commercetools/oauth';
import type { BookshopConfig } from '../config';
import {
  AuthError,
  BookshopError,
  HttpError,
  isRefusedRefresh,
  SESSION_ENDED_MESSAGE,
  SignInPausedError,
} from '../errors';
import * as z from '../transport/guard';
import { type Http, type NoInput, type RequestOptions, serverCode } from '../transport/http';
import { parseWire } from '../transport/wire';
import { type TokenResponse, type TokenSet, toTokenSet } from './tokenStore';
import { wireToken } from './wireToken';

/** What sign-in needs: an email or membership number, the password, and the anonymous cart to merge. */
export interface SignInInput {
  username: string;
  password: string;
  /** The anonymous shopper's cart, merged into the customer's at sign-in (`cart.anonymousCartId()` may be undefined). */
  anonymousCartId?: string | undefined;
}

/** A signed-in session: the customer's token pair and their commerce customer id. */
export type SignedIn = TokenSet & { customerId: string };

/** A magic-link request under way: the id this device polls with, and the seconds the link stays valid. */
export interface MagicLinkRequest {
  pollId: string;
  expiresIn?: number;
}

/** An emailed sign-in link checked: valid (with the account's email), or why not. */
export type MagicLinkCheck = { valid: true; email?: string } | { valid: false; message: string };

/** A password reset's outcome: done, or the back end's reason (an expired link, a refused password). */
export type PasswordResetResult = { ok: true } | { ok: false; message: string };

/** Whether an email or membership number has an account, and whether its email is verified. */
export interface UserCheck {
  exists: boolean;
  isEmailVerified: boolean;
}

/** Signing in and out through the shop's back end (`auth/customers/token`). */
export interface AuthResource {
  /**
   * Signs a customer in and keeps the token in the configured token store. A refused login raises
   * {@link AuthError} with the message shoppers see, 'Incorrect email or password'.
   *
   * @example
   * ```ts
   * const { customerId } = await bookshop.auth.signIn({ username: 'grace@example.com', password: '…' });
   * ```
   */
  signIn(input: SignInInput, options?: RequestOptions): Promise<SignedIn>;
  /**
   * Ends the session: the token is forgotten at once, and then revoked at commercetools (`/oauth/token/revoke`, the
   * refresh token and the access token), so a copy of it kept elsewhere (a shared computer's cookie) stops working too.
   * A revocation that fails is logged; the shopper is signed out here either way. The next commerce call starts a
   * fresh anonymous session.
   *
   * @example
   * ```ts
   * await bookshop.auth.signOut();
   * ```
   */
  signOut(input?: NoInput, options?: RequestOptions): Promise<void>;
  /**
   * Renews the stored token now with its refresh token (the SDK also does this by itself shortly before expiry).
   * Resolves to the new token, or `undefined` when there is no token that can be refreshed. When the service refuses
   * the refresh token (400 `invalid_grant`), the stored token is cleared and the call rejects with an `AuthError`
   * whose message is `SESSION_ENDED_MESSAGE` and whose `code` is `invalid_grant`; any other failure leaves the
   * session as it was.
   *
   * @example
   * ```ts
   * await bookshop.auth.refresh();
   * ```
   */
  refresh(input?: NoInput, options?: RequestOptions): Promise<TokenSet | undefined>;
  /**
   * Creates an account through the back end (`auth/customers/sign-up`) and signs the new customer in. An email
   * already in use or input the back end refuses is data (`ok: false` with its message), not an exception.
   *
   * @example
   * ```ts
   * const result = await bookshop.auth.signUp({ email, password, firstName: 'Ruth', lastName: 'Moab' });
   * if (!result.ok) setFormError(result.message);
   * ```
   */
  signUp(input: SignUpInput, options?: RequestOptions): Promise<SignUpResult>;
  /**
   * Starts a passwordless sign-in: the back end emails a link and answers a `pollId` (the same for unknown emails).
   *
   * @example
   * ```ts
   * const { pollId } = await bookshop.auth.requestMagicLink({ email: 'grace@example.com' });
   * ```
   */
  requestMagicLink(input: { email: string }, options?: RequestOptions): Promise<MagicLinkRequest>;
  /**
   * Emails a fresh link for a pending request (`magic-push`).
   *
   * @example
   * ```ts
   * await bookshop.auth.resendMagicLink({ pollId });
   * ```
   */
  resendMagicLink(input: { pollId: string }, options?: RequestOptions): Promise<void>;
  /**
   * The state of a passwordless request, for the device that asked (`magic-poll`); one the back end does not know
   * (it expired and was swept) is `'expired'`.
   *
   * @example
   * ```ts
   * if ((await bookshop.auth.pollMagicLink({ pollId })) === 'approved') await bookshop.auth.redeemMagicLink({ pollId });
   * ```
   */
  pollMagicLink(input: { pollId: string }, options?: RequestOptions): Promise<MagicLinkStatus>;
  /**
   * Checks (and approves) the token of an opened link (`magic-validate-token`); an invalid or expired link is
   * `{ valid: false, message }`.
   *
   * @example
   * ```ts
   * const check = await bookshop.auth.validateMagicLink({ token });
   * ```
   */
  validateMagicLink(input: { token: string }, options?: RequestOptions): Promise<MagicLinkCheck>;
  /**
   * Signs in with a passwordless request and stores the token: `{ pollId }` on the device that asked once it is
   * approved (`magic-redeem-current`), `{ token }` on the device that opened the link (`magic-redeem-initial`).
   * `anonymousCartId` is the signing-in device's anonymous basket, merged into the customer's as at sign-in.
   * A refused redemption raises {@link AuthError} with the back end's message.
   *
   * @example
   * ```ts
   * const anonymousCartId = await bookshop.cart.anonymousCartId();
   * const { customerId } = await bookshop.auth.redeemMagicLink({ token, anonymousCartId });
   * ```
   */
  redeemMagicLink(input: MagicLinkRedemption, options?: RequestOptions): Promise<SignedIn>;
  /**
   * Asks for a password-reset email (`password-reset-token`); answers the same whether or not the account exists.
   *
   * @example
   * ```ts
   * await bookshop.auth.requestPasswordReset({ email });
   * ```
   */
  requestPasswordReset(input: { email: string }, options?: RequestOptions): Promise<void>;
  /**
   * Sets a new password with the token from the reset email (`password-reset-flow`); an invalid link or a
   * password the back end refuses is `{ ok: false, message }`.
   *
   * @example
   * ```ts
   * const result = await bookshop.auth.resetPassword({ token, password: 'New!pass1' });
   * ```
   */
  resetPassword(input: { token: string; password: string }, options?: RequestOptions): Promise<PasswordResetResult>;
  /**
   * Whether an email or member number has an account, and whether its email is verified (`auth/verifyUser`).
   *
   * @example
   * ```ts
   * const { exists } = await bookshop.auth.verifyUser({ username: 'grace@example.com' });
   * ```
   */
  verifyUser(input: { username: string }, options?: RequestOptions): Promise<UserCheck>;
}

/** A new account's details; the back end checks them again (password: 6+ characters with a special one). */
export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  title?: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth?: string;
  phone?: string;
  gender?: 'Male' | 'Female';
  /** The anonymous shopper's cart, merged into the new account's. */
  anonymousCartId?: string | undefined;
}

/** A sign-up's outcome: signed in, or the reason it was refused. */
export type SignUpResult =
  | (TokenSet & { ok: true; customerId: string; customerNumber: string })
  | { ok: false; reason: 'email-taken' | 'invalid'; message: string };

/**
 * What redeems a passwordless request: its `pollId` (the device that asked) or the link's `token` (the device that
 * opened it), with that device's anonymous basket to merge.
 */
export type MagicLinkRedemption = ({ pollId: string } | { token: string }) & {
  /** The anonymous shopper's cart on the signing-in device, merged into the customer's (as at sign-in). */
  anonymousCartId?: string | undefined;
};

/** A passwordless request's state: waiting, approved from the link, used, or expired. */
export type MagicLinkStatus = 'pending' | 'approved' | 'redeemed' | 'expired';

const wireSignUp = z.looseObject({
  ...wireToken.shape,
  customerId: z.string(),
  customerNumber: z.union([z.string(), z.number()]),
});
const wireMagicRequest = z.object({ pollId: z.string(), expiresIn: z.optional(z.number()) });
const wireMagicPoll = z.object({ status: z.enum(['pending', 'approved', 'redeemed', 'expired']) });
const wireMagicValidate = z.object({ valid: z.boolean(), email: z.optional(z.string()) });
const wireVerifyUser = z.object({ exists: z.boolean(), isEmailVerified: z._default(z.boolean(), false) });

/** A 4xx answer's message, for outcomes the shopper is told about. */
const refusal = (error: unknown): string | undefined =>
  error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 429
    ? error.message
    : undefined;

/**
 * The message shown under the login form for any refused sign-in (spec A4).
 *
 * @example
 * ```ts
 * await bookshop.auth.signIn(values).catch((error) => {
 *   if (error instanceof AuthError) setError(SIGN_IN_FAILED_MESSAGE); // 'Incorrect email or password'
 * });
 * ```
 */
export const SIGN_IN_FAILED_MESSAGE = 'Incorrect email or password';

export function createAuthResource(config: BookshopConfig, http: Http, oauth: OAuth): AuthResource {
  const backend = (path: string, body: unknown, options: RequestOptions) => {
    if (!config.backend) throw new BookshopError('The backend service is not configured');
    return http(`${config.backend.baseUrl}/${path}`, { ...options, method: 'POST', body });
  };
  const keep = async (answer: TokenResponse) => {
    const token = toTokenSet(answer, config.now());
    if (!token.customerId) throw new AuthError(SIGN_IN_FAILED_MESSAGE, 'missing_customer_id');
    await config.tokenStore.set(token);
    return { ...token, customerId: token.customerId };
  };
  return {
    async signIn({ username, password, anonymousCartId }, options = {}) {
      if (!config.backend) throw new BookshopError('The backend service is not configured');
      let answer: unknown;
      try {
        answer = await http(`${config.backend.baseUrl}/auth/customers/token`, {
          ...options,
          method: 'POST',
          body: { username: username.trim(), password, ...(anonymousCartId ? { anonymousCartId } : {}) },
        });
      } catch (error) {
        // Paused sign-in keeps its status and wait; wrong credentials get the one message, the code kept.
        if (error instanceof HttpError && error.status === 429) {
          throw new SignInPausedError(SIGN_IN_FAILED_MESSAGE, error.code, error.retryAfterSeconds);
        }
        if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
          throw new AuthError(SIGN_IN_FAILED_MESSAGE, error.code);
        }
        throw error;
      }
      // A refusal can also come as a 200 whose body names the error.
      const refused = answer && typeof answer === 'object' ? (answer as { error?: unknown }).error : undefined;
      if (refused) throw new AuthError(SIGN_IN_FAILED_MESSAGE, serverCode(refused));
      return keep(parseWire(wireToken, answer, 'The back end (auth/customers/token)'));
    },
    async signOut(_input, options) {
      const current = await config.tokenStore.get();
      await config.tokenStore.clear();
      if (!current || !config.commercetools) return;
      const revocations = [
        current.refreshToken ? oauth.revoke(current.refreshToken, 'refresh_token', options) : undefined,
        oauth.revoke(current.accessToken, 'access_token', options),
      ];
      for (const outcome of await Promise.allSettled(revocations)) {
        if (outcome.status === 'rejected')
          config.logger.warn('A token could not be revoked at sign-out', outcome.reason);
      }
    },
    async refresh(_input, options) {
      const current = await config.tokenStore.get();
      if (!current?.refreshToken) return undefined;
      let next: TokenSet;
      try {
        next = await oauth.refresh(current, options);
      } catch (error) {
        // A refused refresh token (expired, revoked) ends the session: it is forgotten, and the caller is told.
        // Anything else (throttling, a misconfigured client, an outage) leaves the session as it was.
        if (!isRefusedRefresh(error)) throw error;
        await config.tokenStore.clear();
        throw new AuthError(SESSION_ENDED_MESSAGE, error.code);
      }
      await config.tokenStore.set(next);
      return next;
    },
    async signUp(input, options = {}) {
      let answer: unknown;
      try {
        answer = await backend('auth/customers/sign-up', { ...input, email: input.email.trim() }, options);
      } catch (error) {
        const message = refusal(error);
        if (message === undefined) throw error;
        const reason = (error as HttpError).status === 409 ? 'email-taken' : 'invalid';
        return { ok: false, reason, message };
      }
      const wire = parseWire(wireSignUp, answer, 'The back end (sign-up)');
      const token = await keep(wire);
      return { ...token, ok: true, customerNumber: String(wire.customerNumber) };
    },
    async requestMagicLink({ email }, options = {}) {
      const wire = parseWire(
        wireMagicRequest,
        await backend('auth/customers/magic-request', { email: email.trim() }, options),
        'The back end (magic-request)',
      );
      return wire.expiresIn === undefined ? { pollId: wire.pollId } : wire;
    },
    async resendMagicLink({ pollId }, options = {}) {
      await backend('auth/customers/magic-push', { pollId }, options);
    },
    async pollMagicLink({ pollId }, options = {}) {
      let answer: unknown;
      try {
        answer = await backend('auth/customers/magic-poll', { pollId }, options);
      } catch (error) {
        // A request the back end no longer knows (swept once it expired) can never be approved.
        if (error instanceof HttpError && error.status === 404) return 'expired';
        throw error;
      }
      return parseWire(wireMagicPoll, answer, 'The back end (magic-poll)').status;
    },
    async validateMagicLink({ token }, options = {}) {
      let answer: unknown;
      try {
        answer = await backend('auth/customers/magic-validate-token', { token }, options);
      } catch (error) {
        const message = refusal(error);
        if (message === undefined) throw error;
        return { valid: false, message };
      }
      const wire = parseWire(wireMagicValidate, answer, 'The back end (magic-validate-token)');
      if (!wire.valid) return { valid: false, message: 'The sign-in link is invalid or has expired.' };
      return wire.email ? { valid: true, email: wire.email } : { valid: true };
    },
    async redeemMagicLink(input, options = {}) {
      const merge = input.anonymousCartId ? { anonymousCartId: input.anonymousCartId } : {};
      const [path, body] =
        'pollId' in input
          ? ['auth/customers/magic-redeem-current', { pollId: input.pollId, ...merge }]
          : ['auth/customers/magic-redeem-initial', { token: input.token, ...merge }];
      let answer: unknown;
      try {
        answer = await backend(path, body, options);
      } catch (error) {
        const message = refusal(error);
        if (message === undefined) throw error;
        throw new AuthError(message, (error as HttpError).code);
      }
      return keep(parseWire(wireToken, answer, `The back end (${path})`));
    },
    async requestPasswordReset({ email }, options = {}) {
      await backend('auth/customers/password-reset-token', { email: email.trim() }, options);
    },
    async resetPassword({ token, password }, options = {}) {
      try {
        await backend('auth/customers/password-reset-flow', { token, password }, options);
        return { ok: true };
      } catch (error) {
        const message = refusal(error);
        if (message === undefined) throw error;
        return { ok: false, message };
      }
    },
    async verifyUser({ username }, options = {}) {
      const answer = await backend('auth/verifyUser', { username: username.trim() }, options);
      return parseWire(wireVerifyUser, answer, 'The back end (verifyUser)');
    },
  };
}
