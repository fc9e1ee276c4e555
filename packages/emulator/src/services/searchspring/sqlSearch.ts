import type { Queryable } from '../../db/database';
import type { CategoryTree } from './categoryTree';
import { type SearchScope, scopeConditions } from './conditions';
import { countFacets, type FacetCount } from './facetCounts';
import { findRedirect } from './merchandising';
import { PRODUCT_COLUMNS, type ProductRow } from './runSearch';
import { SORT_COLUMNS } from './searchRequest';

/** Which page of a search: its order, offset and size. */
export interface PageRequest {
  sort: { field: string; direction: 'asc' | 'desc' };
  offset: number;
  limit: number;
}

/** What a search finds: the total, the facet counts (each facet ignoring its own filter) and one page of products. */
export interface SearchFound {
  total: number;
  facets: Map<string, FacetCount>;
  rows: ProductRow[];
  /** The redirect of the `redirectFor` query the search was given (merchandising.ts), if it has one. */
  redirect?: string;
}

/** Counts facets and picks a page for a search scope: the in-memory index (indexedSearch.ts) or plain SQL. */
export interface SearchEngine {
  /** `redirectFor`: a query whose redirect to look up with the search (the in-memory engine saves a round trip). */
  search(scope: SearchScope, page: PageRequest, redirectFor?: string): Promise<SearchFound>;
}

/** One page of products of a scope, in the requested order (the total comes from the facet pass). */
async function pageOf(db: Queryable, tree: CategoryTree, scope: SearchScope, page: PageRequest): Promise<ProductRow[]> {
  const conditions = scopeConditions(scope, tree);
  const rank = conditions.textQuery ? `ts_rank(search, ${conditions.textQuery})` : '0';
  const order = `${SORT_COLUMNS[page.sort.field]} ${page.sort.direction === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, id ASC`;
  const limit = conditions.param(page.limit);
  const offset = conditions.param(page.offset);
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS}
       FROM (SELECT *, ${rank} AS rank, coalesce(discounted_cents, price_cents) AS effective_price FROM products
             ${conditions.where()}) AS matches
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    conditions.params,
  );
  return rows;
}

/**
 * Search in SQL alone: one counting query per active facet + 1 and a page query, each a pass over the matching
 * products. Slow on a large catalogue in PGlite, but the plain definition of the answers: the in-memory index falls
 * back to it for text queries it does not evaluate, and its property test compares against it.
 */
export function sqlSearchEngine(db: Queryable, tree: () => Promise<CategoryTree>): SearchEngine {
  return {
    async search(scope, page, redirectFor) {
      const categories = await tree();
      const counted = await countFacets(db, scope, categories);
      const rows = page.offset < counted.total ? await pageOf(db, categories, scope, page) : [];
      const redirect = redirectFor === undefined ? undefined : await findRedirect(db, redirectFor);
      return { total: counted.total, facets: counted.facets, rows, redirect };
    },
  };
}
