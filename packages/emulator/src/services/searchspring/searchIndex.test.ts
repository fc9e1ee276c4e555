import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { migrate } from '../../db/migrations';
import { seedDatabase } from '../../seed/seed';
import { type CategoryTree, loadCategoryTree } from './categoryTree';
import type { SearchScope } from './conditions';
import { FACETS } from './facets';
import { IndexedSearch } from './indexedSearch';
import { type FilterSet, SORT_OPTIONS } from './searchRequest';
import { type PageRequest, type SearchEngine, type SearchFound, sqlSearchEngine } from './sqlSearch';

let db: Database;
let sql: SearchEngine;
let indexed: IndexedSearch;
let tree: CategoryTree;
/** Values each list and hierarchy facet has in the catalogue, to draw filters from. */
const known = new Map<string, string[]>();

beforeAll(async () => {
  db = await openDatabase('memory');
  await migrate(db);
  await seedDatabase(db, { products: 400, seed: 11 });
  tree = await loadCategoryTree(db);
  const loadTree = async () => tree;
  sql = sqlSearchEngine(db, loadTree);
  indexed = new IndexedSearch(db, loadTree, sql);
  const all = await sql.search(
    { q: '', typeahead: false, filters: { values: {}, ranges: {} }, background: [] },
    page(),
  );
  for (const [field, count] of all.facets)
    known.set(
      field,
      count.values.map((value) => value.value),
    );
  known.set(
    'category',
    [...tree.byKey.values()].flatMap((node) => [node.path, node.namePath.toUpperCase()]),
  );
});
afterAll(() => db?.close());

function page(sort: PageRequest['sort'] = { field: 'relevance', direction: 'desc' }, offset = 0, limit = 30) {
  return { sort, offset, limit };
}

/**
 * An outcome as plain data: facets in FACETS order, the page as ids. The category counts come in no particular order
 * from SQL (the answer lays them out along the tree), so they compare sorted.
 */
const plain = (found: SearchFound) => ({
  total: found.total,
  facets: FACETS.map((facet) => {
    const count = found.facets.get(facet.field);
    if (facet.kind !== 'hierarchy' || !count) return [facet.field, count];
    return [facet.field, { ...count, values: count.values.toSorted((a, b) => a.value.localeCompare(b.value)) }];
  }),
  ids: found.rows.map((row) => row.id),
});

const WORDS = ['grace', 'hope', 'bible', 'bibles', 'keller', 'study', 'niv', 'the', 'of', 'journal', 'psalms', 'kids'];
const word = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom(...WORDS).map((text) => text.slice(0, 2 + (text.length % 3))),
  fc.constantFrom('978', 'lloyd-jones', '"quiet rest"', '-grace', 'or', 'mugs', 'ten boom', 'zzzq', "o'brien"),
);
const text = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constant('*') },
  { weight: 6, arbitrary: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')) },
);

const filterSet = (withValues: boolean) =>
  fc
    .record({
      picks: fc.array(
        fc.record({
          field: fc.constantFrom(
            ...FACETS.filter((facet) => facet.kind !== 'slider').map((facet) => facet.field),
            'colour',
          ),
          choices: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
          unknown: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
      ranges: fc.array(
        fc.record({
          field: fc.constantFrom(...FACETS.filter((facet) => facet.kind === 'slider').map((facet) => facet.field)),
          low: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
          high: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
        }),
        { maxLength: 2 },
      ),
    })
    .map(({ picks, ranges }) => {
      const set: FilterSet = { values: {}, ranges: {} };
      if (!withValues) return set;
      for (const { field, choices, unknown } of picks) {
        const options =
          known.get(field) ??
          (
            FACETS.find((facet) => facet.field === field && facet.kind === 'derived') as
              | { buckets: { value: string }[] }
              | undefined
          )?.buckets.map((bucket) => bucket.value) ??
          [];
        const values = choices.map((choice) => options[choice % Math.max(options.length, 1)] ?? 'none');
        set.values[field] = unknown ? [...values, 'No Such Value'] : [...new Set(values)];
      }
      for (const { field, low, high } of ranges) set.ranges[field] = { low, high };
      return set;
    });

const scope = fc.record({
  q: text,
  typeahead: fc.boolean(),
  filters: filterSet(true),
  background: fc.array(filterSet(true), { maxLength: 1 }),
});
const pages = fc.record({
  sort: fc.constantFrom(
    ...SORT_OPTIONS.map((option) => ({ field: option.field as string, direction: option.direction })),
    { field: 'relevance', direction: 'asc' as const },
  ),
  offset: fc.constantFrom(0, 0, 5, 30, 390),
  limit: fc.integer({ min: 1, max: 60 }),
});

async function same(searchScope: SearchScope, request: PageRequest) {
  const [fast, reference] = [await indexed.search(searchScope, request), await sql.search(searchScope, request)];
  expect(plain(fast), JSON.stringify({ searchScope, request })).toEqual(plain(reference));
}

describe('in-memory search index', () => {
  it('answers exactly what the SQL computation answers: counts, totals, ranking and pages', async () => {
    await fc.assert(
      fc.asyncProperty(scope, pages, async (searchScope, request) => same(searchScope, request)),
      { numRuns: 150, seed: 4 },
    );
  });

  it('ranks text matches exactly as ts_rank does', async () => {
    for (const q of ['grace', 'bible study', 'the hope', 'keller grace', 'psalms of grace', 'kids bible', '978']) {
      for (const typeahead of [false, true]) {
        await same(
          { q, typeahead, filters: { values: {}, ranges: {} }, background: [] },
          page({ field: 'relevance', direction: 'desc' }, 0, 100),
        );
      }
    }
  });

  it('follows writes to the products table: patched values and rebuilt text', async () => {
    const everything: SearchScope = { q: '', typeahead: false, filters: { values: {}, ranges: {} }, background: [] };
    const inStock: SearchScope = { ...everything, filters: { values: { available: ['In Stock'] }, ranges: {} } };
    const before = await indexed.search(inStock, page());
    // An order selling out some products (stock and availability only): patched in place.
    await db.query(
      `UPDATE products SET availability = 'unavailable', stock = 0
        WHERE id IN (SELECT id FROM products WHERE availability = 'available' ORDER BY id LIMIT 7)`,
    );
    const after = await indexed.search(inStock, page());
    expect(after.total).toBe(before.total - 7);
    await same(inStock, page({ field: 'sales_rank', direction: 'desc' }));
    await db.query(`UPDATE products SET popularity = 20000, discounted_cents = 1 WHERE id = 'prod-000400'`);
    await same(everything, page({ field: 'sales_rank', direction: 'desc' }, 0, 5));
    await same(everything, page({ field: 'price', direction: 'asc' }, 0, 5));
    // New words in a title: the index is rebuilt.
    await db.query(
      `UPDATE products SET name = 'Zephaniah Unsearchable', search = search || to_tsvector('english', 'Zephaniah Unsearchable')
        WHERE id = 'prod-000010'`,
    );
    const renamed = await indexed.search({ ...everything, q: 'zephaniah' }, page());
    expect(renamed.rows.map((row) => row.id)).toEqual(['prod-000010']);
    await same(everything, page({ field: 'title', direction: 'desc' }, 0, 10));
    await db.query(`DELETE FROM products WHERE id = 'prod-000010'`);
    expect((await indexed.search({ ...everything, q: 'zephaniah' }, page())).total).toBe(0);
    await same(everything, page({ field: 'publication_date', direction: 'desc' }, 0, 50));
  });
});
