import type { Wishlist, WishlistDraft, WishlistPage, WishlistToggleResult } from '@bookshop/sdk';
import type { WishlistToggleOptions, WishlistToggleProduct } from '@bookshop/sdk/rules';

/**
 * Where the wishlist hooks read and write the shopper's wishlists: the site's own routes (backend-for-frontend), or
 * the SDK itself in an app that holds the shopper's token
 * (`{ list: bookshop.wishlists.list, toggle: bookshop.wishlists.toggle, … }`).
 */
export interface WishlistSource {
  /**
   * A page of the shopper's wishlists, newest first (`limit` lists from `offset`, as commerce's `me.shoppingLists`
   * pages them), with how many there are in all (`total`).
   */
  list(page?: { limit?: number; offset?: number }, options?: { signal?: AbortSignal }): Promise<WishlistPage>;
  /** Creates a wishlist (with the items of `draft.lineItems`) and resolves to it. */
  create(draft: WishlistDraft): Promise<Wishlist>;
  /**
   * Adds the product to the wishlist, or removes it when it is already there (decided by the list as it is now). With
   * `context.fromBasketLineId` it is a move from the basket: the product is added, and only then is that basket line
   * removed ('Item moved to wishlist successfully').
   */
  toggle(
    wishlist: Wishlist,
    product: WishlistToggleProduct,
    context?: WishlistToggleOptions,
  ): Promise<WishlistToggleResult>;
  /** Renames the wishlist and resolves to it. */
  rename(wishlist: Wishlist, name: string): Promise<Wishlist>;
  /** Takes one line out of the wishlist and resolves to it. */
  removeItem(wishlist: Wishlist, lineItemId: string): Promise<Wishlist>;
  /** Deletes the wishlist. */
  remove(wishlist: Wishlist): Promise<void>;
}

/**
 * The shared cache key of the shopper's wishlists: every `useWishlists` (each card's popover, the account section)
 * reads and writes the same entry, so a product added from a card shows in the account at once. With an `owner`, the
 * key is `[WISHLISTS_CACHE_KEY, owner]`. Clear them all on sign-out with SWR's
 * `mutate((key) => key === WISHLISTS_CACHE_KEY || (Array.isArray(key) && key[0] === WISHLISTS_CACHE_KEY), undefined)`.
 */
export const WISHLISTS_CACHE_KEY = '@bookshop/wishlists';

/** The toast for a wishlist write that failed (spec A8, as the product spells it). */
export const WISHLIST_FAILURE_MESSAGE = 'Something went wrong please try again 1';

/** The toast for a wishlist that could not be created (spec A8). */
export const WISHLIST_CREATE_FAILURE_MESSAGE = 'Error while creating wishlist';
