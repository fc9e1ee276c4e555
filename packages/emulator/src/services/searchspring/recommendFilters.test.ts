import { describe, expect, it } from 'vitest';
import type { CategoryTree } from './categoryTree';
import { Conditions } from './conditions';
import { addRecommendFilters, filtersFromQuery, type RecommendFilter } from './recommendFilters';

const tree = async () =>
  ({ resolve: (value: string) => (value === 'Bibles' ? { key: 'web_bibles' } : undefined) }) as unknown as CategoryTree;

async function sql(filters: RecommendFilter[]) {
  const conditions = new Conditions();
  await addRecommendFilters(conditions, filters, tree);
  return { parts: conditions.parts, params: conditions.params };
}

describe('filtersFromQuery', () => {
  it('reads filter.{field} (repeated values together) and .low/.high as the client writes them', () => {
    const search = new URLSearchParams(
      'tags=x&filter.format=Hardcover&filter.format=Paperback&filter.price.low=5&filter.price.high=20',
    );
    expect(filtersFromQuery(search)).toEqual([
      { field: 'format', type: '=', values: ['Hardcover', 'Paperback'] },
      { field: 'price', type: '>=', values: ['5'] },
      { field: 'price', type: '<=', values: ['20'] },
    ]);
  });
});

describe('addRecommendFilters', () => {
  it('compares text case-insensitively, lists by overlap, numbers by the operator, categories with their children', async () => {
    expect(
      await sql([
        { field: 'format', type: '=', values: ['Hardcover'] },
        { field: 'author', type: '!=', values: ['Anne'] },
        { field: 'price', type: '<=', values: ['20'] },
        { field: 'category', type: '=', values: ['Bibles'] },
      ]),
    ).toEqual({
      parts: [
        'coalesce(lower(format) = ANY($1::text[]), false)',
        'NOT coalesce(ARRAY(SELECT lower(a) FROM unnest(authors) AS a) && $2::text[], false)',
        expect.stringMatching(/^coalesce\(\(CASE .* END\) \/ 100\.0 <= \$3::numeric, false\)$/),
        expect.stringContaining('category_key = ANY($4::text[])'),
      ],
      params: [['hardcover'], ['anne'], 20, ['web_bibles']],
    });
  });

  it.each<[RecommendFilter, RegExp]>([
    [{ field: 'colour', type: '=', values: ['red'] }, /unknown field 'colour'/],
    [{ field: 'format', type: '>', values: ['a'] }, /'format' cannot be compared with '>'/],
    [{ field: 'price', type: '<', values: ['cheap'] }, /compared with numbers/],
    [{ field: 'rating', type: '=', values: [''] }, /compared with numbers/],
  ])('refuses %j with a 400', async (filter, message) => {
    await expect(sql([filter])).rejects.toMatchObject({ status: 400, message: expect.stringMatching(message) });
  });
});
