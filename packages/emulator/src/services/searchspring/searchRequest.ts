import { z } from 'zod';
import { ReplyError } from '../../http/router';
import { facetByField, isSlider } from './facets';

/** Sort options the emulated site offers, in Searchspring's `sorting.options` form. */
export const SORT_OPTIONS = [
  { field: 'relevance', direction: 'desc', label: 'Best Match' },
  { field: 'sales_rank', direction: 'desc', label: 'Best Selling' },
  { field: 'publication_date', direction: 'desc', label: 'Newest' },
  { field: 'price', direction: 'asc', label: 'Price: Low to High' },
  { field: 'price', direction: 'desc', label: 'Price: High to Low' },
  { field: 'rating', direction: 'desc', label: 'Top Rated' },
  { field: 'title', direction: 'asc', label: 'Name (A - Z)' },
  { field: 'title', direction: 'desc', label: 'Name (Z - A)' },
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

export interface Range {
  low?: number;
  high?: number;
}

/** Value filters by facet field and slider ranges (dollars) by field. */
export interface FilterSet {
  values: Record<string, string[]>;
  ranges: Record<string, Range>;
}

export interface SearchRequest {
  siteId: string;
  q: string;
  /** `rq`, search within results: products must match it as well as `q`. */
  rq?: string;
  /** Searched instead when `q` (even corrected) finds nothing: what snap's autocomplete submits beside the query. */
  fallbackQuery?: string;
  /** A custom landing page (campaign) tag. */
  landingPage?: string;
  page: number;
  resultsPerPage: number;
  sort?: { field: string; direction: 'asc' | 'desc' };
  /** `filter.*`: shown as active facet values and in the filter summary. */
  filters: FilterSet;
  /** `bgfilter.*` (and a landing page's own filters): applied silently. */
  background: FilterSet;
  /** What a triggered redirect answers: only the redirect (`minimal`) or the full response. */
  redirectResponse: 'minimal' | 'full';
  /** Autocomplete: the last word matches as a prefix. */
  typeahead: boolean;
  /** `includedFacets` (only these are answered) or `excludedFacets` (these are not); counts are unchanged. */
  facetFields?: { include: boolean; fields: string[] };
}

const MAX_PAGE_SIZE = 100;
const scalars = z.object({
  siteId: z.string({ error: 'siteId is required' }).min(1, 'siteId is required'),
  q: z.string().default(''),
  rq: z.string().optional(),
  fallbackQuery: z.string().optional(),
  'landing-page': z.string().max(100).optional(),
  page: z
    .string()
    .regex(/^\d{1,9}$/, 'page must be a positive whole number')
    .optional(),
  resultsPerPage: z
    .string()
    .regex(/^\d{1,9}$/, 'resultsPerPage must be a whole number')
    .optional(),
  redirectResponse: z.enum(['minimal', 'full'], { error: 'redirectResponse must be minimal or full' }).optional(),
});

function dollars(value: string, name: string): number | undefined {
  // `*` is an open bound: Searchspring's own client sends it for the side of a range the shopper left open.
  if (value === '' || value === '*') return undefined;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) throw new ReplyError(400, `${name} must be a non-negative number`);
  return amount;
}

/** Adds one `filter.*` or `bgfilter.*` parameter to a filter set; unknown facets are ignored, like the real service. */
function addFilter(set: FilterSet, key: string, rest: string, value: string) {
  const bound = rest.match(/^(.+)\.(low|high)$/);
  if (bound && isSlider(bound[1] as string)) {
    const field = bound[1] as string;
    const range = { ...set.ranges[field], [bound[2] as 'low' | 'high']: dollars(value, key) };
    // Both bounds open (`*` or empty) is no filter at all.
    if (range.low === undefined && range.high === undefined) delete set.ranges[field];
    else set.ranges[field] = range;
    return;
  }
  if (!facetByField.has(rest) || isSlider(rest) || !value) return;
  const values = set.values[rest] ?? [];
  if (!values.includes(value)) set.values[rest] = [...values, value.slice(0, 200)];
}

/**
 * Reads a search.json / autocomplete.json / finder.json query string the way Searchspring does: `q`, `rq` (search
 * within results), `fallbackQuery`, `landing-page`, `page`, `resultsPerPage` (0 to 100), `sort.{field}={asc|desc}`, `filter.{facet}` repeated per value,
 * `filter.{slider}.low/high` in dollars (`*` for an open bound), the same for `bgfilter.*`, `redirectResponse`, and
 * `includedFacets` or `excludedFacets` (repeated or comma lists). Malformed values are a 400; facets the site does not
 * have are ignored.
 */
export function readSearchRequest(
  params: URLSearchParams,
  expectedSiteIds: readonly string[],
  typeahead = false,
): SearchRequest {
  const parsed = scalars.safeParse(Object.fromEntries(params));
  if (!parsed.success) throw new ReplyError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
  const { siteId } = parsed.data;
  if (!expectedSiteIds.includes(siteId)) throw new ReplyError(404, `Unknown siteId ${siteId}`);
  const filters: FilterSet = { values: {}, ranges: {} };
  const background: FilterSet = { values: {}, ranges: {} };
  let sort: SearchRequest['sort'];
  for (const [key, value] of params) {
    if (key.startsWith('sort.')) {
      const field = key.slice('sort.'.length);
      if (!Object.hasOwn(SORT_COLUMNS, field)) throw new ReplyError(400, `Unknown sort field ${field}`);
      // An empty direction asks for no sort on that field (spec: asc, desc or empty).
      if (value === '') continue;
      if (value !== 'asc' && value !== 'desc') throw new ReplyError(400, 'Sort direction must be asc, desc or empty');
      sort = { field, direction: value };
    } else if (key.startsWith('filter.')) {
      addFilter(filters, key, key.slice('filter.'.length), value);
    } else if (key.startsWith('bgfilter.')) {
      addFilter(background, key, key.slice('bgfilter.'.length), value);
    }
  }
  const included = params.getAll('includedFacets').flatMap((value) => value.split(','));
  const excluded = params.getAll('excludedFacets').flatMap((value) => value.split(','));
  // Searchspring's own client refuses to send both.
  if (included.length && excluded.length)
    throw new ReplyError(400, 'includedFacets and excludedFacets cannot be used together');
  const facetFields = included.length
    ? { include: true, fields: included }
    : excluded.length
      ? { include: false, fields: excluded }
      : undefined;
  const clamp = (value: string | undefined, fallback: number, min: number, max: number) =>
    value === undefined || value === '' ? fallback : Math.min(Math.max(Number(value), min), max);
  const text = (value: string | undefined) => value?.trim().slice(0, 256) || undefined;
  return {
    siteId,
    q: parsed.data.q.trim().slice(0, 256),
    ...(text(parsed.data.rq) ? { rq: text(parsed.data.rq) } : {}),
    ...(text(parsed.data.fallbackQuery) ? { fallbackQuery: text(parsed.data.fallbackQuery) } : {}),
    landingPage: parsed.data['landing-page']?.trim() || undefined,
    page: clamp(parsed.data.page, 1, 1, 10_000),
    // 0 answers the counts and facets without products: what snap's finder asks for.
    resultsPerPage: clamp(parsed.data.resultsPerPage, 30, 0, MAX_PAGE_SIZE),
    sort,
    filters,
    background,
    redirectResponse: parsed.data.redirectResponse ?? 'full',
    typeahead,
    ...(facetFields ? { facetFields } : {}),
  };
}
