import type { Queryable } from '../../db/database';
import type { CategoryTree } from './categoryTree';
import { queryWords, type SearchScope, scopeConditions } from './conditions';
import { countFacets, type FacetCount } from './facetCounts';
import { findLandingPage, findRedirect, type LandingPage } from './merchandising';
import { type SearchRequest, SORT_COLUMNS } from './searchRequest';
import type { Vocabulary } from './vocabulary';

export interface ProductRow {
  id: string;
  sku: string;
  slug: string;
  name: string;
  description: string;
  authors: string[];
  format: string;
  publisher: string | null;
  series: string | null;
  themes: string[];
  category_key: string;
  product_type: string;
  price_cents: number;
  discounted_cents: number | null;
  b2c_price_cents: number | null;
  b2b_price_cents: number | null;
  staff_price_cents: number | null;
  rating: string;
  rating_count: number;
  popularity: number;
  availability: string;
  stock: number;
  published_on: string | null;
}

export const PRODUCT_COLUMNS = `id, sku, slug, name, description, authors, format, publisher, series, themes, category_key,
  product_type, price_cents, discounted_cents, b2c_price_cents, b2b_price_cents, staff_price_cents, rating, rating_count,
  popularity, availability, stock, published_on::text`;

/** What a search needs besides the request: the database and the lazily built category tree and vocabulary. */
export interface SearchContext {
  db: Queryable;
  tree(): Promise<CategoryTree>;
  vocabulary(): Promise<Vocabulary>;
}

export interface SearchOutcome {
  rows: ProductRow[];
  total: number;
  facets: Map<string, FacetCount>;
  sort: { field: string; direction: 'asc' | 'desc' };
  query: { original: string; corrected?: string };
  didYouMean?: string;
  redirect?: string;
  landingPage?: LandingPage;
}

const DEFAULT_SORT = (q: string) => ({
  field: q && q !== '*' ? 'relevance' : 'sales_rank',
  direction: 'desc' as const,
});

/** One page of products of a scope, in the requested order (the total comes from the facet pass). */
async function pageOf(
  context: SearchContext,
  scope: SearchScope,
  request: SearchRequest,
  sort: SearchOutcome['sort'],
): Promise<ProductRow[]> {
  const conditions = scopeConditions(scope, await context.tree());
  const rank = conditions.textQuery ? `ts_rank(search, ${conditions.textQuery})` : '0';
  const order = `${SORT_COLUMNS[sort.field]} ${sort.direction === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, id ASC`;
  const limit = conditions.param(request.resultsPerPage);
  const offset = conditions.param((request.page - 1) * request.resultsPerPage);
  const { rows } = await context.db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS}
       FROM (SELECT *, ${rank} AS rank, coalesce(discounted_cents, price_cents) AS effective_price FROM products
             ${conditions.where()}) AS matches
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    conditions.params,
  );
  return rows;
}

/** The query with every unknown word replaced by its closest catalogue word, or undefined if nothing changes. */
export async function correctQuery(context: SearchContext, q: string): Promise<string | undefined> {
  if (!q || q === '*' || /^\d+$/.test(q.trim())) return undefined;
  const vocabulary = await context.vocabulary();
  let changed = false;
  const corrected = queryWords(q)
    .map((word) => {
      const better = vocabulary.correct(word);
      if (better) changed = true;
      return better ?? word;
    })
    .join(' ');
  return changed ? corrected : undefined;
}

/**
 * Runs one search: redirect and landing-page merchandising, a page of ranked, filtered products with the total,
 * integrated spell correction when nothing matches (and a did-you-mean when little does), and the facet counts.
 */
export async function runSearch(context: SearchContext, request: SearchRequest): Promise<SearchOutcome> {
  let redirect = request.q ? await findRedirect(context.db, request.q) : undefined;
  const landingPage = request.landingPage ? await findLandingPage(context.db, request.landingPage) : undefined;
  const background = [request.background];
  // An unknown landing page has no products, rather than silently showing the whole catalogue.
  if (request.landingPage && !landingPage) background.push({ values: { category: ['\u0000'] }, ranges: {} });
  if (landingPage) background.push(landingPage.filters);
  const sort = request.sort ?? landingPage?.sort ?? DEFAULT_SORT(request.q);
  let scope: SearchScope = { q: request.q, typeahead: request.typeahead, filters: request.filters, background };
  const tree = await context.tree();
  let counted = await countFacets(context.db, scope, tree);
  const query: SearchOutcome['query'] = { original: request.q };
  let didYouMean: string | undefined;
  if (counted.total < 5 && request.q) {
    const corrected = await correctQuery(context, request.q);
    if (corrected && counted.total === 0) {
      const correctedScope = { ...scope, q: corrected };
      const retry = await countFacets(context.db, correctedScope, tree);
      if (retry.total > 0) {
        scope = correctedScope;
        counted = retry;
        query.corrected = corrected;
        redirect ??= await findRedirect(context.db, corrected);
      }
    } else if (corrected) {
      didYouMean = corrected;
    }
  }
  const offset = (request.page - 1) * request.resultsPerPage;
  const rows = offset < counted.total ? await pageOf(context, scope, request, sort) : [];
  return { rows, total: counted.total, facets: counted.facets, sort, query, didYouMean, redirect, landingPage };
}
