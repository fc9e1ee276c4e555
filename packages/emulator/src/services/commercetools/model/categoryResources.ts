import type { Queryable } from '../../../db/database';
import { CATALOGUE_LOCALE } from '../products/productRows';

/** A category in commercetools' REST shape. */
export interface CategoryResource {
  id: string;
  version: number;
  key: string;
  name: Record<string, string>;
  slug: Record<string, string>;
  ancestors: { typeId: 'category'; id: string; obj?: CategoryResource }[];
  parent?: { typeId: 'category'; id: string; obj?: CategoryResource };
  orderHint: string;
  assets: unknown[];
  createdAt: string;
  lastModifiedAt: string;
}

/** Every category as a REST resource, with ancestors from the root down. Category slugs are their keys. */
export async function loadCategoryResources(q: Queryable): Promise<CategoryResource[]> {
  const { rows } = await q.query<{
    id: string;
    key: string;
    name: string;
    parent_key: string | null;
    order_hint: string;
    version: number;
    created_at: Date;
  }>('SELECT id, key, name, parent_key, order_hint, version, created_at FROM categories');
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return rows.map((row) => {
    const ancestors: CategoryResource['ancestors'] = [];
    for (let parent = row.parent_key ? byKey.get(row.parent_key) : undefined; parent && ancestors.length < 10; ) {
      ancestors.unshift({ typeId: 'category', id: parent.id });
      parent = parent.parent_key ? byKey.get(parent.parent_key) : undefined;
    }
    const parent = row.parent_key ? byKey.get(row.parent_key) : undefined;
    const at = new Date(row.created_at).toISOString();
    return {
      id: row.id,
      version: row.version,
      key: row.key,
      name: { [CATALOGUE_LOCALE]: row.name },
      slug: { [CATALOGUE_LOCALE]: row.key },
      ancestors,
      ...(parent ? { parent: { typeId: 'category' as const, id: parent.id } } : {}),
      orderHint: row.order_hint,
      assets: [],
      createdAt: at,
      lastModifiedAt: at,
    };
  });
}

/**
 * Expands references (`parent`, `parent.parent`, …, `ancestors[*]`) by attaching `obj`, as commercetools'
 * reference expansion does.
 */
export function expandCategory(
  category: CategoryResource,
  byId: Map<string, CategoryResource>,
  paths: string[][],
): CategoryResource {
  const copy: CategoryResource = { ...category };
  const here = paths.filter((path) => path.length > 0);
  const parentPaths = here.filter((path) => path[0] === 'parent').map((path) => path.slice(1));
  if (copy.parent && parentPaths.length) {
    const target = byId.get(copy.parent.id);
    if (target) copy.parent = { ...copy.parent, obj: expandCategory(target, byId, parentPaths) };
  }
  const ancestorPaths = here.filter((path) => path[0] === 'ancestors').map((path) => path.slice(1));
  if (ancestorPaths.length) {
    copy.ancestors = copy.ancestors.map((ancestor) => {
      const target = byId.get(ancestor.id);
      return target ? { ...ancestor, obj: expandCategory(target, byId, ancestorPaths) } : ancestor;
    });
  }
  return copy;
}
