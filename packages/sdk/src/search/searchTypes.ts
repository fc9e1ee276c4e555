import type { Price } from '../rules/priceDisplay';

// Money and prices are domain types of the price rules; the search types use them as they are.
export type { Money, Price } from '../rules/priceDisplay';

/** A product as the listing, carousels and search box show it. */
export interface SearchProduct {
  id: string;
  sku: string;
  name: string;
  slug: string;
  url: string;
  imageUrl?: string;
  authors: string[];
  format?: string;
  rating: number;
  /** How many ratings `rating` averages, when the feed says. */
  ratingCount?: number;
  price?: Price;
  availability?: string;
  /** Commerce's stock for the sku, once merged in with `catalog.withStock`. */
  availabilityInfo?: { isOnStock: boolean; restockableInDays?: number; availableQuantity?: number };
  productType?: string;
  variantId?: number;
  intellisuggestData?: string;
  intellisuggestSignature?: string;
}

export interface SearchFacetValue {
  label: string;
  value: string;
  count: number;
  active: boolean;
}

export interface SearchFacet {
  field: string;
  label: string;
  /** 'slider', 'hierarchy', or 'list' (Searchspring's list, grid and palette all read as a list of values). */
  type: 'slider' | 'hierarchy' | 'list';
  multiple: 'single' | 'multiple';
  values: SearchFacetValue[];
  /** Slider bounds and active range, in cents. */
  range?: { low: number; high: number };
  active?: { low: number; high: number };
  /** Slider step, in cents. */
  step?: number;
}

export interface SearchPagination {
  currentPage: number;
  perPage: number;
  defaultPerPage: number;
  totalPages: number;
  totalResults: number;
  nextPage: number;
  previousPage: number;
  begin: number;
  end: number;
}

export interface SortOption {
  field: string;
  direction: 'asc' | 'desc' | '';
  label: string;
  active: boolean;
}

export interface SearchResult {
  products: SearchProduct[];
  pagination: SearchPagination;
  sorting: { options: SortOption[] };
  facets: SearchFacet[];
  query: { original?: string; corrected?: string };
  /** Where Searchspring's merchandising says this query should go instead, if anywhere. */
  redirect?: string;
  /**
   * Searchspring's merchandising banners for this search, as the HTML its editors wrote (not sanitised): a landing
   * page's or campaign's `header` above the results, `banner` below it, `footer` after them and `left` beside them.
   */
  banners: MerchandisingBanners;
  /** The merchandising campaigns this search triggered, e.g. a landing page `{ title: 'Staff Picks' }`. */
  campaigns: { id: string; title: string; type?: string }[];
}

export interface MerchandisingBanners {
  header: string[];
  banner: string[];
  footer: string[];
  left: string[];
}
