import type { SessionCustomer } from '@bookshop/react';

// What the site's auth routes answer, as the browser reads them back (`lib/auth/authApi.ts`): the routes under
// `app/api/auth/` answer what `lib/data/auth.ts` answers, or a failure as the refusal `{ error, field?, code }` whose
// code is the reason (`authFailures` there).

/**
 * Why an auth request did not succeed: the shopper's input (or a link that is no longer valid), a refused sign-in,
 * sign-in paused for the account (too many failed attempts), an email already in use, or an outage. The routes answer
 * 400, 401, 429, 409 and 502 for them.
 */
export type AuthFailureReason = 'invalid' | 'refused' | 'paused' | 'email-taken' | 'unavailable';

/** A request that did not succeed: why, and the message shown to the shopper. */
export interface AuthFailure {
  ok: false;
  reason: AuthFailureReason;
  message: string;
}

/** An auth request's outcome: `{ ok: true }` with what it answers, or the failure. */
export type AuthResult<T extends object = object> = ({ ok: true } & T) | AuthFailure;

/** The message for a request that failed on the way or at the back end, rather than for the shopper's input. */
export const AUTH_UNAVAILABLE_MESSAGE = 'Something went wrong, please try again later.';

/** The join form's values. */
export interface JoinInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** The join form's problems, each beside its field. */
export type JoinFieldErrors = Partial<Record<keyof JoinInput, string>>;

/** Joining's outcome: signed in, or problems per field and/or a message for the whole form. */
export type JoinResult =
  | { ok: true; customer: SessionCustomer | null }
  | { ok: false; reason: AuthFailureReason; message?: string; fields?: JoinFieldErrors };
