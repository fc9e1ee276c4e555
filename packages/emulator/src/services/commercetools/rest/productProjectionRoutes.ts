import type { Database } from '../../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../../http/router';
import { CommercetoolsError, restErrorBody } from '../errors';
import type { Session } from '../oauth/tokenStore';
import { loadProducts, PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow } from '../products/productRows';
import { searchProducts } from '../products/productSearch';
import { productProjectionSource } from '../products/productSource';

/**
 * A product as the REST `ProductProjection` (current, published), built from the same source the GraphQL answers
 * from: localized fields as `{ locale: text }` maps, references as `{ typeId, id }`, the variant's `availability`
 * with the no-channel figures at its top.
 */
export function productProjectionJson(row: ProductRow, origin: string) {
  const source = productProjectionSource(row, origin);
  const {
    availability,
    isMatchingVariant: _m,
    scopedPrice: _s,
    scopedPriceDiscounted: _d,
    ...variant
  } = source.masterVariant;
  const price = variant.prices[0];
  // GraphQL's Money carries its __typename; REST's does not.
  const plain = ({ __typename: _t, ...money }: { __typename?: string }) => money;
  return {
    id: source.id,
    version: source.version,
    key: source.key,
    productType: source.productTypeRef,
    name: source.names,
    description: source.descriptions,
    categories: source.categoriesRef,
    categoryOrderHints: {},
    slug: source.slugs,
    masterVariant: {
      ...variant,
      prices: price
        ? [
            {
              id: price.id,
              value: plain(price.value),
              ...(price.discounted
                ? { discounted: { value: plain(price.discounted.value), discount: price.discounted.discountRef } }
                : {}),
            },
          ]
        : [],
      availability: { ...availability.noChannel, channels: {} },
    },
    variants: [],
    searchKeywords: {},
    hasStagedChanges: false,
    published: true,
    ...(source.reviewRatingStatistics ? { reviewRatingStatistics: source.reviewRatingStatistics } : {}),
    createdAt: source.createdAt,
    lastModifiedAt: source.lastModifiedAt,
  };
}

function wholeNumber(value: string | null, name: string, fallback: number, max: number): number {
  if (value === null) return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) > max) {
    throw new ReplyError(
      400,
      `Malformed parameter: ${name}: The ${name} parameter must be in the range of [0..${max}]`,
    );
  }
  return Number(value);
}

/** commercetools errors raised while reading a request become the REST error answer. */
function asReply(error: unknown): never {
  if (error instanceof CommercetoolsError) {
    throw new ReplyError(error.statusCode, error.message, {
      body: restErrorBody(error.statusCode, error.code, error.message),
    });
  }
  throw error;
}

/**
 * The REST product projections: `GET /{projectKey}/product-projections` (paged, `limit` ≤ 500, `offset`, `withTotal`,
 * in id order; `where` is not implemented and answers 400), `/product-projections/{id}`, `/product-projections/key={key}`
 * and `/product-projections/search` (`text.en-AU`, `filter`, `filter.query`, `sort`, `limit`, `offset`; the filters
 * and sorts `productProjectionSearch` takes over GraphQL; facets are not implemented). The catalogue has no staged
 * changes, so `staged=true` answers the same.
 */
export function registerProductProjectionRoutes(
  router: Router,
  db: Database,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  router.get('/:projectKey/product-projections/search', async (context) => {
    await authenticate(context);
    const params = context.url.searchParams;
    if (params.has('facet')) {
      asReply(new CommercetoolsError('NotImplemented', 'Search facets are not implemented by the emulator'));
    }
    const limit = wholeNumber(params.get('limit'), 'limit', 20, 500);
    const offset = wholeNumber(params.get('offset'), 'offset', 0, 10_000);
    const text = [...params].find(([name]) => name.startsWith('text.'))?.[1];
    let found: Awaited<ReturnType<typeof searchProducts>>;
    try {
      found = await searchProducts(db, {
        text,
        filters: params.getAll('filter').map((string) => ({ string })),
        queryFilters: params.getAll('filter.query').map((string) => ({ string })),
        facetFilters: params.getAll('filter.facets').map((string) => ({ string })),
        sorts: params.getAll('sort'),
        limit,
        offset,
      });
    } catch (error) {
      asReply(error);
    }
    const results = found.rows.map((row) => productProjectionJson(row, context.origin));
    return { json: { limit, offset, count: results.length, total: found.total, results, facets: {} } };
  });

  router.get('/:projectKey/product-projections', async (context) => {
    await authenticate(context);
    const params = context.url.searchParams;
    if (params.has('where')) {
      asReply(
        new CommercetoolsError('NotImplemented', 'Query predicates on product projections are not implemented yet'),
      );
    }
    const limit = wholeNumber(params.get('limit'), 'limit', 20, 500);
    const offset = wholeNumber(params.get('offset'), 'offset', 0, 10_000);
    const withTotal = params.get('withTotal') !== 'false';
    const { rows } = await db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ORDER BY p.id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    const total = withTotal
      ? ((await db.query<{ total: number }>('SELECT count(*)::int AS total FROM products')).rows[0]?.total ?? 0)
      : undefined;
    const results = rows.map((row) => productProjectionJson(row, context.origin));
    return { json: { limit, offset, count: results.length, ...(withTotal ? { total } : {}), results } };
  });

  router.get('/:projectKey/product-projections/:id', async (context) => {
    await authenticate(context);
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
    return { json: productProjectionJson(row, context.origin) };
  });
}
