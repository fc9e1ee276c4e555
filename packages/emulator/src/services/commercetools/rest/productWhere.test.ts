import { describe, expect, it } from 'vitest';
import { productWhere } from './productWhere';

describe('productWhere', () => {
  it.each([
    ['key = "A1"', 'p.sku = $1', [['A1']]],
    ['id in ("a", "b")', '(p.id = ANY($1::text[]))', [[['a', 'b']]]],
    ['id not in ("a")', 'NOT (p.id = ANY($1::text[]))', [[['a']]]],
    ['masterVariant(sku = "S")', 'p.sku = $1', [['S']]],
    ['slug(en-AU = "grace")', 'p.slug = $1', [['grace']]],
    ['categories(id = "c1")', 'c.id = $1', [['c1']]],
    ['key = "A" or masterVariant(sku = "B")', '(p.sku = $1 OR p.sku = $2)', [['A', 'B']]],
    ['not (key = "A") and published = true', '(NOT (p.sku = $1) AND true)', [['A']]],
    ['key != "A"', 'p.sku <> $1', [['A']]],
    ['variants(sku = "S")', '(false AND p.sku = $1)', [['S']]],
    ['hasStagedChanges = true', 'false', [[]]],
  ])('%s', (where, sql, [params]) => {
    expect(productWhere([where])).toEqual({ sql, params });
  });

  it('joins several predicates with and, numbering their parameters in turn, and binds variables', () => {
    expect(productWhere(['key = :k', 'id in :ids'], { k: ['A'], ids: ['x', 'y'] })).toEqual({
      sql: 'p.sku = $1 AND (p.id = ANY($2::text[]))',
      params: ['A', ['x', 'y']],
    });
    expect(productWhere([])).toEqual({ sql: 'true', params: [] });
  });

  it.each([
    'description(en-AU = "x")',
    'version > 1',
    'key > "a"',
    'masterVariant(prices(value(centAmount = 1)))',
    'masterVariant(attributes(name = "x"))',
    'key = 5',
    'published = "yes"',
    'key =',
    'reviewRatingStatistics is defined',
  ])('answers InvalidInput for %s', (where) => {
    expect(() => productWhere([where])).toThrow(expect.objectContaining({ code: 'InvalidInput' }));
  });
});
