import type * as auth from '@/lib/data/auth';
import { callRoute } from '@/lib/http/callRoute';
import type { RouteAnswer } from '@/lib/http/routeAnswer';
import {
  AUTH_UNAVAILABLE_MESSAGE,
  type AuthFailure,
  type AuthFailureReason,
  type AuthResult,
  type JoinInput,
  type JoinResult,
} from './authResults';

/** What a route answers when it succeeds: what the `lib/data/auth` function behind it answers. */
type Success<F extends (...args: never[]) => Promise<object>> = Awaited<ReturnType<F>>;

const UNAVAILABLE: AuthFailure = { ok: false, reason: 'unavailable', message: AUTH_UNAVAILABLE_MESSAGE };

/**
 * Reads an auth route's answer as the forms use it: its value as the success; its refusal as a failure with the
 * refusal's message and, as the reason, its code (a refusal of the request itself, another origin or a body too large,
 * has none and reads as invalid); a 5xx, a network failure or an answer that is not the site's as the outage message.
 */
export function authResult<T extends object>(answer: RouteAnswer<T>): AuthResult<T> {
  if (answer.ok) return { ok: true, ...answer.value };
  if (answer.status < 400 || answer.status >= 500) return UNAVAILABLE;
  return { ok: false, reason: (answer.code ?? 'invalid') as AuthFailureReason, message: answer.error };
}

const call = <T>(path: string, body: unknown) =>
  callRoute<T>(path, { method: 'POST', body, unavailable: AUTH_UNAVAILABLE_MESSAGE });

/** Posts JSON to one of the site's auth routes; it resolves to a result for every outcome. */
const post = async <T extends object>(path: string, body: unknown): Promise<AuthResult<T>> =>
  authResult(await call<T>(path, body));

/** Joins; a refusal that names a field (an email in use, a problem the form did not catch) goes beside it. */
async function signUp(input: JoinInput): Promise<JoinResult> {
  const answer = await call<Success<typeof auth.signUp>>('/api/auth/sign-up', input);
  const result = authResult(answer);
  if (result.ok || answer.ok || !answer.field) return result;
  return { ok: false, reason: result.reason, fields: { [answer.field]: answer.error } };
}

/**
 * The browser's side of joining and sign-in help: the site's routes under `/api/auth`, which keep the token in the
 * httpOnly session cookie. Every call resolves to a result; none rejects.
 */
export const authApi = {
  signUp,
  requestPasswordReset: (email: string) =>
    post<Success<typeof auth.requestPasswordReset>>('/api/auth/password-reset', { email }),
  resetPassword: (token: string, password: string) =>
    post<Success<typeof auth.resetPassword>>('/api/auth/password-reset/confirm', { token, password }),
  requestMagicLink: (email: string) => post<Success<typeof auth.requestMagicLink>>('/api/auth/magic-link', { email }),
  pollMagicLink: (pollId: string) => post<Success<typeof auth.pollMagicLink>>('/api/auth/magic-link/poll', { pollId }),
  approveMagicLink: (token: string) =>
    post<Success<typeof auth.approveMagicLink>>('/api/auth/magic-link/approve', { token }),
  redeemMagicLink: (token: string) =>
    post<Success<typeof auth.redeemMagicLink>>('/api/auth/magic-link/redeem', { token }),
};
