/**
 * The key of the catalogue's root category, hidden from breadcrumbs and category lists (spec C2).
 *
 * @example
 * ```ts
 * const trail = [{ key: ROOT_CATEGORY_KEY, name: 'All Products', slug: ROOT_CATEGORY_KEY }, ...refs];
 * ```
 */
export const ROOT_CATEGORY_KEY = 'ecom';

/** A category as breadcrumbs and quick links need it; commercetools' en-AU name and slug, already picked. */
export interface CategoryRef {
  key?: string | null;
  name?: string | null;
  slug?: string | null;
}

/**
 * A category with its lineage: `ancestors` root first (commercetools' `expand=ancestors[*]`), or the expanded
 * `parent` chain (`expand=parent,parent.parent`) when ancestors were not asked for.
 */
export interface CategoryNode extends CategoryRef {
  ancestors?: readonly CategoryRef[] | null;
  parent?: CategoryNode | null;
}

/**
 * A category's lineage, root first and ending with the category itself, without the hidden root 'ecom'
 * (spec C2). `ancestors` wins over the `parent` chain because it is complete, while a parent chain is only as deep
 * as its expansion.
 *
 * @example
 * ```ts
 * categoryLineage({ key: 'web_bibles_niv', ancestors: [{ key: 'ecom' }, { key: 'web_bibles' }] }).map((c) => c.key);
 * // ['web_bibles', 'web_bibles_niv']
 * ```
 */
export function categoryLineage(category: CategoryNode): CategoryRef[] {
  const above: CategoryRef[] = [];
  if (category.ancestors?.length) above.push(...category.ancestors);
  else for (let node = category.parent; node; node = node.parent) above.unshift(node);
  return [...above, category].filter((node) => node.key !== ROOT_CATEGORY_KEY);
}
