import type { BreadcrumbList, WithContext } from 'schema-dts';

type BreadcrumbListNode = WithContext<Extract<BreadcrumbList, { '@type': 'BreadcrumbList' }>>;

import { SCHEMA_CONTEXT } from './jsonLd';
import { absoluteUrl } from './siteOrigin';

/**
 * A page's breadcrumb trail as a schema.org `BreadcrumbList`: the crumbs the page shows, in order, each with its
 * absolute URL.
 *
 * @example
 * ```ts
 * breadcrumbJsonLd('https://www.koorong.com', [{ label: 'Home', href: '/' }, { label: 'Bibles', href: '/category/bibles' }]);
 * ```
 */
export function breadcrumbJsonLd(
  origin: string,
  crumbs: readonly { label: string; href: string }[],
): BreadcrumbListNode {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(origin, crumb.href),
    })),
  };
}
