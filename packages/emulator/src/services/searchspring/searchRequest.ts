import { ReplyError } from '../../http/router';

/** Sort options the emulated site offers, in Searchspring's `sorting.options` form. */
export const SORT_OPTIONS = [
  { field: 'relevance', direction: 'desc', label: 'Best Match' },
  { field: 'sales_rank', direction: 'desc', label: 'Best Selling' },
  { field: 'publication_date', direction: 'desc', label: 'Newest' },
  { field: 'price', direction: 'asc', label: 'Price: Low to High' },
  { field: 'price', direction: 'desc', label: 'Price: High to Low' },
  { field: 'rating', direction: 'desc', label: 'Top Rated' },
  { field: 'title', direction: 'asc', label: 'Name (A - Z)' },
] as const;

/** The SQL expression each sort field orders by. */
export const SORT_COLUMNS: Record<string, string> = {
  relevance: 'rank',
  sales_rank: 'popularity',
  publication_date: 'published_on',
  price: 'effective_price',
  rating: 'rating',
  title: 'name',
};

/** Facet fields the emulator filters on and the product column behind each. */
export const LIST_FACETS = {
  format: { label: 'Format', column: 'format', array: false },
  authors: { label: 'Author', column: 'authors', array: true },
  publisher: { label: 'Publisher', column: 'publisher', array: false },
  availability: { label: 'Availability', column: 'availability', array: false },
} as const;
export type ListFacet = keyof typeof LIST_FACETS;

export interface SearchRequest {
  siteId: string;
  q: string;
  page: number;
  resultsPerPage: number;
  sort?: { field: string; direction: 'asc' | 'desc' };
  filters: Partial<Record<ListFacet, string[]>>;
  price?: { low?: number; high?: number };
}

const MAX_PAGE_SIZE = 100;

function positiveInt(value: string | null, name: string, fallback: number, max: number): number {
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new ReplyError(400, `${name} must be a positive whole number`);
  return Math.min(Math.max(Number(value), 1), max);
}

function dollars(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) throw new ReplyError(400, `${name} must be a non-negative number`);
  return amount;
}

/**
 * Reads a search.json query string the way Searchspring does: `q`, `page`, `resultsPerPage` (at most 100),
 * `sort.{field}={asc|desc}`, `filter.{facet}` repeated per value, `filter.price.low/high` in dollars. Facets the
 * site does not have are ignored, as the real service ignores unknown fields; malformed values are a 400.
 */
export function readSearchRequest(params: URLSearchParams, expectedSiteId: string): SearchRequest {
  const siteId = params.get('siteId') ?? '';
  if (!siteId) throw new ReplyError(400, 'siteId is required');
  if (siteId !== expectedSiteId) throw new ReplyError(404, `Unknown siteId ${siteId}`);
  const q = (params.get('q') ?? '').trim().slice(0, 256);
  const filters: SearchRequest['filters'] = {};
  let sort: SearchRequest['sort'];
  for (const [key, value] of params) {
    if (key.startsWith('sort.')) {
      const field = key.slice('sort.'.length);
      if (!(field in SORT_COLUMNS)) throw new ReplyError(400, `Unknown sort field ${field}`);
      if (value !== 'asc' && value !== 'desc') throw new ReplyError(400, 'Sort direction must be asc or desc');
      sort = { field, direction: value };
    } else if (key.startsWith('filter.') && !key.startsWith('filter.price.')) {
      const facet = key.slice('filter.'.length);
      if (facet in LIST_FACETS && value) filters[facet as ListFacet] = [...(filters[facet as ListFacet] ?? []), value];
    }
  }
  const low = dollars(params.get('filter.price.low'), 'filter.price.low');
  const high = dollars(params.get('filter.price.high'), 'filter.price.high');
  return {
    siteId,
    q,
    page: positiveInt(params.get('page'), 'page', 1, 10_000),
    resultsPerPage: positiveInt(params.get('resultsPerPage'), 'resultsPerPage', 30, MAX_PAGE_SIZE),
    sort,
    filters,
    price: low === undefined && high === undefined ? undefined : { low, high },
  };
}
