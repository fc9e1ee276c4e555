import type { Queryable } from '../../db/database';
import { LIST_FACETS, type ListFacet, type SearchRequest, SORT_COLUMNS } from './searchRequest';

export interface ProductRow {
  id: string;
  sku: string;
  slug: string;
  name: string;
  authors: string[];
  format: string;
  product_type: string;
  price_cents: number;
  discounted_cents: number | null;
  rating: string;
  rating_count: number;
  popularity: number;
  availability: string;
  published_on: string | null;
}

export interface SearchOutcome {
  rows: ProductRow[];
  total: number;
  facets: { field: ListFacet; values: { value: string; count: number }[] }[];
  priceRange?: { low: number; high: number };
}

/** SQL conditions and parameters, built together so placeholders always line up. */
class Conditions {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  /** The text-search query expression, when the request has search text. */
  textQuery?: string;
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  where(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

function filterConditions(request: SearchRequest, except?: ListFacet): Conditions {
  const conditions = new Conditions();
  if (request.q) {
    const q = conditions.param(request.q);
    conditions.textQuery = `(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;
    conditions.parts.push(`search @@ ${conditions.textQuery}`);
  }
  for (const [facet, values] of Object.entries(request.filters) as [ListFacet, string[]][]) {
    if (facet === except || !values.length) continue;
    const { column, array } = LIST_FACETS[facet];
    const list = conditions.param(values);
    conditions.parts.push(array ? `${column} && ${list}::text[]` : `${column} = ANY(${list}::text[])`);
  }
  const effective = 'coalesce(discounted_cents, price_cents)';
  if (request.price?.low !== undefined)
    conditions.parts.push(`${effective} >= ${conditions.param(Math.round(request.price.low * 100))}`);
  if (request.price?.high !== undefined)
    conditions.parts.push(`${effective} <= ${conditions.param(Math.round(request.price.high * 100))}`);
  return conditions;
}

/** Runs one listing search: a page of ranked, filtered products, the total, facet counts and the price range. */
export async function runSearch(db: Queryable, request: SearchRequest): Promise<SearchOutcome> {
  const conditions = filterConditions(request);
  const rank = conditions.textQuery ? `ts_rank(search, ${conditions.textQuery})` : '0';
  const sort = request.sort ?? { field: request.q ? 'relevance' : 'sales_rank', direction: 'desc' };
  const order = `${SORT_COLUMNS[sort.field]} ${sort.direction === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, id ASC`;
  const limit = conditions.param(request.resultsPerPage);
  const offset = conditions.param((request.page - 1) * request.resultsPerPage);
  const page = await db.query<ProductRow & { total: number }>(
    `SELECT id, sku, slug, name, authors, format, product_type, price_cents, discounted_cents, rating, rating_count,
            popularity, availability, published_on::text, count(*) OVER ()::int AS total
       FROM (SELECT *, ${rank} AS rank, coalesce(discounted_cents, price_cents) AS effective_price FROM products
             ${conditions.where()}) AS matches
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    conditions.params,
  );
  let total = page.rows[0]?.total;
  if (total === undefined) {
    // Past the last page the window count is gone; count separately so pagination still tells the truth.
    const counted = filterConditions(request);
    const { rows } = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM products ${counted.where()}`,
      counted.params,
    );
    total = rows[0]?.total ?? 0;
  }
  const facets = await Promise.all(
    (Object.keys(LIST_FACETS) as ListFacet[]).map(async (field) => {
      // Each facet counts with the other facets' filters but not its own, so its other values stay selectable.
      const scope = filterConditions(request, field);
      const { column, array } = LIST_FACETS[field];
      const value = array ? `unnest(${column})` : column;
      const { rows } = await db.query<{ value: string; count: number }>(
        `SELECT value, count(*)::int AS count FROM (SELECT ${value} AS value FROM products ${scope.where()}) AS v
          WHERE value IS NOT NULL GROUP BY value ORDER BY count DESC, value ASC LIMIT 50`,
        scope.params,
      );
      return { field, values: rows };
    }),
  );
  const unpriced = filterConditions({ ...request, price: undefined });
  const { rows: range } = await db.query<{ low: number | null; high: number | null }>(
    `SELECT min(coalesce(discounted_cents, price_cents)) AS low, max(coalesce(discounted_cents, price_cents)) AS high
       FROM products ${unpriced.where()}`,
    unpriced.params,
  );
  const bounds = range[0];
  return {
    rows: page.rows,
    total,
    facets,
    priceRange: bounds?.low == null || bounds.high == null ? undefined : { low: bounds.low, high: bounds.high },
  };
}
