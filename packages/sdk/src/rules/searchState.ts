/** A sort order as Searchspring names it: `sort.{field}={direction}`. */
export interface SearchSort {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * The state of a listing screen (search or category), independent of how it is written in a URL.
 * Facet values are lists because a facet may have several active values; price is in cents.
 */
export interface SearchState {
  /** Search text. */
  q?: string;
  /** A custom landing page (Searchspring's `landing-page`). */
  tag?: string;
  authors?: string[];
  sort?: SearchSort;
  resultsPerPage?: number;
  currentPage?: number;
  /** Active facet values by facet field, e.g. `{ format: ['Hardcover'] }`. */
  filters?: Record<string, string[]>;
  /** Active price range in cents. */
  price?: { low: number; high: number };
  /** Category path segments, e.g. `['bibles', 'niv']`. */
  category?: string[];
}
