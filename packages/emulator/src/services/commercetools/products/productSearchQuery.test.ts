import { describe, expect, it } from 'vitest';
import type { ProductRow } from './productRows';
import { compileQuery, compileSorts, distinctFacet, runProductSearch, searchDocument } from './productSearchQuery';

const row = (id: string, overrides: Partial<ProductRow> = {}): ProductRow => ({
  id,
  sku: `sku-${id}`,
  slug: `slug-${id}`,
  name: `Study Bible ${id}`,
  description: 'A bible with notes',
  authors: ['Anne Author'],
  format: 'Hardcover',
  publisher: 'Zondervan',
  isbn: null,
  product_type: 'bible',
  category_id: 'cat-101',
  price_cents: 1000,
  discounted_cents: null,
  rating: 4,
  rating_count: 1,
  availability: 'In stock',
  stock: 5,
  restockable_in_days: null,
  published_on: null,
  ...overrides,
});

const documents = [
  row('a', { price_cents: 500, format: 'Paperback' }),
  row('b', { price_cents: 2500, name: 'Devotional for Women', stock: 0 }),
  row('c', { price_cents: 1500, category_id: null }),
].map((product) => searchDocument(product, (id) => (id === 'cat-101' ? ['cat-100', 'cat-0000'] : [])));
const ids = (test: ReturnType<typeof compileQuery>) => documents.filter(test).map((document) => document.id);

describe('productSearchQuery', () => {
  it('evaluates exact, prefix, exists, ranges and full text, combined with and, or and not', () => {
    expect(ids(compileQuery({ exact: { field: 'variants.attributes.format', value: 'paperback' } }))).toEqual(['a']);
    expect(ids(compileQuery({ exact: { field: 'variants.availability.isOnStock', value: false } }))).toEqual(['b']);
    expect(ids(compileQuery({ prefix: { field: 'variants.sku', value: 'SKU-B' } }))).toEqual(['b']);
    expect(ids(compileQuery({ exists: { field: 'categories' } }))).toEqual(['a', 'b']);
    expect(ids(compileQuery({ exact: { field: 'categoriesSubTree', value: 'cat-100' } }))).toEqual(['a', 'b']);
    const range = { range: { float: { field: 'variants.prices.centAmount', gte: 1000, lt: 2500 } } };
    expect(ids(compileQuery(range))).toEqual(['c']);
    const text = { fullText: { field: 'name', language: 'en-AU', value: 'study bible' } };
    expect(ids(compileQuery(text))).toEqual(['a', 'c']);
    expect(ids(compileQuery({ fullText: { ...text.fullText, language: 'de' } }))).toEqual([]);
    const any = { fullText: { field: 'name', language: 'en-AU', value: 'study women', mustMatch: 'any' } };
    expect(ids(compileQuery(any))).toEqual(['a', 'b', 'c']);
    expect(ids(compileQuery({ and: [range, text] }))).toEqual(['c']);
    expect(ids(compileQuery({ or: [range, { exact: { field: 'id', value: 'a' } }] }))).toEqual(['a', 'c']);
    expect(ids(compileQuery({ not: [range] }))).toEqual(['a', 'b']);
  });

  it('matches nothing for an attribute the catalogue lacks, and refuses unknown fields and unemulated kinds', () => {
    expect(ids(compileQuery({ exists: { field: 'variants.attributes.weight' } }))).toEqual([]);
    expect(() => ids(compileQuery({ exists: { field: 'colour' } }))).toThrow(/cannot be searched/);
    expect(() => ids(compileQuery({ exists: { field: 'name' } }))).toThrow(/localized/);
    expect(() => compileQuery({ wildcard: { field: 'key', value: 'a*' } })).toThrow(/not implemented/);
    expect(() => compileQuery({ exists: { field: 'key' }, exact: { field: 'key', value: 'x' } })).toThrow(
      /exactly one kind/,
    );
  });

  it('sorts by a field (missing values last) and counts distinct facet values over the query, not the post filter', () => {
    const byPrice = compileSorts([{ field: 'variants.prices.centAmount', order: 'desc' }]);
    expect([...documents].sort(byPrice).map((document) => document.id)).toEqual(['b', 'c', 'a']);
    const byCategory = compileSorts([{ field: 'categories', order: 'asc' }]);
    expect([...documents].sort(byCategory).map((document) => document.id)).toEqual(['a', 'b', 'c']);
    expect(distinctFacet(documents, { name: 'formats', field: 'variants.attributes.format', limit: 1 })).toEqual({
      __typename: 'ProductSearchFacetResultBucket',
      name: 'formats',
      buckets: [{ key: 'hardcover', count: 2 }],
    });
    const found = runProductSearch(documents, {
      query: { exists: { field: 'variants.prices' } },
      postFilter: { exact: { field: 'id', value: 'a' } },
      facets: [{ distinct: { name: 'formats', field: 'variants.attributes.format' } }],
    });
    expect([found.total, found.ids]).toEqual([1, ['a']]);
    expect(found.facets[0]?.buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(3);
    expect(() => runProductSearch(documents, { limit: 101 })).toThrow(/\[0\.\.100\]/);
  });
});
