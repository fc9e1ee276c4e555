import type { Database } from '../../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../../http/router';
import { invalidInput } from '../errors';
import { requireScope } from '../oauth/requireScope';
import type { Session } from '../oauth/tokenStore';
import { loadProducts, PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow } from '../products/productRows';
import { orderBy } from '../products/productSearch';
import { productProjectionJson } from './productProjectionRoutes';
import { readPaging } from './queryParams';
import { restAnswer } from './restShape';

/**
 * A product as the Admin API's `Product`: its published projection's data as both `masterData.current` and
 * `masterData.staged` (the catalogue has no staged changes), the rest at the top.
 */
export function productJson(row: ProductRow, origin: string) {
  const {
    id,
    version,
    key,
    productType,
    hasStagedChanges,
    published,
    reviewRatingStatistics,
    createdAt,
    lastModifiedAt,
    ...data
  } = productProjectionJson(row, origin) as ReturnType<typeof productProjectionJson> & {
    reviewRatingStatistics?: unknown;
  };
  return {
    id,
    version,
    key,
    productType,
    masterData: { current: data, staged: data, published, hasStagedChanges },
    ...(reviewRatingStatistics ? { reviewRatingStatistics } : {}),
    priceMode: 'Embedded',
    createdAt,
    lastModifiedAt,
  };
}

/**
 * The Admin API's products, for a token with `view_products` or `manage_products` (or `manage_project`):
 * `GET /{projectKey}/products` (paged, `sort` as the projections take it, in id order otherwise) and
 * `/products/{id}`, `/products/key={key}`. `where` answers 400: the emulator has Product predicates
 * (`masterData(current(…))`) nowhere, and a predicate is never ignored.
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
    const { limit, offset, withTotal, order } = await restAnswer(async () => {
      if (params.has('where'))
        throw invalidInput(
          "Query predicates on products are not supported by the emulator: query 'product-projections'.",
        );
      return { ...readPaging(params), order: orderBy(params.getAll('sort')) };
    });
    const { rows } = await db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ORDER BY ${order} LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    const total = withTotal
      ? ((await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${PRODUCT_FROM}`)).rows[0]?.total ?? 0)
      : undefined;
    const results = rows.map((row) => productJson(row, context.origin));
    return { json: { limit, offset, count: results.length, ...(withTotal ? { total } : {}), results } };
  });

  router.get('/:projectKey/products/:id', async (context) => {
    await allowed(context);
    const wanted = (context.params.id as string).slice(0, 256);
    const byKey = wanted.startsWith('key=');
    // The key of a product is its sku.
    const { byId, bySku } = await loadProducts(db, byKey ? { skus: [wanted.slice(4)] } : { ids: [wanted] });
    const row = byKey ? bySku.get(wanted.slice(4)) : byId.get(wanted);
    if (!row) {
      const message = byKey
        ? `The Resource with key '${wanted.slice(4)}' was not found.`
        : `The Resource with ID '${wanted}' was not found.`;
      throw new ReplyError(404, message);
    }
    return { json: productJson(row, context.origin) };
  });
}
