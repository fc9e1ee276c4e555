import { describe, expect, it } from 'vitest';
import { wishlist } from './testing/memorySource';
import { withWishlist } from './wishlistsController';
import { changed, moreLoaded, rereadLimit } from './wishlistsPages';

const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => wishlist(`list-${from + index}`));

describe('wishlist pages', () => {
  it('reads again as many whole pages as are shown, within what commerce answers at once', () => {
    expect([0, 1, 20, 21, 40, 41, 499, 501, 10_000].map(rereadLimit)).toEqual([20, 20, 20, 40, 40, 60, 500, 500, 500]);
  });

  it('adds the next page after the lists shown, never a list twice', () => {
    const loaded = { results: ids(20), total: 25 };
    // A list created meanwhile pushed list-20 onto the next page.
    const next = moreLoaded(loaded, { results: ids(6, 20), total: 26 });
    expect(next.results.map((list) => list.id)).toEqual(ids(25).map((list) => list.id));
    expect(next.total).toBe(26);
  });

  it('moves the total with the lists a change adds or takes away', () => {
    const loaded = { results: ids(20), total: 25 };
    expect(changed(loaded, (lists) => withWishlist(lists, wishlist('new'))).total).toBe(26);
    expect(changed(loaded, (lists) => lists.slice(1)).total).toBe(24);
    expect(changed(loaded, (lists) => withWishlist(lists, wishlist('list-3', ['p1']))).total).toBe(25);
    expect(changed(undefined, (lists) => withWishlist(lists, wishlist('first')))).toEqual({
      results: [wishlist('first')],
      total: 1,
    });
  });
});
