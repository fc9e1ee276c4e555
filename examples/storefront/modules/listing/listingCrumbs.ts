import { breadcrumbTrail, type CategoryNode, type SearchState } from '@bookshop/sdk/rules';
import { listingHref } from '@/lib/listing/listingUrl';
import { listingHeading, searchedFor } from './listingHeading';

/**
 * A listing's breadcrumb trail: Home, the category's trail (root hidden), and the search it shows, if any ('Search:
 * …'; a landing page by its name, as its heading). The screen renders it and the page states it as structured data,
 * so both say the same.
 */
export function listingCrumbs(
  state: SearchState,
  category: CategoryNode | null,
  landingPageName?: string,
): { label: string; href: string }[] {
  const searched = searchedFor(state, !!category);
  const label = !state.q && state.tag ? listingHeading(state, !!category, landingPageName) : `Search: ${searched}`;
  return [
    { label: 'Home', href: '/' },
    ...(category ? breadcrumbTrail(category).map(({ label, href }) => ({ label, href })) : []),
    ...(searched && label ? [{ label, href: listingHref({ ...state, currentPage: 1 }) }] : []),
  ];
}
