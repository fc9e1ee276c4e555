import 'server-only';
import type { SessionCustomer } from '@bookshop/react';
import {
  AuthError,
  type Bookshop,
  emailSchema,
  HttpError,
  loginSchema,
  nameSchema,
  PASSWORD_PATTERN,
  SIGN_IN_FAILED_MESSAGE,
  SignInPausedError,
} from '@bookshop/sdk';
import * as z from 'zod/mini';
import {
  AUTH_UNAVAILABLE_MESSAGE,
  type AuthFailure,
  type AuthResult,
  type JoinFieldErrors,
  type JoinInput,
  type JoinResult,
} from '@/lib/auth/authResults';
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

const INVALID_EMAIL = 'Please enter a valid email.';

function checkEmail(value: string): string | null {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The visitor's basket, sent with every way of signing in (password, joining, either end of a magic link) so the back
 * end merges it into the customer's (spec A1). It is this request's session cookie that names it, so it is read here,
 * on the request that signs in, just before the back end is asked. A basket that cannot be read is logged, and the
 * sign-in goes on without it.
 */
const anonymousBasket = (bookshop: Bookshop): Promise<string | undefined> =>
  withFallback('the anonymous basket to merge at sign-in', () => bookshop.cart.anonymousCartId(), undefined);

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
  const valid = checkEmail(email);
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
  const valid = checkEmail(email);
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
    return { ok: true, customer: await signedInCustomer() };
  } catch (error) {
    if (error instanceof AuthError) return refused(error.message);
    console.error('Magic link sign-in failed', error);
    return unavailable();
  }
}

/** The account service's longest first or last name. */
const NAME_MAX_LENGTH = 100;

/** The password rule (spec A5) as `PASSWORD_PATTERN` checks it: the characters it allows, and one special at least. */
const PASSWORD_RULE = 'Use at least 6 letters, digits or !@#$%^&*, with at least one of !@#$%^&*.';

/** The join form's problems, each beside its field; none when the back end may be asked. */
function joinProblems(input: JoinInput): JoinFieldErrors {
  const fields: JoinFieldErrors = {};
  const names = z
    .pick(nameSchema, { firstName: true, lastName: true })
    .safeParse({ firstName: input.firstName, lastName: input.lastName });
  if (!names.success) {
    for (const issue of names.error.issues) fields[issue.path[0] as 'firstName' | 'lastName'] ??= issue.message;
  }
  for (const name of ['firstName', 'lastName'] as const) {
    if (input[name].trim().length > NAME_MAX_LENGTH)
      fields[name] ??= `Names are limited to ${NAME_MAX_LENGTH} characters.`;
  }
  if (!checkEmail(input.email)) fields.email = INVALID_EMAIL;
  if (!input.password) fields.password = 'Required';
  else if (!PASSWORD_PATTERN.test(input.password)) fields.password = PASSWORD_RULE;
  return fields;
}

/** Creates the account and signs the new customer in with the visitor's basket. Field problems come back per field. */
export async function signUp(input: JoinInput): Promise<JoinResult> {
  const fields = joinProblems(input);
  if (Object.keys(fields).length) return { ok: false, reason: 'invalid', fields };
  try {
    const bookshop = await shopperBookshop();
    const result = await bookshop.auth.signUp({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: checkEmail(input.email) as string,
      password: input.password,
      anonymousCartId: await anonymousBasket(bookshop),
    });
    if (!result.ok) {
      return result.reason === 'email-taken'
        ? { ok: false, reason: 'email-taken', fields: { email: result.message } }
        : invalid(result.message);
    }
    return { ok: true, customer: await signedInCustomer() };
  } catch (error) {
    console.error('Sign-up failed', error);
    return unavailable();
  }
}
