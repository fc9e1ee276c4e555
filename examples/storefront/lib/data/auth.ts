import 'server-only';
import type { SessionCustomer } from '@bookshop/react';
import {
  AuthError,
  type Bookshop,
  HttpError,
  loginSchema,
  PASSWORD_PATTERN,
  SIGN_IN_FAILED_MESSAGE,
  SignInPausedError,
} from '@bookshop/sdk';
import { INVALID_EMAIL, joinProblems, validEmail } from '@/lib/auth/authInput';
import {
  AUTH_UNAVAILABLE_MESSAGE,
  type AuthFailure,
  type AuthFailureReason,
  type AuthResult,
  type JoinInput,
  type JoinResult,
} from '@/lib/auth/authResults';
import type { RouteRefusalBody } from '@/lib/http/routeAnswer';
import { refusalResponse } from '@/lib/http/routeFailure';
import { shopperBookshop } from '../bookshop';
import { withFallback } from './fallback';
import { signedInCustomer } from './session';

// Signing in, joining and sign-in help, for the routes under app/api/auth. The token the back end answers goes
// straight into the httpOnly session cookie through the shopper's SDK client; the browser only sees the customer.

const unavailable = (message = AUTH_UNAVAILABLE_MESSAGE): AuthFailure => ({
  ok: false,
  reason: 'unavailable',
  message,
});
const invalid = (message: string): AuthFailure => ({ ok: false, reason: 'invalid', message });
const refused = (message: string): AuthFailure => ({ ok: false, reason: 'refused', message });

/**
 * The visitor's basket, sent with every way of signing in (password, joining, either end of a magic link) so the back
 * end merges it into the customer's (spec A1). It is this request's session cookie that names it, so it is read here,
 * on the request that signs in, just before the back end is asked. A basket that cannot be read is logged, and the
 * sign-in goes on without it.
 */
const anonymousBasket = (bookshop: Bookshop): Promise<string | undefined> =>
  withFallback('the anonymous basket to merge at sign-in', () => bookshop.cart.anonymousCartId(), undefined);

/**
 * Once signed in, the customer's baskets made one: the back end merges the visitor's basket into the customer's most
 * recently modified one, as commercetools does, and a customer may hold several active baskets (parallel first adds
 * in other sessions, another app), of which the site would show only that one. Merged here so every line the
 * customer put in a basket is in the one they see; a failure is logged and the sign-in stands.
 */
const oneBasket = (bookshop: Bookshop): Promise<unknown> =>
  withFallback("the customer's baskets to merge after sign-in", () => bookshop.cart.converge(), null);

/**
 * Signs the shopper in with the posted login form (checked here against the login rules, spec A5), merging their
 * anonymous basket into the customer's (spec A1). `headers` carry the shopper's address for the back end's throttle.
 */
export async function signIn(
  posted: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<AuthResult<{ customer: SessionCustomer }>> {
  const parsed = loginSchema.safeParse(posted);
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? 'Invalid request');
  const bookshop = await shopperBookshop();
  try {
    const anonymousCartId = await anonymousBasket(bookshop);
    await bookshop.auth.signIn({ ...parsed.data, anonymousCartId }, options);
    await oneBasket(bookshop);
    const customer = await signedInCustomer();
    return customer ? { ok: true, customer } : refused(SIGN_IN_FAILED_MESSAGE);
  } catch (error) {
    // The spec's message still leads; the form adds that sign-in is paused and for how long.
    if (error instanceof SignInPausedError) {
      return { ok: false, reason: 'paused', message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    }
    if (error instanceof AuthError) return refused(error.message);
    console.error('Sign-in failed', error);
    return unavailable('Sign-in is unavailable, please try again later');
  }
}

/** Signs the shopper out: the session cookie is dropped and the token revoked. */
export async function signOut(): Promise<void> {
  await (await shopperBookshop()).auth.signOut();
}

/** Mails a password-reset link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<AuthResult> {
  const valid = validEmail(email);
  if (!valid) return invalid(INVALID_EMAIL);
  try {
    await (await shopperBookshop()).auth.requestPasswordReset({ email: valid });
    return { ok: true };
  } catch (error) {
    console.error('Password reset request failed', error);
    return unavailable();
  }
}

/** Sets a new password with the token from the reset email. */
export async function resetPassword(token: string, password: string): Promise<AuthResult> {
  if (!token) return invalid('The reset link is invalid or has expired.');
  try {
    const result = await (await shopperBookshop()).auth.resetPassword({ token, password });
    return result.ok ? result : invalid(result.message);
  } catch (error) {
    console.error('Password reset failed', error);
    return unavailable();
  }
}

/** Starts a passwordless sign-in: the link is mailed and this device polls with the answered id. */
export async function requestMagicLink(email: string): Promise<AuthResult<{ pollId: string }>> {
  const valid = validEmail(email);
  if (!valid) return invalid(INVALID_EMAIL);
  try {
    const { pollId } = await (await shopperBookshop()).auth.requestMagicLink({ email: valid });
    return { ok: true, pollId };
  } catch (error) {
    console.error('Magic link request failed', error);
    return unavailable();
  }
}

/**
 * The asking device's poll: once the link is opened it signs in here, merging this device's basket, and answers the
 * customer.
 */
export async function pollMagicLink(
  pollId: string,
): Promise<AuthResult<{ status: 'pending' | 'expired' | 'signed-in'; customer?: SessionCustomer | null }>> {
  try {
    const bookshop = await shopperBookshop();
    const status = await bookshop.auth.pollMagicLink({ pollId });
    if (status === 'pending') return { ok: true, status };
    if (status !== 'approved') return { ok: true, status: 'expired' };
    await bookshop.auth.redeemMagicLink({ pollId, anonymousCartId: await anonymousBasket(bookshop) });
    await oneBasket(bookshop);
    return { ok: true, status: 'signed-in', customer: await signedInCustomer() };
  } catch (error) {
    if (error instanceof AuthError) return refused(error.message);
    // A poll id the back end refuses outright (not one it issued) can never be approved either: the SDK reads an
    // unknown one as expired, and so does this. It is the client's mistake, not an outage.
    if (error instanceof HttpError && error.status === 400) return { ok: true, status: 'expired' };
    console.error('Magic link poll failed', error);
    return unavailable();
  }
}

/** Opening the emailed link approves the request (the asking device then signs in). */
export async function approveMagicLink(token: string): Promise<AuthResult<{ email?: string }>> {
  try {
    const check = await (await shopperBookshop()).auth.validateMagicLink({ token });
    return check.valid ? { ok: true, email: check.email } : invalid(check.message);
  } catch (error) {
    console.error('Magic link check failed', error);
    return unavailable();
  }
}

/** Signs in on the device that opened the link instead, merging this device's basket. */
export async function redeemMagicLink(token: string): Promise<AuthResult<{ customer: SessionCustomer | null }>> {
  try {
    const bookshop = await shopperBookshop();
    await bookshop.auth.redeemMagicLink({ token, anonymousCartId: await anonymousBasket(bookshop) });
    await oneBasket(bookshop);
    return { ok: true, customer: await signedInCustomer() };
  } catch (error) {
    if (error instanceof AuthError) return refused(error.message);
    console.error('Magic link sign-in failed', error);
    return unavailable();
  }
}

/** Creates the account and signs the new customer in with the visitor's basket. Field problems come back per field. */
export async function signUp(input: JoinInput): Promise<JoinResult> {
  const fields = joinProblems(input, PASSWORD_PATTERN);
  if (Object.keys(fields).length) return { ok: false, reason: 'invalid', fields };
  try {
    const bookshop = await shopperBookshop();
    const result = await bookshop.auth.signUp({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: validEmail(input.email) as string,
      password: input.password,
      anonymousCartId: await anonymousBasket(bookshop),
    });
    if (!result.ok) {
      return result.reason === 'email-taken'
        ? { ok: false, reason: 'email-taken', fields: { email: result.message } }
        : invalid(result.message);
    }
    await oneBasket(bookshop);
    return { ok: true, customer: await signedInCustomer() };
  } catch (error) {
    console.error('Sign-up failed', error);
    return unavailable();
  }
}

const FAILURE_STATUS: Record<AuthFailureReason, number> = {
  invalid: 400,
  refused: 401,
  paused: 429,
  'email-taken': 409,
  unavailable: 502,
};

/**
 * An auth result as its route answers it: what succeeded (without `ok`), or the refusal `{ error, field?, code }`
 * whose `code` is the reason, with the reason's status: 400 the shopper's input, 401 a refused sign-in, 409 an email
 * in use, 429 sign-in paused (with `pausedMinutes` and `Retry-After`), 502 an outage. A join's problems are answered
 * by their first field: the form shows them all before it posts.
 */
export function authAnswer(result: { ok: true } | AuthFailure | Exclude<JoinResult, { ok: true }>): object {
  if (result.ok) {
    const { ok: _, ...value } = result;
    return value;
  }
  const [field, problem] = Object.entries('fields' in result ? (result.fields ?? {}) : {})[0] ?? [];
  const body: RouteRefusalBody & { pausedMinutes?: number } = {
    error: problem ?? result.message ?? AUTH_UNAVAILABLE_MESSAGE,
    ...(field ? { field } : {}),
    code: result.reason,
  };
  if (result.reason !== 'paused') return refusalResponse(body, FAILURE_STATUS[result.reason]);
  // The back end pauses an account for 15 minutes; without its wait, say that.
  const seconds = ('retryAfterSeconds' in result && result.retryAfterSeconds) || 15 * 60;
  body.pausedMinutes = Math.max(1, Math.ceil(seconds / 60));
  return refusalResponse(body, 429, { 'retry-after': String(seconds) });
}
