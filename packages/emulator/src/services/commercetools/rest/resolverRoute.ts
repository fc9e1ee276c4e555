import type { GraphQLResolveInfo } from 'graphql';
import type { Database } from '../../../db/database';
import type { RequestContext } from '../../../http/router';
import type { CommercetoolsContext, Resolver, ResolverMap } from '../graphql/resolvers';
import type { Session } from '../oauth/tokenStore';
import { type Json, restAnswer } from './restShape';

/**
 * Runs a GraphQL resolver for a REST route, as the request's session, with commercetools errors as REST error bodies:
 * both APIs then keep one set of rules, limits and codes, and see the same versions.
 */
export function resolverRoute(
  resolvers: ResolverMap,
  db: Database,
  projectKey: string,
  authenticate: (context: RequestContext) => Promise<Session>,
) {
  return async (context: RequestContext, type: 'Me' | 'Mutation', field: string, args: Json) => {
    const resolver = resolvers[type]?.[field] as Resolver;
    const graphqlContext: CommercetoolsContext = {
      db,
      session: await authenticate(context),
      projectKey,
      origin: context.origin,
    };
    return restAnswer(async () => resolver({}, args, graphqlContext, {} as GraphQLResolveInfo));
  };
}
