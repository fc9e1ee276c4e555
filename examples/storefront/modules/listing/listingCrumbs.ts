import { breadcrumbTrail, type CategoryNode, type SearchState } from '@bookshop/sdk/rules';
import { listingHref } from '@/lib/listing/listingUrl';
import { searchedFor } from './listingHeading';

/**
 * A listing's breadcrumb trail: Home, the category's trail (root hidden), and the search it shows, if any. The
 * screen renders it and the page states it as structured data, so both say the same.
 */
export function listingCrumbs(state: SearchState, category: CategoryNode | null): { label: string; href: string }[] {
  const searched = searchedFor(state, !!category);
  return [
    { label: 'Home', href: '/' },
    ...(category ? breadcrumbTrail(category).map(({ label, href }) => ({ label, href })) : []),
    ...(searched ? [{ label: `Search: ${searched}`, href: listingHref({ ...state, currentPage: 1 }) }] : []),
  ];
}
