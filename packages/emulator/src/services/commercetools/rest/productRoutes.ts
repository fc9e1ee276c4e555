import type { Database } from '../../../db/database';
import type { RequestContext, Router } from '../../../http/router';
import { requireScope } from '../oauth/requireScope';
import type { Session } from '../oauth/tokenStore';
import { PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow, productByIdOrKey } from '../products/productRows';
import { productProjectionJson } from './productProjectionRoutes';
import { predicateVariables, readPaging } from './queryParams';
import { compilePredicate, compileSort } from './queryPredicate';
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

export interface ProductQuery {
  where: string[];
  sort: string[];
  variables?: Record<string, string[]>;
  limit: number;
  offset: number;
}

/**
 * A page of products as REST `Product`s, in id order unless sorted. `where` and `sort` are commercetools' query
 * predicates and sorts over the Product's JSON (`masterData(published = true)`, `masterData.current.name.en-AU asc`),
 * so they are tested in memory over every product; without either the database pages.
 */
export async function queryProducts(db: Database, query: ProductQuery, origin: string) {
  if (!query.where.length && !query.sort.length) {
    const { rows } = await db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ORDER BY p.id LIMIT $1 OFFSET $2`,
      [query.limit, query.offset],
    );
    const { rows: counted } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${PRODUCT_FROM}`);
    return { total: counted[0]?.total ?? 0, results: rows.map((row) => productJson(row, origin)) };
  }
  const predicates = query.where.map((where) => compilePredicate(where, query.variables ?? {}));
  const order = compileSort(query.sort);
  const { rows } = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ORDER BY p.id`);
  const matching = rows
    .map((row) => productJson(row, origin))
    .filter((product) => predicates.every((predicate) => predicate(product)))
    .sort((a, b) => order(a, b) || (a.id < b.id ? -1 : 1));
  return { total: matching.length, results: matching.slice(query.offset, query.offset + query.limit) };
}

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
