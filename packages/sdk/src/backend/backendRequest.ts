import { type Session, withShopperToken } from '../commercetools/session';
import type { BookshopConfig } from '../config';
import { AuthError, HttpError, SESSION_ENDED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../errors';
import type { Http, HttpRequest } from '../transport/http';
import { parseWire, requireService, type Schema, type SchemaOutput, withHeaders } from '../transport/wire';

/**
 * A request to the shop's back end; `signedIn` paths send the signed-in customer's bearer token. The answer's schema
 * is a wire guard (transport/guard.ts); a zod schema works too but brings zod's runtime into every client.
 */
export type BackendRequest = <T extends Schema>(
  path: string,
  schema: T,
  request: HttpRequest & { signedIn?: boolean },
) => Promise<SchemaOutput<T>>;

/**
 * Requests to the back end at `config.backend`, each answer parsed with its schema. A signed-in request carries the
 * customer's token from the shopper's session, which renews one about to expire and, after a 401, renews it once and
 * sends again; a session that can no longer be renewed is an `AuthError`.
 */
export function createBackendRequest(config: BookshopConfig, http: Http, session: Session): BackendRequest {
  return async (path, schema, request) => {
    const { baseUrl } = requireService(config.backend, 'backend', 'BOOKSHOP_BACKEND_URL');
    const { signedIn, ...rest } = request;
    const url = `${baseUrl}/${path}`;
    let answer: unknown;
    if (signedIn) {
      // Checked first, so a shopper who never signed in costs no token request.
      if (!(await config.tokenStore.get())?.customerId) throw new AuthError(SIGN_IN_REQUIRED_MESSAGE, 'not_signed_in');
      answer = await withShopperToken(
        session,
        (authorization, token) => {
          // A refused refresh goes on as an anonymous session: the customer's session has ended.
          if (!token.customerId) throw new AuthError(SESSION_ENDED_MESSAGE, 'session_ended');
          return http(url, { ...rest, ...withHeaders(rest, { authorization }) });
        },
        rest,
      );
    } else {
      answer = await http(url, rest);
    }
    return parseWire(schema, answer, `The back end (${path})`);
  };
}

/** The back end answers 404 for a thing that does not exist (a store, an order, a card): that is `null`, not an error. */
export async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
