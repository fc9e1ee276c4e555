/**
 * The facets of the emulated site, in the order search.json lists them, and how each maps to product columns.
 * `list` facets count distinct column values; `derived` facets count fixed buckets defined by SQL conditions;
 * `slider` facets report a [low, high] range in dollars; `hierarchy` is the category tree ('>'-delimited paths).
 * Fields containing staff, b2b or b2c are price books the storefront must hide.
 */
export type FacetDefinition =
  | { kind: 'hierarchy'; field: 'category'; label: string }
  | { kind: 'list'; field: string; label: string; column: string; array: boolean; collapse: 0 | 1 }
  | { kind: 'derived'; field: string; label: string; buckets: { value: string; label: string; sql: string }[] }
  | { kind: 'slider'; field: string; label: string; column: string };

const IN_STOCK = `availability IN ('available', 'limited-stock')`;

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
      { value: 'Last 30 Days', label: 'Last 30 Days', sql: `published_on >= current_date - 30` },
      {
        value: 'Last 3 Months',
        label: 'Last 3 Months',
        sql: `published_on >= (current_date - interval '3 months')::date`,
      },
      {
        value: 'Last 12 Months',
        label: 'Last 12 Months',
        sql: `published_on >= (current_date - interval '12 months')::date`,
      },
      { value: 'Coming Soon', label: 'Coming Soon', sql: `availability = 'pre-order'` },
    ],
  },
  {
    kind: 'derived',
    field: 'available',
    label: 'Availability',
    buckets: [
      { value: 'In Stock', label: 'In Stock', sql: IN_STOCK },
      { value: 'Pre-order', label: 'Pre-order', sql: `availability = 'pre-order'` },
      { value: 'Back Order', label: 'Back Order', sql: `availability = 'back-order'` },
      { value: 'Unavailable', label: 'Unavailable', sql: `availability = 'unavailable'` },
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
    })),
  },
  { kind: 'slider', field: 'price_b2c', label: 'B2C Price', column: 'b2c_price_cents' },
  { kind: 'slider', field: 'price_b2b', label: 'B2B Price', column: 'b2b_price_cents' },
  { kind: 'slider', field: 'staff_price', label: 'Staff Price', column: 'staff_price_cents' },
];

export const facetByField = new Map(FACETS.map((facet) => [facet.field, facet]));
export const isSlider = (field: string) => facetByField.get(field)?.kind === 'slider';
