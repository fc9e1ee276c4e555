import type { BookshopConfig } from '../config';
import {
  AuthError,
  BookshopError,
  ConcurrentModificationError,
  type GraphQLErrorEntry,
  GraphQLResponseError,
  HttpError,
  SESSION_ENDED_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from '../errors';
import type { TypedDocumentString } from '../generated/graphql';
import type { Http, RequestOptions } from '../transport/http';
import { type Session, withShopperToken } from './session';

/** Runs one typed GraphQL operation against commercetools as the current shopper. */
export type GraphQLClient = <TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  options?: RequestOptions,
) => Promise<TResult>;

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: GraphQLErrorEntry[];
}

/** Turns a GraphQL `errors` list into the SDK's typed error, deciding by `extensions.code`, never by HTTP status. */
export function graphQLError(errors: readonly GraphQLErrorEntry[]): BookshopError {
  const first = errors[0];
  // `extensions.code` in a GraphQL answer; an ErrorResponse-shaped entry (`{ code, message }`) carries it bare.
  const code = first?.extensions?.code ?? first?.code;
  if (code === 'ConcurrentModification') {
    return new ConcurrentModificationError(
      first?.message ?? 'Concurrent modification',
      first?.extensions?.currentVersion,
    );
  }
  return new GraphQLResponseError(first?.message ?? 'GraphQL request failed', code, errors);
}

/**
 * The GraphQL client of one shopper's session. `customerOnly` is for what only a signed-in customer has (wishlists):
 * without a customer's token it raises `AuthError` before sending anything ({@link SIGN_IN_REQUIRED_MESSAGE}), and
 * when the customer's session could not be renewed, so that it went on as an anonymous one, it raises
 * {@link SESSION_ENDED_MESSAGE} rather than answering for an anonymous shopper (an empty list the customer would take
 * for their own).
 */
export function createGraphQLClient(
  config: BookshopConfig,
  http: Http,
  session: Session,
  { customerOnly = false }: { customerOnly?: boolean } = {},
): GraphQLClient {
  return async function execute(document, variables, options = {}) {
    if (!config.commercetools) throw new BookshopError('The commercetools service is not configured');
    const { apiUrl, projectKey } = config.commercetools;
    // Checked first, so a shopper who never signed in costs no token request.
    if (customerOnly && !(await config.tokenStore.get())?.customerId) {
      throw new AuthError(SIGN_IN_REQUIRED_MESSAGE, 'not_signed_in');
    }
    const answer = await withShopperToken(
      session,
      async (authorization, token) => {
        if (customerOnly && !token.customerId) throw new AuthError(SESSION_ENDED_MESSAGE, 'session_ended');
        try {
          return await http<GraphQLAnswer<never>>(`${apiUrl}/${projectKey}/graphql`, {
            ...options,
            method: 'POST',
            body: { query: document.toString(), variables },
            headers: { ...options.headers, authorization },
          });
        } catch (error) {
          // A GraphQL error can also arrive with a 4xx status (a REST-style 409 for a version conflict): the body
          // decides. A refused token (401) is left to withShopperToken.
          const body =
            error instanceof HttpError && error.status !== 401 ? (error.body as GraphQLAnswer<never>) : undefined;
          if (Array.isArray(body?.errors)) return body;
          throw error;
        }
      },
      options,
    );
    // A 200 whose body is not a GraphQL answer at all (`null`, a proxy's page) has no data either.
    if (!answer || typeof answer !== 'object')
      throw new GraphQLResponseError('GraphQL answer had no data', undefined, []);
    if (answer.errors?.length) throw graphQLError(answer.errors);
    if (!answer.data) throw new GraphQLResponseError('GraphQL answer had no data', undefined, []);
    return answer.data;
  };
}
