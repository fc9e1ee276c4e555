import type { SearchState } from '@bookshop/sdk/rules';

/**
 * The home page's carousels after the best sellers. The content settings carry only the cart, product-page and
 * no-results carousels, so the home ones are defined here: a title, a search, and a link to the listing whose first
 * products the shelf shows.
 */
export interface HomeCarousel {
  id: string;
  title: string;
  search: SearchState;
  href: string;
}

export const HOME_CAROUSELS: HomeCarousel[] = [
  {
    // Spec: "New Releases means the last 3 months and in stock", the quick link's listing.
    id: 'new-releases',
    title: 'New releases',
    search: { filters: { available: ['In Stock'], publication_date: ['Last 3 Months'] } },
    href: '/category?available=In+Stock&publication_date=Last+3+Months',
  },
  {
    id: 'bibles',
    title: 'Bibles',
    search: { category: ['bibles'], sort: { field: 'sales_rank', direction: 'desc' }, resultsPerPage: 30 },
    href: '/category/bibles',
  },
];

/** The banner positions of the global settings the home page shows. */
export const HOME_BANNER_POSITIONS = { hero: 'home_hero', secondary: 'home_secondary' } as const;
