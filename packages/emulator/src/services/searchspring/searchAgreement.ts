// Test support: a seeded catalogue searched by both engines, and the check that they agree. Not part of the package.
import { expect } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { migrate } from '../../db/migrations';
import { seedDatabase } from '../../seed/seed';
import { type CategoryTree, loadCategoryTree } from './categoryTree';
import type { SearchScope } from './conditions';
import { FACETS } from './facets';
import { IndexedSearch } from './indexedSearch';
import { type PageRequest, type SearchEngine, type SearchFound, sqlSearchEngine } from './sqlSearch';

export interface SearchAgreement {
  db: Database;
  sql: SearchEngine;
  indexed: IndexedSearch;
  tree: CategoryTree;
  /** Expects the in-memory index to answer a search exactly as SQL does. */
  same(scope: SearchScope, request: PageRequest): Promise<void>;
}

export function page(sort: PageRequest['sort'] = { field: 'relevance', direction: 'desc' }, offset = 0, limit = 30) {
  return { sort, offset, limit };
}

/** A scope with no text and no filters. */
export const everything: SearchScope = { q: '', typeahead: false, filters: { values: {}, ranges: {} }, background: [] };

/**
 * An outcome as plain data: facets in FACETS order, the page's rows as read (the index reads them with its state). The category counts come in no particular order
 * from SQL (the answer lays them out along the tree), so they compare sorted.
 */
const plain = (found: SearchFound) => ({
  total: found.total,
  facets: FACETS.map((facet) => {
    const count = found.facets.get(facet.field);
    if (facet.kind !== 'hierarchy' || !count) return [facet.field, count];
    return [facet.field, { ...count, values: count.values.toSorted((a, b) => a.value.localeCompare(b.value)) }];
  }),
  rows: found.rows,
});

/** A fresh database seeded with `products` products, and both search engines over it. */
export async function openSearchAgreement(
  products: number,
  seed: number,
  keepChanges?: number,
): Promise<SearchAgreement> {
  const db = await openDatabase('memory');
  await migrate(db);
  await seedDatabase(db, { products, seed });
  const tree = await loadCategoryTree(db);
  const loadTree = async () => tree;
  const sql = sqlSearchEngine(db, loadTree);
  const indexed = new IndexedSearch(db, loadTree, sql, keepChanges);
  return {
    db,
    sql,
    indexed,
    tree,
    async same(scope, request) {
      const [fast, reference] = [await indexed.search(scope, request), await sql.search(scope, request)];
      expect(plain(fast), JSON.stringify({ scope, request })).toEqual(plain(reference));
    },
  };
}
