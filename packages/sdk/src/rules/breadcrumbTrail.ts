import { type CategoryNode, categoryLineage } from './category';
import { categoryHeading } from './categoryHeading';
import { categoryPathFromSlug } from './categoryPathFromSlug';
import { searchStateToUrl } from './searchState';

/** One link of a breadcrumb trail. */
export interface Breadcrumb {
  key?: string;
  label: string;
  href: string;
}

/**
 * The breadcrumb trail of a category page (spec C2): its ancestors, root first, then the category itself, each
 * labelled as a heading (underscores as commas) and linking to its `/category/…` page. The hidden root 'ecom' is
 * left out, and so is any ancestor whose name or slug was not expanded, since it could be neither shown nor linked.
 * The trail holds categories only: the page adds 'Home' and marks the last crumb as the current page.
 *
 * @example
 * ```ts
 * breadcrumbTrail({ key: 'web_bibles_niv', name: 'NIV', slug: 'web_bibles_niv',
 *   ancestors: [{ key: 'ecom', name: 'Ecom', slug: 'ecom' }, { key: 'web_bibles', name: 'Bibles', slug: 'web_bibles' }] });
 * // [{ key: 'web_bibles', label: 'Bibles', href: '/category/bibles' },
 * //  { key: 'web_bibles_niv', label: 'NIV', href: '/category/bibles/niv' }]
 * ```
 */
export function breadcrumbTrail(category: CategoryNode): Breadcrumb[] {
  return categoryLineage(category).flatMap(({ key, name, slug }) => {
    if (!name || !slug) return [];
    const crumb: Breadcrumb = {
      label: categoryHeading(name),
      href: searchStateToUrl({ category: categoryPathFromSlug(slug).split('/') }),
    };
    if (key) crumb.key = key;
    return [crumb];
  });
}
