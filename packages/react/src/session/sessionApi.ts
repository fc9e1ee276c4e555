import type { LoginInput } from '@bookshop/sdk/rules';

/** The customer as the header shows them; `null` for an anonymous shopper. */
export interface SessionCustomer {
  firstName: string;
  lastName: string;
  email: string;
}

export interface SessionState {
  customer: SessionCustomer | null;
}

/** A sign-in answer: the customer, or the message to show under the form. */
export type SignInResult =
  | { customer: SessionCustomer }
  | {
      error: string;
      /** Set when sign-in is paused for the account (too many failed attempts): the minutes left. */
      pausedMinutes?: number;
    };

/**
 * How the hooks reach the shopper's session. A site implements it over its own routes (the storefront keeps the
 * token in an httpOnly cookie, so the browser never sees it); tests pass functions.
 */
export interface SessionApi {
  load(): Promise<SessionState>;
  /** Resolves to `{ error }` for a refused login; rejects only when the request itself failed. */
  signIn(input: LoginInput): Promise<SignInResult>;
  signOut(): Promise<void>;
}
