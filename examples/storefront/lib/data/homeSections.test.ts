import { normalizeSearchState, searchStateFromUrl } from '@bookshop/sdk/rules';
import { describe, expect, it } from 'vitest';
import { HOME_CAROUSELS } from './homeSections';

describe('HOME_CAROUSELS', () => {
  it("each searched shelf shows the first products of the listing its 'See all' link opens", () => {
    for (const carousel of HOME_CAROUSELS) {
      const listed = normalizeSearchState(searchStateFromUrl(carousel.href));
      const shelf = normalizeSearchState(carousel.search);
      // The shelf may ask for the listing's default sort by name; everything else must be the same.
      expect({ ...shelf, sort: undefined }, carousel.id).toEqual({ ...listed, sort: undefined });
      if (listed.sort) expect(shelf.sort, carousel.id).toEqual(listed.sort);
    }
  });
});
