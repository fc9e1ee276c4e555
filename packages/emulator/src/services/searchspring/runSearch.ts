import type { Queryable } from '../../db/database';
import type { CategoryTree } from './categoryTree';
import { queryWords, type SearchScope } from './conditions';
import type { FacetCount } from './facetCounts';
import { findLandingPage, type LandingPage } from './merchandising';
import type { SearchRequest } from './searchRequest';
import type { SearchEngine } from './sqlSearch';
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

/**
 * What a search needs besides the request: the database, the lazily built category tree and vocabulary, and the
 * engine that counts facets and picks the page (the in-memory index, or SQL).
 */
export interface SearchContext {
  db: Queryable;
  tree(): Promise<CategoryTree>;
  vocabulary(): Promise<Vocabulary>;
  engine: SearchEngine;
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
 * integrated spell correction when nothing matches (and a did-you-mean when little does), the `fallbackQuery` when
 * even the correction finds nothing, and the facet counts. `rq` (search within results) is searched with every query
 * tried, so products match it as well.
 */
export async function runSearch(context: SearchContext, request: SearchRequest): Promise<SearchOutcome> {
  const landingPage = request.landingPage ? await findLandingPage(context.db, request.landingPage) : undefined;
  const background = [request.background];
  // An unknown landing page has no products, rather than silently showing the whole catalogue.
  if (request.landingPage && !landingPage) background.push({ values: { category: ['\u0000'] }, ranges: {} });
  if (landingPage) background.push(landingPage.filters);
  const within = (q: string) => (request.rq ? `${q} ${request.rq}`.trim() : q);
  const sort = request.sort ?? landingPage?.sort ?? DEFAULT_SORT(within(request.q));
  let scope: SearchScope = { q: within(request.q), typeahead: request.typeahead, filters: request.filters, background };
  const page = {
    sort,
    offset: (request.page - 1) * request.resultsPerPage,
    limit: request.resultsPerPage,
  };
  // The redirect is looked up with the search (the in-memory engine reads it in the same statement as the page); it
  // belongs to the shopper's query, not to the words searched within it.
  let found = await context.engine.search(scope, page, request.q || undefined);
  let redirect = found.redirect;
  const query: SearchOutcome['query'] = { original: request.q };
  let didYouMean: string | undefined;
  // Another query is searched only if it finds something; the first one that does is the answer's `corrected`.
  const retryWith = async (q: string) => {
    const retryScope = { ...scope, q: within(q) };
    const retry = await context.engine.search(retryScope, page, redirect ? undefined : q);
    if (retry.total === 0) return false;
    scope = retryScope;
    found = retry;
    query.corrected = q;
    redirect ??= retry.redirect;
    return true;
  };
  if (found.total < 5 && request.q) {
    const corrected = await correctQuery(context, request.q);
    if (corrected && found.total === 0) await retryWith(corrected);
    else if (corrected) didYouMean = corrected;
  }
  const fallback = request.fallbackQuery;
  if (found.total === 0 && fallback && fallback.toLowerCase() !== request.q.toLowerCase()) await retryWith(fallback);
  return { rows: found.rows, total: found.total, facets: found.facets, sort, query, didYouMean, redirect, landingPage };
}
