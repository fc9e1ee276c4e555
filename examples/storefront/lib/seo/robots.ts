import { SEARCH_FILTER_WHITELIST } from '@bookshop/sdk/rules';
import type { MetadataRoute } from 'next';
import { LAYOUT_PARAM } from '../listing/listingUrl';

/** Where nothing is for search engines: a shopper's own pages, the basket, checkout and the site's API. */
const PRIVATE_PATHS = ['/account', '/cart', '/checkout', '/api/'];

/** The search parameters that only narrow, re-sort, resize or re-lay a search's results. */
const PERMUTATION_PARAMS = [...SEARCH_FILTER_WHITELIST, 'price', 'resultsPerPage', LAYOUT_PARAM];

/**
 * The site's robots rules: the shop is open; a shopper's pages, the basket, checkout, the API and search results
 * narrowed by a facet, price, sort, page size or layout are not crawled (each parameter first or after another); the
 * sitemap index is named. A plain search (`/search?q=…`, `&currentPage=…`) stays open. Category listings with facets
 * stay crawlable: their pages say `noindex, follow` and name the unfiltered listing as canonical. Kiosk mode changes
 * nothing here.
 */
export function robotsRules(origin: string): MetadataRoute.Robots {
  const searchPermutations = [
    ...PERMUTATION_PARAMS.flatMap((name) => [`/search?${name}=`, `/search?*&${name}=`]),
    '/search?sort.',
    '/search?*&sort.',
  ];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...PRIVATE_PATHS, ...searchPermutations] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
