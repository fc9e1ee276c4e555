import type { CatalogProduct } from '@bookshop/sdk';
import { breadcrumbTrail } from '@bookshop/sdk/rules';

/**
 * A product page's breadcrumb trail: Home, the product's first category's trail (root hidden), and the product. The
 * page renders it and states it as structured data.
 */
export function productCrumbs(product: CatalogProduct): { label: string; href: string }[] {
  const category = product.categories?.[0];
  return [
    { label: 'Home', href: '/' },
    ...(category ? breadcrumbTrail(category) : []),
    { label: product.name, href: `/product/${product.slug}` },
  ];
}
