import type { Database } from '../../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../../http/router';
import { CommercetoolsError, invalidInput, restErrorBody } from '../errors';
import { wholeNumber } from '../model/paging';
import { productProjectionJson } from '../model/productJson';
import type { Session } from '../oauth/tokenStore';
import { countFacets, type FacetRequest, parseFacet } from '../products/productFacets';
import {
  CATALOGUE_LOCALE,
  PRODUCT_COLUMNS,
  PRODUCT_FROM,
  type ProductRow,
  productByIdOrKey,
} from '../products/productRows';
import { fuzzyQueryOf, orderBy, searchProducts } from '../products/productSearch';
import { suggestKeywords } from '../products/productSuggest';
import { type ProductWhere, productWhere } from './productWhere';
import { predicateVariables, readPaging } from './queryParams';

/** A boolean query parameter (`true` or `false`), `false` when absent; anything else is `InvalidInput`. */
function readFlag(params: URLSearchParams, name: string): boolean {
  const value = params.get(name);
  if (value !== null && value !== 'true' && value !== 'false')
    throw invalidInput(`Malformed parameter: ${name}: expected true or false.`);
  return value === 'true';
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
 * `sort`, in id order otherwise; `where` predicates as `productWhere` supports them, anything else a 400),
 * `/product-projections/{id}`, `/product-projections/key={key}`, `/product-projections/search` (`text.en-AU`,
 * `filter`, `filter.query`, `filter.facets`, `facet`, `sort`, `limit`, `offset`; the filters and sorts
 * `productProjectionSearch` takes over GraphQL, and terms, filter and range facets on the paths `productFacets` knows) and `/product-projections/suggest` (`searchKeywords.{locale}`, `limit`,
 * `fuzzy`, `staged`). The catalogue has no staged changes, so `staged=true` answers the same.
 */
export function registerProductProjectionRoutes(
  router: Router,
  db: Database,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  router.get('/:projectKey/product-projections/search', async (context) => {
    await authenticate(context);
    const params = context.url.searchParams;
    let paging: ReturnType<typeof readPaging>;
    let facets: FacetRequest[];
    try {
      paging = readPaging(params);
      facets = params.getAll('facet').slice(0, 50).map(parseFacet);
    } catch (error) {
      asReply(error);
    }
    const { limit, offset } = paging;
    // `text.{locale}`: the locale says which localized values the text is searched in.
    const [textParam, text] = [...params].find(([name]) => name.startsWith('text.')) ?? [];
    const locale = textParam?.slice('text.'.length);
    let found: Awaited<ReturnType<typeof searchProducts>>;
    let facetCounts: Record<string, unknown>;
    try {
      const fuzzyQuery = await fuzzyQueryOf(db, {
        text,
        fuzzy: readFlag(params, 'fuzzy'),
        fuzzyLevel: params.get('fuzzyLevel'),
      });
      found = await searchProducts(db, {
        text,
        locale,
        fuzzyQuery,
        filters: params.getAll('filter').map((string) => ({ string })),
        queryFilters: params.getAll('filter.query').map((string) => ({ string })),
        facetFilters: params.getAll('filter.facets').map((string) => ({ string })),
        sorts: params.getAll('sort'),
        limit,
        offset,
      });
      // commercetools counts facets after `filter.query` and `filter.facets`, before `filter`.
      facetCounts = await countFacets(db, facets, {
        text,
        locale,
        fuzzyQuery,
        filters: [...params.getAll('filter.query'), ...params.getAll('filter.facets')].map((string) => ({ string })),
      });
    } catch (error) {
      asReply(error);
    }
    const results = found.rows.map((row) => productProjectionJson(row, context.origin));
    return { json: { limit, offset, count: results.length, total: found.total, results, facets: facetCounts } };
  });

  router.get('/:projectKey/product-projections', async (context) => {
    await authenticate(context);
    const params = context.url.searchParams;
    let query: { limit: number; offset: number; withTotal: boolean; where: ProductWhere; order: string };
    try {
      query = {
        ...readPaging(params),
        where: productWhere(params.getAll('where'), predicateVariables(params)),
        order: orderBy(params.getAll('sort')),
      };
    } catch (error) {
      asReply(error);
    }
    const { limit, offset, withTotal, where } = query;
    const next = where.params.length;
    const { rows } = await db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE ${where.sql} ORDER BY ${query.order}
       LIMIT $${next + 1} OFFSET $${next + 2}`,
      [...where.params, limit, offset],
    );
    const total = withTotal
      ? ((
          await db.query<{ total: number }>(
            `SELECT count(*)::int AS total FROM ${PRODUCT_FROM} WHERE ${where.sql}`,
            where.params,
          )
        ).rows[0]?.total ?? 0)
      : undefined;
    const results = rows.map((row) => productProjectionJson(row, context.origin));
    return { json: { limit, offset, count: results.length, ...(withTotal ? { total } : {}), results } };
  });

  router.get('/:projectKey/product-projections/suggest', async (context) => {
    await authenticate(context);
    const params = context.url.searchParams;
    const asked = [...params].filter(([name]) => /^searchKeywords\.[A-Za-z]{2}(-[A-Za-z]{2})?$/.test(name));
    let limit: number;
    try {
      if (!asked.length) throw invalidInput("Missing required parameter: 'searchKeywords.{locale}'.");
      limit = wholeNumber(params.get('limit'), 'limit', 10, 500);
      readFlag(params, 'fuzzy');
      readFlag(params, 'staged');
    } catch (error) {
      asReply(error);
    }
    const answer: Record<string, { text: string }[]> = {};
    for (const [name, text] of asked) {
      const found =
        name === `searchKeywords.${CATALOGUE_LOCALE}` ? await suggestKeywords(db, text.slice(0, 256), limit) : [];
      answer[name] = found.map((keyword) => ({ text: keyword }));
    }
    return { json: answer };
  });

  router.get('/:projectKey/product-projections/:id', async (context) => {
    await authenticate(context);
    const row = await productByIdOrKey(db, context.params.id as string);
    return { json: productProjectionJson(row, context.origin) };
  });
}
