import type { Database } from '../../db/database';
import { ReplyError, type RequestContext, Router } from '../../http/router';
import type { Service } from '../../http/server';
import { restCodeForStatus, restErrorBody } from './errors';
import { executeGraphqlRequest } from './graphql/executeRequest';
import { registerOauthRoutes } from './oauth/routes';
import { findAccessToken, type Session } from './oauth/tokenStore';
import { registerCategoryRoutes } from './rest/categoryRoutes';
import { registerCustomerRoutes } from './rest/customerRoutes';
import { registerMeRoutes } from './rest/meRoutes';
import { registerMeSignInRoutes } from './rest/meSignInRoutes';
import { registerMyCartRoutes } from './rest/myCartRoutes';
import { registerMyOrderRoutes } from './rest/myOrderRoutes';
import { registerMyShoppingListRoutes } from './rest/myShoppingListRoutes';
import { registerProductProjectionRoutes } from './rest/productProjectionRoutes';
import { registerProductRoutes } from './rest/productRoutes';

const INVALID_TOKEN = {
  statusCode: 401,
  message: 'invalid_token',
  errors: [{ code: 'invalid_token', message: 'invalid_token' }],
  error: 'invalid_token',
};

/** The caller's session from its bearer token; 401 in commercetools' shape when it is missing, unknown or expired. */
export async function requireSession(db: Database, context: RequestContext, projectKey: string): Promise<Session> {
  if (context.params.projectKey !== projectKey) {
    throw new ReplyError(404, `The project '${context.params.projectKey}' does not exist.`);
  }
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(context.headers.authorization ?? '');
  const session = match?.[1] ? await findAccessToken(db, match[1]) : null;
  if (!session)
    throw new ReplyError(401, 'invalid_token', { body: INVALID_TOKEN, headers: { 'www-authenticate': 'Bearer' } });
  return session;
}

/**
 * commercetools under `/commercetools`: the GraphQL API at `/{projectKey}/graphql`, categories, product projections
 * and the project, the Admin API's products and customer creation (for a `manage_project` token), the customer (`me`), their carts and shopping lists over REST, and the auth API under `/oauth`.
 */
export function commercetoolsService(
  db: Database,
  projectKey: string,
  log: (message: string) => void = () => {},
): Service {
  const router = new Router();
  router.post('/:projectKey/graphql', async (context) => {
    const session = await requireSession(db, context, projectKey);
    return executeGraphqlRequest(context.body, { db, session, projectKey, origin: context.origin }, log);
  });
  registerCategoryRoutes(router, db, projectKey, (context) => requireSession(db, context, projectKey));
  registerProductProjectionRoutes(router, db, (context) => requireSession(db, context, projectKey));
  registerMyCartRoutes(router, db, (context) => requireSession(db, context, projectKey));
  registerMyOrderRoutes(router, db, (context) => requireSession(db, context, projectKey));
  registerMyShoppingListRoutes(router, db, (context) => requireSession(db, context, projectKey));
  registerMeSignInRoutes(router, db, (context) => requireSession(db, context, projectKey));
  registerMeRoutes(router, db, projectKey, (context) => requireSession(db, context, projectKey));
  registerProductRoutes(router, db, projectKey, (context) => requireSession(db, context, projectKey));
  registerCustomerRoutes(router, db, projectKey, (context) => requireSession(db, context, projectKey));
  registerOauthRoutes(router, db, projectKey);
  return {
    basePath: '/commercetools',
    router,
    error: (status, message) => restErrorBody(status, restCodeForStatus(status), message),
  };
}
