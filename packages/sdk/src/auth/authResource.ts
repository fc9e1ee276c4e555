import type { BookshopConfig } from '../config';
import { AuthError, BookshopError, HttpError } from '../errors';
import type { Http, RequestOptions } from '../transport/http';
import { type TokenResponse, type TokenSet, toTokenSet } from './tokenStore';

/** What sign-in needs: an email or membership number, the password, and the anonymous cart to merge. */
export interface SignInInput {
  username: string;
  password: string;
  /** The anonymous shopper's cart, merged into the customer's at sign-in. */
  anonymousCartId?: string;
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
  signIn(input: SignInInput, options?: RequestOptions): Promise<TokenSet & { customerId: string }>;
  /**
   * Forgets the customer's token; the next commerce call starts a fresh anonymous session.
   *
   * @example
   * ```ts
   * await bookshop.auth.signOut();
   * ```
   */
  signOut(): Promise<void>;
}

/** The message shown under the login form for any refused sign-in (spec A4). */
export const SIGN_IN_FAILED_MESSAGE = 'Incorrect email or password';

export function createAuthResource(config: BookshopConfig, http: Http): AuthResource {
  return {
    async signIn({ username, password, anonymousCartId }, options = {}) {
      if (!config.backend) throw new BookshopError('The backend service is not configured');
      let answer: TokenResponse & { error?: unknown };
      try {
        answer = await http(`${config.backend.baseUrl}/auth/customers/token`, {
          ...options,
          method: 'POST',
          body: { username: username.trim(), password, ...(anonymousCartId ? { anonymousCartId } : {}) },
        });
      } catch (error) {
        // Wrong credentials, a locked account or throttling: the shopper sees one message; the code is kept.
        if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
          throw new AuthError(SIGN_IN_FAILED_MESSAGE, error.code);
        }
        throw error;
      }
      if (answer.error || !answer.access_token) {
        throw new AuthError(SIGN_IN_FAILED_MESSAGE, typeof answer.error === 'string' ? answer.error : undefined);
      }
      const token = toTokenSet(answer, config.now());
      if (!token.customerId) throw new AuthError(SIGN_IN_FAILED_MESSAGE, 'missing_customer_id');
      await config.tokenStore.set(token);
      return { ...token, customerId: token.customerId };
    },
    async signOut() {
      await config.tokenStore.clear();
    },
  };
}
