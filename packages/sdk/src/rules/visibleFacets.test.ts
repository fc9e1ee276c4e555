import { describe, expect, it } from 'vitest';
import type { SearchFacet } from '../search/searchTypes';
import { visibleFacets } from './visibleFacets';

const facet = (field: string): SearchFacet => ({ field, label: field, type: 'list', multiple: 'multiple', values: [] });

describe('visibleFacets', () => {
  it('drops staff, b2b and b2c facets in any case and keeps the rest in order', () => {
    const facets = ['format', 'staff_price', 'price_b2b', 'B2C_stock', 'publisher', 'Staff'].map(facet);
    expect(visibleFacets(facets).map(({ field }) => field)).toEqual(['format', 'publisher']);
  });

  it('keeps an empty list empty', () => {
    expect(visibleFacets([])).toEqual([]);
  });
});
