import 'server-only';
import type { SessionCustomer } from '@bookshop/react';
import {
  AuthError,
  type Bookshop,
  HttpError,
  loginSchema,
  PASSWORD_PATTERN,
  SIGN_IN_FAILED_MESSAGE,
} from '@bookshop/sdk';
import { INVALID_EMAIL, joinProblems, validEmail } from '@/lib/auth/authInput';
import { AUTH_UNAVAILABLE_MESSAGE, type AuthFailureReason, type JoinInput } from '@/lib/auth/authResults';
import type { FailureWording } from '@/lib/http/routeFailure';
import { RouteRefusal } from '@/lib/http/routeRefusal';
import { shopperBookshop } from '../bookshop';
import { withFallback } from './fallback';
import { signedInCustomer } from './session';

// Signing in, joining and sign-in help, for the routes under app/api/auth. The token the back end answers goes
// straight into the httpOnly session cookie through the shopper's SDK client; the browser only sees the customer.
// Each function answers what succeeded; a failure is thrown for the route's failure map, which answers it with its
// reason as the refusal's `code` (`AuthFailureReason`, which the forms read back): the shopper's input 400 and an
// email in use 409 (RouteRefusals, here), a refused sign-in 401 and a paused one 429 (the SDK's AuthErrors, on the
// routes that sign in), anything else an outage, 502.

/**
 * How the auth routes' failures are answered, beside what each route does (`what`, and `signsIn`): every refusal and
 * outage with its reason as `code`, and, as the SDK's auth resource answers the back end's refusals of what the
 * shopper sent itself, any failure not refused here is an outage.
 */
export const authFailures = (unavailable = AUTH_UNAVAILABLE_MESSAGE): Omit<FailureWording, 'what'> => ({
  refusalsAnswered: true,
  unavailable: { error: unavailable, code: 'unavailable' satisfies AuthFailureReason },
});

/** The shopper's input refused (or a link that is no longer valid), beside its field when there is one. */
const invalid = (message: string, field?: string) =>
  new RouteRefusal(message, 400, { ...(field ? { field } : {}), code: 'invalid' satisfies AuthFailureReason });

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
 * A refused or paused sign-in is the SDK's AuthError, thrown on.
 */
export async function signIn(
  posted: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<{ customer: SessionCustomer }> {
  const parsed = loginSchema.safeParse(posted);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid request');
  const bookshop = await shopperBookshop();
  const anonymousCartId = await anonymousBasket(bookshop);
  await bookshop.auth.signIn({ ...parsed.data, anonymousCartId }, options);
  await oneBasket(bookshop);
  const customer = await signedInCustomer();
  // A token that names no customer the shop can show is no sign-in the shopper can use: refused as any other.
  if (!customer) throw new AuthError(SIGN_IN_FAILED_MESSAGE);
  return { customer };
}

/** Signs the shopper out: the session cookie is dropped and the token revoked. */
export async function signOut(): Promise<void> {
  await (await shopperBookshop()).auth.signOut();
}

/** Mails a password-reset link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<Record<string, never>> {
  const valid = validEmail(email);
  if (!valid) throw invalid(INVALID_EMAIL);
  await (await shopperBookshop()).auth.requestPasswordReset({ email: valid });
  return {};
}

/** Sets a new password with the token from the reset email. */
export async function resetPassword(token: string, password: string): Promise<Record<string, never>> {
  if (!token) throw invalid('The reset link is invalid or has expired.');
  const result = await (await shopperBookshop()).auth.resetPassword({ token, password });
  if (!result.ok) throw invalid(result.message);
  return {};
}

/** Starts a passwordless sign-in: the link is mailed and this device polls with the answered id. */
export async function requestMagicLink(email: string): Promise<{ pollId: string }> {
  const valid = validEmail(email);
  if (!valid) throw invalid(INVALID_EMAIL);
  const { pollId } = await (await shopperBookshop()).auth.requestMagicLink({ email: valid });
  return { pollId };
}

/**
 * The asking device's poll: once the link is opened it signs in here, merging this device's basket, and answers the
 * customer.
 */
export async function pollMagicLink(
  pollId: string,
): Promise<{ status: 'pending' | 'expired' | 'signed-in'; customer?: SessionCustomer | null }> {
  try {
    const bookshop = await shopperBookshop();
    const status = await bookshop.auth.pollMagicLink({ pollId });
    if (status === 'pending') return { status };
    if (status !== 'approved') return { status: 'expired' };
    await bookshop.auth.redeemMagicLink({ pollId, anonymousCartId: await anonymousBasket(bookshop) });
    await oneBasket(bookshop);
    return { status: 'signed-in', customer: await signedInCustomer() };
  } catch (error) {
    // A poll id the back end refuses outright (not one it issued) can never be approved either: the SDK reads an
    // unknown one as expired, and so does this. It is the client's mistake, not an outage.
    if (error instanceof HttpError && error.status === 400) return { status: 'expired' };
    throw error;
  }
}

/** Opening the emailed link approves the request (the asking device then signs in). */
export async function approveMagicLink(token: string): Promise<{ email?: string }> {
  const check = await (await shopperBookshop()).auth.validateMagicLink({ token });
  if (!check.valid) throw invalid(check.message);
  return { email: check.email };
}

/** Signs in on the device that opened the link instead, merging this device's basket. */
export async function redeemMagicLink(token: string): Promise<{ customer: SessionCustomer | null }> {
  const bookshop = await shopperBookshop();
  await bookshop.auth.redeemMagicLink({ token, anonymousCartId: await anonymousBasket(bookshop) });
  await oneBasket(bookshop);
  return { customer: await signedInCustomer() };
}

/**
 * Creates the account and signs the new customer in with the visitor's basket. The form shows every field's problem
 * before it posts, so a request with problems is refused by its first field; an email in use is 409 beside the email.
 */
export async function signUp(input: JoinInput): Promise<{ customer: SessionCustomer | null }> {
  const [field, problem] = Object.entries(joinProblems(input, PASSWORD_PATTERN))[0] ?? [];
  if (field && problem) throw invalid(problem, field);
  const bookshop = await shopperBookshop();
  const result = await bookshop.auth.signUp({
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: validEmail(input.email) as string,
    password: input.password,
    anonymousCartId: await anonymousBasket(bookshop),
  });
  if (!result.ok && result.reason === 'email-taken') {
    throw new RouteRefusal(result.message, 409, { field: 'email', code: 'email-taken' satisfies AuthFailureReason });
  }
  if (!result.ok) throw invalid(result.message);
  await oneBasket(bookshop);
  return { customer: await signedInCustomer() };
}
