import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shapeDiff } from '../../testing/shapeDiff';
import { FACETS } from './facets';
import { SORT_OPTIONS } from './searchRequest';
import { siteMeta } from './siteMeta';

// The recorded real meta.json (see packages/sdk/test/fixtures/searchspring/README.md).
const recorded = JSON.parse(
  readFileSync(new URL('../../../../sdk/test/fixtures/searchspring/meta.json', import.meta.url), 'utf8'),
);

describe('meta.json', () => {
  const meta = siteMeta();

  it('has the recorded shape outside the facets (facets and badge tags are keyed by data)', () => {
    expect(shapeDiff(recorded, meta, { maps: ['facets', 'badges.tags'] })).toEqual([]);
  });

  it('describes list, slider and hierarchy facets with the keys the recorded ones of that display have', () => {
    const byDisplay = (facets: Record<string, { display: string }>, display: string) =>
      Object.values(facets).find((facet) => facet.display === display);
    for (const display of ['list', 'slider', 'hierarchy']) {
      expect(shapeDiff(byDisplay(recorded.facets, display), byDisplay(meta.facets, display)), display).toEqual([]);
    }
  });

  it('offers exactly the facets and sorts search.json answers with', () => {
    expect(Object.keys(meta.facets)).toEqual(FACETS.map((facet) => facet.field));
    expect(meta.facets.publisher).toMatchObject({ display: 'list', label: 'Publisher', collapsed: true });
    expect(meta.facets.rating).toMatchObject({ multiple: 'single' });
    expect(meta.facets.category).toMatchObject({ display: 'hierarchy', hierarchyDelimiter: '>' });
    expect(meta.sortOptions.map(({ field, direction }) => `${field}:${direction}`)).toEqual(
      SORT_OPTIONS.map(({ field, direction }) => `${field}:${direction}`),
    );
    expect(meta.sortOptions[0]).toEqual({
      type: 'relevance',
      field: 'relevance',
      direction: 'desc',
      label: 'Best Match',
    });
    expect(meta.pagination.defaultPageSize).toBe(30);
  });
});
