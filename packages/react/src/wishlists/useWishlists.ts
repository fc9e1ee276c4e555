import type { Wishlist, WishlistDraft, WishlistPage } from '@bookshop/sdk';
import { planWishlistToggle, type WishlistToggleOptions, wishlistCreatedMessage } from '@bookshop/sdk/rules';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { WISHLISTS_CACHE_KEY, type WishlistSource } from './wishlistSource';
import {
  createPendingWishlistChanges,
  type PendingWishlistChanges,
  removeChange,
  removeItemChange,
  renameChange,
  toggleChange,
  type WishlistChange,
  type WishlistProduct,
  withWishlist,
} from './wishlistsController';
import {
  changed,
  type LoadedWishlists,
  loadedFrom,
  moreLoaded,
  rereadLimit,
  WISHLISTS_PAGE_SIZE,
} from './wishlistsPages';

/** What a wishlist write answers: the wishlist after it (none after a delete) and the message to show. */
export interface WishlistOutcome {
  wishlist?: Wishlist;
  message: string;
}

/** What `useWishlists` answers. */
export interface WishlistsState {
  /** The shopper's wishlists with the changes in flight shown; `undefined` until the first answer (or while off). */
  wishlists: Wishlist[] | undefined;
  /** The last read's failure, if the last read failed. */
  error: unknown;
  /** True while the first read is in flight. */
  isLoading: boolean;
  /** How many wishlists the shopper has in all (`wishlists` holds the pages read so far); `undefined` until read. */
  total: number | undefined;
  /** Whether the shopper has wishlists beyond those read so far. */
  hasMore: boolean;
  /** True while `loadMore` is reading. */
  isLoadingMore: boolean;
  /**
   * Reads the next page of wishlists (20, the spec's page) after those shown, into the data every control shares; a
   * failed read is thrown for the caller's message. While one is in flight another sends nothing.
   */
  loadMore(): Promise<void>;
  /**
   * Adds the product to the wishlist, or removes it when the shopper sees it there ('Item added to wishlist
   * successfully' / 'Item removed to wishlist successfully'). Shown at once, put back if the write fails (which is
   * thrown again for the caller's message). While one toggle of this product on this list is in flight, another
   * answers `null` and sends nothing, so a double click adds once. With `context.fromBasketLineId` the product is
   * moved from that basket line: always added, then the line removed ('Item moved to wishlist successfully').
   */
  toggle(
    wishlist: Wishlist,
    product: WishlistProduct,
    context?: WishlistToggleOptions,
  ): Promise<WishlistOutcome | null>;
  /** Whether a toggle of this product on this wishlist is in flight. */
  isToggling(wishlistId: string, productId: string): boolean;
  /** Creates a wishlist, with the product in it when one is given; the message follows `wishlistCreatedMessage`. */
  create(draft: WishlistDraft, product?: WishlistProduct): Promise<WishlistOutcome>;
  /** Renames a wishlist; `null` while a rename of it is still in flight (nothing is sent). */
  rename(wishlist: Wishlist, name: string): Promise<WishlistOutcome | null>;
  /** Takes one line out of a wishlist; `null` while the same removal is in flight. */
  removeItem(wishlist: Wishlist, lineItemId: string): Promise<WishlistOutcome | null>;
  /** Deletes a wishlist; `null` while its deletion is in flight. */
  remove(wishlist: Wishlist): Promise<WishlistOutcome | null>;
  /** Reads the wishlists again. */
  refresh(): Promise<Wishlist[] | undefined>;
}

export interface UseWishlistsOptions {
  /** Reads nothing while `false` (a closed popover fetches no wishlists); `true` by default. */
  enabled?: boolean;
  /** The page of wishlists the server already read, shown without a first read. */
  fallbackData?: Pick<WishlistPage, 'results' | 'total'>;
  /**
   * Whose wishlists these are (the signed-in customer's id or email). Each owner has a cache entry of their own, so a
   * shopper who signs in after another in the same tab never sees the other's lists, not even for a moment.
   */
  owner?: string;
}

/** The toast after a line is taken out of a wishlist (the spec's removal message, as the product spells it). */
const WISHLIST_ITEM_REMOVED_MESSAGE = 'Item removed to wishlist successfully';
// The spec words no rename or delete message; these follow its 'Wishlist created successfully'.
const WISHLIST_RENAMED_MESSAGE = 'Wishlist renamed successfully';
const WISHLIST_DELETED_MESSAGE = 'Wishlist deleted successfully';

// One store of changes in flight per SWR cache: every control on the page shows every change, as they share the data.
const pendingByCache = new WeakMap<object, PendingWishlistChanges>();
function pendingFor(cache: object): PendingWishlistChanges {
  let pending = pendingByCache.get(cache);
  if (!pending) {
    pending = createPendingWishlistChanges();
    pendingByCache.set(cache, pending);
  }
  return pending;
}

/**
 * The shopper's wishlists on SWR (one cache entry shared by every control, deduplicated, read again when the window
 * regains focus), with writes shown at once and rolled back on failure. The first page is read first; `loadMore`
 * adds the next, and a read again covers every list shown so far, so a list from a later page stays in view.
 *
 * @example
 * ```tsx
 * const { wishlists, toggle } = useWishlists(source, { enabled: open });
 * const outcome = await toggle(list, { productId, name }).catch(() => null);
 * if (outcome) toast.success(outcome.message);
 * ```
 */
export function useWishlists(source: WishlistSource, options: UseWishlistsOptions = {}): WishlistsState {
  const { enabled = true, owner } = options;
  const { cache } = useSWRConfig();
  const pending = pendingFor(cache);
  const version = useSyncExternalStore(pending.subscribe, pending.getSnapshot, pending.getSnapshot);
  const key = owner === undefined ? WISHLISTS_CACHE_KEY : [WISHLISTS_CACHE_KEY, owner];
  const fallbackResults = options.fallbackData?.results;
  const fallbackTotal = options.fallbackData?.total;
  const fallbackData = useMemo(
    () => (fallbackResults ? { results: fallbackResults, total: fallbackTotal ?? fallbackResults.length } : undefined),
    [fallbackResults, fallbackTotal],
  );
  // As many as are shown, so a read again never drops the pages read with `loadMore`.
  const shown = useRef(0);
  const { data, error, isLoading, mutate } = useSWR<LoadedWishlists>(
    enabled ? key : null,
    async () => loadedFrom(await source.list({ offset: 0, limit: rereadLimit(shown.current) })),
    { fallbackData, revalidateOnFocus: true },
  );
  shown.current = data?.results.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is what tells that the changes in flight moved
  const wishlists = useMemo(() => (data ? pending.apply(data.results) : undefined), [data, pending, version]);

  /** Runs one write with its change shown meanwhile; the service's answer becomes the data before the change ends. */
  const run = useCallback(
    async <T>(
      key: string,
      change: WishlistChange,
      write: () => Promise<T>,
      commit: (lists: Wishlist[], result: T) => Wishlist[],
    ) => {
      if (!pending.begin(key, change)) return null;
      try {
        const result = await write();
        // Before the first read lands the cache is empty and the lists shown are the server's (`fallbackData`).
        await mutate((current) => changed(current ?? fallbackData, (lists) => commit(lists, result)), {
          revalidate: false,
        });
        return result;
      } finally {
        pending.end(key);
      }
    },
    [mutate, pending, fallbackData],
  );

  const toggle = useCallback<WishlistsState['toggle']>(
    async (wishlist, product, context) => {
      const shown = wishlists?.find((list) => list.id === wishlist.id) ?? wishlist;
      const { action } = planWishlistToggle(shown, product, context);
      const item = { productId: product.productId, variantId: product.variantId };
      const result = await run(
        `toggle ${wishlist.id} ${product.productId}`,
        toggleChange(wishlist.id, product, action),
        () => (context?.fromBasketLineId ? source.toggle(wishlist, item, context) : source.toggle(wishlist, item)),
        (lists, answer) => withWishlist(lists, answer.wishlist),
      );
      return result && { wishlist: result.wishlist, message: result.message };
    },
    [run, source, wishlists],
  );

  const isToggling = useCallback(
    (wishlistId: string, productId: string) => pending.has(`toggle ${wishlistId} ${productId}`),
    [pending],
  );

  const create = useCallback<WishlistsState['create']>(
    async (draft, product) => {
      const lineItems = product ? [{ productId: product.productId, variantId: product.variantId ?? undefined }] : [];
      const wishlist = await source.create({ ...draft, lineItems: [...(draft.lineItems ?? []), ...lineItems] });
      await mutate((current) => changed(current ?? fallbackData, (lists) => withWishlist(lists, wishlist)), {
        revalidate: false,
      });
      const message = wishlistCreatedMessage({
        withItems: wishlist.lineItems.length > 0,
        fromBasket: Boolean(draft.fromBasketLineIds?.length),
      });
      return { wishlist, message };
    },
    [mutate, source, fallbackData],
  );

  const rename = useCallback<WishlistsState['rename']>(
    async (wishlist, name) => {
      const updated = await run(
        `rename ${wishlist.id}`,
        renameChange(wishlist.id, name.trim()),
        () => source.rename(wishlist, name),
        withWishlist,
      );
      return updated && { wishlist: updated, message: WISHLIST_RENAMED_MESSAGE };
    },
    [run, source],
  );

  const removeItem = useCallback<WishlistsState['removeItem']>(
    async (wishlist, lineItemId) => {
      const updated = await run(
        `removeItem ${wishlist.id} ${lineItemId}`,
        removeItemChange(wishlist.id, lineItemId),
        () => source.removeItem(wishlist, lineItemId),
        withWishlist,
      );
      return updated && { wishlist: updated, message: WISHLIST_ITEM_REMOVED_MESSAGE };
    },
    [run, source],
  );

  const remove = useCallback<WishlistsState['remove']>(
    async (wishlist) => {
      const done = await run(
        `remove ${wishlist.id}`,
        removeChange(wishlist.id),
        async () => {
          await source.remove(wishlist);
          return true;
        },
        (lists) => removeChange(wishlist.id)(lists),
      );
      return done ? { message: WISHLIST_DELETED_MESSAGE } : null;
    },
    [run, source],
  );

  const [isLoadingMore, setLoadingMore] = useState(false);
  const loadingMore = useRef(false);
  const loadMore = useCallback(async () => {
    const loaded = data ?? fallbackData;
    if (!loaded || loaded.results.length >= loaded.total || loadingMore.current) return;
    loadingMore.current = true;
    setLoadingMore(true);
    try {
      const page = await source.list({ offset: loaded.results.length, limit: WISHLISTS_PAGE_SIZE });
      await mutate((current) => moreLoaded(current ?? loaded, page), { revalidate: false });
    } finally {
      loadingMore.current = false;
      setLoadingMore(false);
    }
  }, [data, fallbackData, mutate, source]);

  const refresh = useCallback(async () => (await mutate())?.results, [mutate]);
  return {
    wishlists,
    error,
    isLoading: enabled && isLoading && data === undefined,
    total: data?.total,
    hasMore: data ? data.results.length < data.total : false,
    isLoadingMore,
    loadMore,
    toggle,
    isToggling,
    create,
    rename,
    removeItem,
    remove,
    refresh,
  };
}
