import type { Wishlist, WishlistPage } from '@bookshop/sdk';

/** The spec's shopping-list page: 20 lists a read (A7, A9). */
export const WISHLISTS_PAGE_SIZE = 20;

/** The most lists commerce answers in one page of `me.shoppingLists`. */
export const WISHLISTS_MAX_READ = 500;

/** The wishlists read so far, newest first, and how many the shopper has in all. */
export interface LoadedWishlists {
  results: Wishlist[];
  total: number;
}

/**
 * The wishlists of a page as the hooks keep them.
 *
 * @example
 * ```ts
 * loadedFrom(await bookshop.wishlists.list()); // { results: [...20 lists], total: 25 }
 * ```
 */
export const loadedFrom = ({ results, total }: Pick<WishlistPage, 'results' | 'total'>): LoadedWishlists => ({
  results,
  total,
});

/**
 * How many lists a read again asks for: every list shown, in whole pages, at least one page (and at most what
 * commerce answers at once), so the pages read on demand stay in view.
 *
 * @example
 * ```ts
 * rereadLimit(0); // 20
 * rereadLimit(25); // 40
 * ```
 */
export const rereadLimit = (shown: number) =>
  Math.min(WISHLISTS_MAX_READ, Math.max(1, Math.ceil(shown / WISHLISTS_PAGE_SIZE)) * WISHLISTS_PAGE_SIZE);

/**
 * The lists with the next page after them. A list created or deleted since the last read shifts the pages by one, so
 * a list already shown is not added twice; the page's total is the service's latest.
 *
 * @example
 * ```ts
 * moreLoaded(loaded, await source.list({ offset: loaded.results.length, limit: WISHLISTS_PAGE_SIZE }));
 * ```
 */
export function moreLoaded(loaded: LoadedWishlists, page: Pick<WishlistPage, 'results' | 'total'>): LoadedWishlists {
  const shown = new Set(loaded.results.map((list) => list.id));
  return { results: [...loaded.results, ...page.results.filter((list) => !shown.has(list.id))], total: page.total };
}

/**
 * The lists after a change the shopper made: the total moves by as many lists as the change added or took away.
 *
 * @example
 * ```ts
 * changed(loaded, (lists) => withWishlist(lists, created)); // one more list, and a total one higher
 * ```
 */
export function changed(
  loaded: LoadedWishlists | undefined,
  change: (lists: Wishlist[]) => Wishlist[],
): LoadedWishlists {
  const before = loaded ?? { results: [], total: 0 };
  const results = change(before.results);
  return { results, total: Math.max(results.length, before.total + results.length - before.results.length) };
}
