import type { Database } from '../../../db/database';
import type { RequestContext, Router } from '../../../http/router';
import { productJson } from '../model/productJson';
import { queryProducts } from '../model/productQuery';
import { requireScope } from '../oauth/requireScope';
import type { Session } from '../oauth/tokenStore';
import { productByIdOrKey } from '../products/productRows';
import { predicateVariables, readPaging } from './queryParams';
import { restAnswer } from './restShape';

/**
 * The Admin API's products, for a token with `view_products` or `manage_products` (or `manage_project`):
 * `GET /{projectKey}/products` (paged; `where`, `var.*` and `sort` as `queryProducts` takes them) and
 * `/products/{id}`, `/products/key={key}`.
 */
export function registerProductRoutes(
  router: Router,
  db: Database,
  projectKey: string,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  const allowed = async (context: RequestContext) => {
    const session = await authenticate(context);
    await restAnswer(async () => requireScope(session, projectKey, ['view_products', 'manage_products']));
  };

  router.get('/:projectKey/products', async (context) => {
    await allowed(context);
    const params = context.url.searchParams;
    const { limit, offset, withTotal } = await restAnswer(async () => readPaging(params));
    const { total, results } = await restAnswer(() =>
      queryProducts(
        db,
        {
          where: params.getAll('where'),
          sort: params.getAll('sort'),
          variables: predicateVariables(params),
          limit,
          offset,
        },
        context.origin,
      ),
    );
    return { json: { limit, offset, count: results.length, ...(withTotal ? { total } : {}), results } };
  });

  router.get('/:projectKey/products/:id', async (context) => {
    await allowed(context);
    const row = await productByIdOrKey(db, context.params.id as string);
    return { json: productJson(row, context.origin) };
  });
}
