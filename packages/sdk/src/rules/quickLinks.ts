import { type CategoryNode, categoryLineage } from './category';
import { categoryPathFromSlug } from './categoryPathFromSlug';
import { searchStateToUrl } from './searchState';

/** Key of the Bible branch, which gets the Bible quick links. */
const BIBLES_CATEGORY_KEY = 'web_bibles';
/** The Bible branch's quick links: the guide page, and the print-size chart (a PDF, not given by the spec). */
const BIBLE_TRANSLATION_GUIDE_PATH = '/bible-translation-guide';
const BIBLE_PRINT_SIZES_URL = '/bible-print-sizes.pdf';
/** 'New Releases' means published in the last 3 months and in stock (spec C9): the facet values it selects. */
const NEW_RELEASES_FILTERS = { available: 'In Stock', publication_date: 'Last 3 Months' } as const;

/** A quick link above a category listing; `newTab` for documents that leave the shop. */
export interface QuickLink {
  label: string;
  href: string;
  newTab?: boolean;
}

/**
 * The quick links of a category page (spec C2): Best Selling (relevance, descending), New Releases (in stock and
 * published in the last 3 months) and Favourites (rating, descending), each a fresh view of the category that
 * drops whatever filters the shopper had set; and, inside the Bible branch (the category's key or an ancestor's
 * is 'web_bibles'), Bible Translations (the guide page) and Bible Print Sizes (a PDF, in a new tab).
 *
 * @example
 * ```ts
 * quickLinks({ key: 'web_books', slug: 'web_books' }).map((link) => link.href);
 * // ['/category/books?sort.relevance=desc',
 * //  '/category/books?publication_date=Last+3+Months&available=In+Stock',
 * //  '/category/books?sort.rating=desc']
 * ```
 */
export function quickLinks(category: CategoryNode): QuickLink[] {
  const path = categoryPathFromSlug(category.slug ?? '').split('/');
  const links: QuickLink[] = [
    {
      label: 'Best Selling',
      href: searchStateToUrl({ category: path, sort: { field: 'relevance', direction: 'desc' } }),
    },
    {
      label: 'New Releases',
      href: searchStateToUrl({
        category: path,
        filters: Object.fromEntries(Object.entries(NEW_RELEASES_FILTERS).map(([facet, value]) => [facet, [value]])),
      }),
    },
    { label: 'Favourites', href: searchStateToUrl({ category: path, sort: { field: 'rating', direction: 'desc' } }) },
  ];
  if (categoryLineage(category).some(({ key }) => key === BIBLES_CATEGORY_KEY)) {
    links.push(
      { label: 'Bible Translations', href: BIBLE_TRANSLATION_GUIDE_PATH },
      { label: 'Bible Print Sizes', href: BIBLE_PRINT_SIZES_URL, newTab: true },
    );
  }
  return links;
}
