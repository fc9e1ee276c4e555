import type { Queryable } from '../../db/database';
import { ROOT_CATEGORY } from '../../seed/categories';

export interface CategoryNode {
  key: string;
  name: string;
  /** The facet value: URL segments joined by '>' ('bibles>niv'), the form the storefront sends back. */
  path: string;
  /** Display path of names ('Bibles>NIV'). */
  namePath: string;
  depth: number;
  parentKey: string | null;
}

export interface CategoryTree {
  byKey: Map<string, CategoryNode>;
  /** The category a `filter.category` value names: a segment path, a name path or a key, any case. */
  resolve(value: string): CategoryNode | undefined;
}

/** The category tree under the root `ecom` (which is never shown), read once from the database. */
export async function loadCategoryTree(db: Queryable): Promise<CategoryTree> {
  const { rows } = await db.query<{ key: string; name: string; parent_key: string | null }>(
    'SELECT key, name, parent_key FROM categories ORDER BY order_hint, key',
  );
  const raw = new Map(rows.map((row) => [row.key, row]));
  const byKey = new Map<string, CategoryNode>();
  const lookup = new Map<string, CategoryNode>();
  for (const row of rows) {
    if (row.key === ROOT_CATEGORY) continue;
    const names: string[] = [];
    for (
      let at = raw.get(row.key);
      at && at.key !== ROOT_CATEGORY;
      at = at.parent_key ? raw.get(at.parent_key) : undefined
    ) {
      names.unshift(at.name);
    }
    const segments = row.key.replace(/^web_/, '').split('_');
    const node: CategoryNode = {
      key: row.key,
      name: row.name,
      path: segments.join('>'),
      namePath: names.join('>'),
      depth: names.length,
      parentKey: row.parent_key === ROOT_CATEGORY ? null : row.parent_key,
    };
    byKey.set(row.key, node);
    for (const alias of [node.key, node.path, node.namePath, segments.join('/')]) lookup.set(alias.toLowerCase(), node);
  }
  return {
    byKey,
    resolve: (value) =>
      lookup.get(
        value
          .trim()
          .replace(/\s*>\s*/g, '>')
          .toLowerCase(),
      ),
  };
}
