import type * as z from 'zod/mini';
import type { BookshopConfig } from '../config';
import { AuthError, HttpError, SIGN_IN_REQUIRED_MESSAGE } from '../errors';
import type { Http, HttpRequest } from '../transport/http';
import { parseWire, requireService, withHeaders } from '../transport/wire';

/** A request to the shop's back end; `signedIn` paths send the signed-in customer's bearer token. */
export type BackendRequest = <T extends z.ZodMiniType>(
  path: string,
  schema: T,
  request: HttpRequest & { signedIn?: boolean },
) => Promise<z.output<T>>;

/** Requests to the back end at `config.backend`, each answer parsed with its schema. */
export function createBackendRequest(config: BookshopConfig, http: Http): BackendRequest {
  return async (path, schema, request) => {
    const { baseUrl } = requireService(config.backend, 'backend', 'BOOKSHOP_BACKEND_URL');
    const { signedIn, ...rest } = request;
    let options: HttpRequest = rest;
    if (signedIn) {
      const token = await config.tokenStore.get();
      if (!token?.customerId) throw new AuthError(SIGN_IN_REQUIRED_MESSAGE, 'not_signed_in');
      options = { ...rest, ...withHeaders(rest, { authorization: `Bearer ${token.accessToken}` }) };
    }
    return parseWire(schema, await http(`${baseUrl}/${path}`, options), `The back end (${path})`);
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
