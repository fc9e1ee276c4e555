import { createHash } from 'node:crypto';
import type { ProductRow, SearchOutcome } from './runSearch';
import { LIST_FACETS, type SearchRequest, SORT_OPTIONS } from './searchRequest';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Searchspring's tracking pair: opaque data and a signature over it, so clicks can be attributed. */
function intellisuggest(row: ProductRow, siteId: string) {
  const data = Buffer.from(JSON.stringify({ s: siteId, p: row.id, k: row.sku })).toString('base64url');
  return {
    intellisuggestData: data,
    intellisuggestSignature: createHash('sha256').update(`${siteId}:${data}`).digest('hex'),
  };
}

/** One product as a flat Searchspring result record: every value a string, multi-valued fields as lists. */
export function resultRecord(row: ProductRow, siteId: string, origin: string) {
  const cover = `${origin}/covers/${encodeURIComponent(row.sku)}.svg`;
  const onSale = row.discounted_cents !== null && row.discounted_cents < row.price_cents;
  return {
    id: row.id,
    uid: row.id,
    sku: row.sku,
    name: row.name,
    url: `/product/${row.slug}`,
    slug: row.slug,
    imageUrl: cover,
    thumbnailImageUrl: cover,
    secureImageUrl: cover,
    price: dollars(onSale ? (row.discounted_cents as number) : row.price_cents),
    msrp: dollars(row.price_cents),
    author: row.authors,
    format: row.format,
    rating: String(row.rating),
    ratingCount: String(row.rating_count),
    popularity: String(row.popularity),
    availability: row.availability,
    product_type: row.product_type,
    variant_id: '1',
    publication_date: row.published_on ?? '',
    ...intellisuggest(row, siteId),
  };
}

/** The native search.json answer for a request and its outcome, in the shape the real service sends. */
export function searchResponse(request: SearchRequest, outcome: SearchOutcome, origin: string) {
  const perPage = request.resultsPerPage;
  const totalPages = Math.ceil(outcome.total / perPage);
  const begin = outcome.rows.length ? (request.page - 1) * perPage + 1 : 0;
  const activeSort = request.sort ?? { field: request.q ? 'relevance' : 'sales_rank', direction: 'desc' };
  const listFacets = outcome.facets.map(({ field, values }) => {
    const active = new Set(request.filters[field] ?? []);
    return {
      field,
      label: LIST_FACETS[field].label,
      type: 'value',
      multiple: 'or',
      collapse: 0,
      facet_active: active.size ? 1 : 0,
      values: values.map(({ value, count }) => ({
        active: active.has(value),
        type: 'value',
        value,
        label: value,
        count,
      })),
    };
  });
  const priceFacet = outcome.priceRange && {
    field: 'price',
    label: 'Price',
    type: 'slider',
    collapse: 0,
    facet_active: request.price ? 1 : 0,
    step: 5,
    range: [Math.floor(outcome.priceRange.low / 100), Math.ceil(outcome.priceRange.high / 100)],
    active: [
      request.price?.low ?? Math.floor(outcome.priceRange.low / 100),
      request.price?.high ?? Math.ceil(outcome.priceRange.high / 100),
    ],
    values: [],
    format: '$%01.2f - $%01.2f',
  };
  return {
    pagination: {
      totalResults: outcome.total,
      begin,
      end: begin ? begin + outcome.rows.length - 1 : 0,
      currentPage: request.page,
      totalPages,
      previousPage: request.page > 1 ? request.page - 1 : 0,
      nextPage: request.page < totalPages ? request.page + 1 : 0,
      perPage,
      defaultPerPage: 30,
    },
    sorting: {
      options: SORT_OPTIONS.map((option) => ({
        ...option,
        active: option.field === activeSort.field && option.direction === activeSort.direction ? 1 : 0,
      })),
    },
    resultLayout: 'grid',
    results: outcome.rows.map((row) => resultRecord(row, request.siteId, origin)),
    facets: priceFacet ? [...listFacets, priceFacet] : listFacets,
    breadcrumbs: request.q
      ? [
          {
            field: '',
            label: `Search: "${request.q}"`,
            filterLabel: 'Search',
            filterValue: request.q,
            removeFilters: [],
            removeRefineQuery: [],
          },
        ]
      : [],
    filterSummary: Object.entries(request.filters).flatMap(([field, values]) =>
      (values ?? []).map((value) => ({
        field,
        value,
        label: `${LIST_FACETS[field as keyof typeof LIST_FACETS].label}: ${value}`,
        filterLabel: LIST_FACETS[field as keyof typeof LIST_FACETS].label,
        filterValue: value,
      })),
    ),
    merchandising: {
      redirect: '',
      is_elevated: [],
      elevated: [],
      removed: [],
      content: {},
      facets: [],
      facetsHide: [],
      experiments: [],
      variants: [],
      personalized: false,
      triggeredCampaigns: null,
    },
    query: { original: request.q },
  };
}
