import type { BookshopConfig } from '../config';
import {
  BookshopError,
  ConcurrentModificationError,
  type GraphQLErrorEntry,
  GraphQLResponseError,
  HttpError,
} from '../errors';
import type { TypedDocumentString } from '../generated/graphql';
import type { Http, RequestOptions } from '../transport/http';
import type { Session } from './session';

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
  const code = first?.extensions?.code;
  if (code === 'ConcurrentModification') {
    return new ConcurrentModificationError(
      first?.message ?? 'Concurrent modification',
      first?.extensions?.currentVersion,
    );
  }
  return new GraphQLResponseError(first?.message ?? 'GraphQL request failed', code, errors);
}

export function createGraphQLClient(config: BookshopConfig, http: Http, session: Session): GraphQLClient {
  return async function execute(document, variables, options = {}) {
    if (!config.commercetools) throw new BookshopError('The commercetools service is not configured');
    const { apiUrl, projectKey } = config.commercetools;
    const send = async () => {
      const token = await session.token(options);
      try {
        return await http<GraphQLAnswer<never>>(`${apiUrl}/${projectKey}/graphql`, {
          ...options,
          method: 'POST',
          body: { query: document.toString(), variables },
          headers: { ...options.headers, authorization: `Bearer ${token.accessToken}` },
        });
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) {
          await session.invalidate(token);
          throw error;
        }
        // A GraphQL error can also arrive with a 4xx status (a REST-style 409 for a version conflict): the body decides.
        if (error instanceof HttpError && Array.isArray((error.body as GraphQLAnswer<never>)?.errors)) {
          return error.body as GraphQLAnswer<never>;
        }
        throw error;
      }
    };
    let answer: GraphQLAnswer<never>;
    try {
      answer = await send();
    } catch (error) {
      // One retry with a fresh token when the server refused ours (expired or revoked early).
      if (!(error instanceof HttpError && error.status === 401)) throw error;
      answer = await send();
    }
    if (answer.errors?.length) throw graphQLError(answer.errors);
    if (!answer.data) throw new GraphQLResponseError('GraphQL answer had no data', undefined, []);
    return answer.data;
  };
}
