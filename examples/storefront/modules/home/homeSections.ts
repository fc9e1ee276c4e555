import type { SearchState } from '@bookshop/sdk/rules';

/**
 * The home page's carousels after the best sellers. The content settings carry only the cart, product-page and
 * no-results carousels, so the home ones are defined here by the same shape: a title and a recommendation profile,
 * or a search (the Bible section: best-selling Bibles) with a link to see them all.
 */
export type HomeCarousel =
  | { id: string; title: string; profile: string; href: string }
  | { id: string; title: string; search: SearchState; href: string };

export const HOME_CAROUSELS: HomeCarousel[] = [
  {
    id: 'new-releases',
    title: 'New releases',
    profile: 'new-releases',
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
