import { AUTH_UNAVAILABLE_MESSAGE, type AuthFailure, type JoinInput, type JoinResult } from '@/lib/auth/authResults';
import type * as auth from '@/lib/data/auth';

/** What a route answers: the result of the `lib/data/auth` function behind it. */
type Answer<F extends (...args: never[]) => Promise<{ ok: boolean }>> = Awaited<ReturnType<F>>;

const UNAVAILABLE: AuthFailure = { ok: false, reason: 'unavailable', message: AUTH_UNAVAILABLE_MESSAGE };

/**
 * Reads an auth route's answer as the forms use it: the route's result (`{ ok, … }`) as it is; a refusal of the
 * request itself (`{ error }`: another origin, a body too large or malformed) as an invalid request with that
 * message; a 5xx, or an answer that is neither, as the outage message.
 */
export function readAuthAnswer<T extends { ok: boolean }>(status: number, answer: unknown): T | AuthFailure {
  if (status >= 500 || typeof answer !== 'object' || answer === null) return UNAVAILABLE;
  if ('ok' in answer && typeof answer.ok === 'boolean') return answer as T;
  if ('error' in answer && typeof answer.error === 'string') {
    return { ok: false, reason: 'invalid', message: answer.error };
  }
  return UNAVAILABLE;
}

/** Posts JSON to one of the site's auth routes; a request that fails on the way reads as the outage message. */
async function post<T extends { ok: boolean }>(path: string, body: unknown): Promise<T | AuthFailure> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return readAuthAnswer<T>(response.status, await response.json().catch(() => null));
  } catch {
    return UNAVAILABLE;
  }
}

/**
 * The browser's side of joining and sign-in help: the site's routes under `/api/auth`, which keep the token in the
 * httpOnly session cookie. Every call resolves to a result; none rejects.
 */
export const authApi = {
  // A failure on the way reads as a join failure with a message for the whole form.
  signUp: (input: JoinInput): Promise<JoinResult> => post<JoinResult>('/api/auth/sign-up', input),
  requestPasswordReset: (email: string) =>
    post<Answer<typeof auth.requestPasswordReset>>('/api/auth/password-reset', { email }),
  resetPassword: (token: string, password: string) =>
    post<Answer<typeof auth.resetPassword>>('/api/auth/password-reset/confirm', { token, password }),
  requestMagicLink: (email: string) => post<Answer<typeof auth.requestMagicLink>>('/api/auth/magic-link', { email }),
  pollMagicLink: (pollId: string) => post<Answer<typeof auth.pollMagicLink>>('/api/auth/magic-link/poll', { pollId }),
  approveMagicLink: (token: string) =>
    post<Answer<typeof auth.approveMagicLink>>('/api/auth/magic-link/approve', { token }),
  redeemMagicLink: (token: string) =>
    post<Answer<typeof auth.redeemMagicLink>>('/api/auth/magic-link/redeem', { token }),
};
