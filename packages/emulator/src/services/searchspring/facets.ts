/**
 * The facets of the emulated site, in the order search.json lists them, and how each maps to product columns.
 * `list` facets count distinct column values; `derived` facets count fixed buckets defined by SQL conditions;
 * `slider` facets report a [low, high] range in dollars; `hierarchy` is the category tree ('>'-delimited paths).
 * Fields containing staff, b2b or b2c are price books the storefront must hide.
 */
export type FacetDefinition =
  | { kind: 'hierarchy'; field: 'category'; label: string }
  | { kind: 'list'; field: string; label: string; column: string; array: boolean; collapse: 0 | 1 }
  | { kind: 'derived'; field: string; label: string; buckets: Bucket[] }
  | { kind: 'slider'; field: string; label: string; column: string };

/**
 * A fixed value of a derived facet: its SQL condition, and the same condition over the in-memory search index
 * (`searchIndex.ts`), which must agree with it exactly.
 */
export interface Bucket {
  value: string;
  label: string;
  sql: string;
  test(product: BucketProduct, dates: BucketDates): boolean;
}

/** What bucket conditions read of a product: days since 1970-01-01 (or null), availability, rating × 10. */
export interface BucketProduct {
  publishedDay: number | null;
  availability: string | null;
  rating10: number;
}

/** PostgreSQL's `current_date` arithmetic as days since 1970-01-01, read from the database for each search. */
export interface BucketDates {
  last30Days: number;
  last3Months: number;
  last12Months: number;
}

const IN_STOCK = `availability IN ('available', 'limited-stock')`;
const since = (day: number | null, from: number) => day !== null && day >= from;

export const FACETS: FacetDefinition[] = [
  { kind: 'hierarchy', field: 'category', label: 'Category' },
  { kind: 'list', field: 'format', label: 'Format', column: 'format', array: false, collapse: 0 },
  { kind: 'list', field: 'authors', label: 'Author', column: 'authors', array: true, collapse: 0 },
  { kind: 'list', field: 'publisher', label: 'Publisher', column: 'publisher', array: false, collapse: 1 },
  { kind: 'slider', field: 'price', label: 'Price', column: 'coalesce(discounted_cents, price_cents)' },
  {
    kind: 'derived',
    field: 'publication_date',
    label: 'Publication Date',
    buckets: [
      {
        value: 'Last 30 Days',
        label: 'Last 30 Days',
        sql: `published_on >= current_date - 30`,
        test: (p, dates) => since(p.publishedDay, dates.last30Days),
      },
      {
        value: 'Last 3 Months',
        label: 'Last 3 Months',
        sql: `published_on >= (current_date - interval '3 months')::date`,
        test: (p, dates) => since(p.publishedDay, dates.last3Months),
      },
      {
        value: 'Last 12 Months',
        label: 'Last 12 Months',
        sql: `published_on >= (current_date - interval '12 months')::date`,
        test: (p, dates) => since(p.publishedDay, dates.last12Months),
      },
      {
        value: 'Coming Soon',
        label: 'Coming Soon',
        sql: `availability = 'pre-order'`,
        test: (p) => p.availability === 'pre-order',
      },
    ],
  },
  {
    kind: 'derived',
    field: 'available',
    label: 'Availability',
    buckets: [
      {
        value: 'In Stock',
        label: 'In Stock',
        sql: IN_STOCK,
        test: (p) => p.availability === 'available' || p.availability === 'limited-stock',
      },
      ...(
        [
          ['Pre-order', 'pre-order'],
          ['Back Order', 'back-order'],
          ['Unavailable', 'unavailable'],
        ] as const
      ).map(([value, state]) => ({
        value,
        label: value,
        sql: `availability = '${state}'`,
        test: (p: BucketProduct) => p.availability === state,
      })),
    ],
  },
  { kind: 'list', field: 'series', label: 'Series', column: 'series', array: false, collapse: 1 },
  { kind: 'list', field: 'themes', label: 'Themes', column: 'themes', array: true, collapse: 1 },
  {
    kind: 'derived',
    field: 'rating',
    label: 'Rating',
    buckets: [4, 3, 2, 1].map((stars) => ({
      value: String(stars),
      label: `${stars} Star${stars > 1 ? 's' : ''} & Up`,
      sql: `rating >= ${stars}`,
      test: (p: BucketProduct) => p.rating10 >= stars * 10,
    })),
  },
  { kind: 'slider', field: 'price_b2c', label: 'B2C Price', column: 'b2c_price_cents' },
  { kind: 'slider', field: 'price_b2b', label: 'B2B Price', column: 'b2b_price_cents' },
  { kind: 'slider', field: 'staff_price', label: 'Staff Price', column: 'staff_price_cents' },
];

export const facetByField = new Map(FACETS.map((facet) => [facet.field, facet]));
export const isSlider = (field: string) => facetByField.get(field)?.kind === 'slider';
