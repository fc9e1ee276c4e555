import type { Wishlist } from '@bookshop/sdk';
import { formatDate, type WishlistToggleProduct } from '@bookshop/sdk/rules';

/** A product as the wishlist controls know it: what the toggle sends, plus what a new line shows until it lands. */
export interface WishlistProduct extends WishlistToggleProduct {
  name?: string;
  slug?: string;
}

/** One change the shopper asked for, shown at once and until the service answers: a function of the lists. */
export type WishlistChange = (lists: Wishlist[]) => Wishlist[];

type Line = Wishlist['lineItems'][number];

const mapList = (lists: Wishlist[], id: string, change: (list: Wishlist) => Wishlist) =>
  lists.map((list) => (list.id === id ? change(list) : list));

/** Whether the product is in the wishlist. */
export const hasProduct = (list: Pick<Wishlist, 'lineItems'>, productId: string) =>
  list.lineItems.some((line) => line.productId === productId);

/**
 * The change that puts the product in the wishlist (`'add'`) or takes it out (`'remove'`). It holds whatever the list
 * answered meanwhile: a list that already has (or lacks) the product is left as it is, so it never shows it twice.
 */
export function toggleChange(wishlistId: string, product: WishlistProduct, action: 'add' | 'remove'): WishlistChange {
  return (lists) =>
    mapList(lists, wishlistId, (list) => {
      const present = hasProduct(list, product.productId);
      if (action === 'remove') {
        return present
          ? { ...list, lineItems: list.lineItems.filter((line) => line.productId !== product.productId) }
          : list;
      }
      if (present) return list;
      const line: Line = {
        // Not a line id the service knows: it is replaced by the service's line as soon as the toggle answers.
        id: `pending:${product.productId}`,
        productId: product.productId,
        variantId: product.variantId ?? null,
        quantity: 1,
        addedAt: new Date(0).toISOString(),
        name: product.name ?? null,
        productSlug: product.slug ?? null,
        productType: { id: '', key: null },
        variant: null,
      };
      return { ...list, lineItems: [...list.lineItems, line] };
    });
}

/** The change that renames a wishlist. */
export const renameChange =
  (wishlistId: string, name: string): WishlistChange =>
  (lists) =>
    mapList(lists, wishlistId, (list) => ({ ...list, name }));

/** The change that takes one line out of a wishlist. */
export const removeItemChange =
  (wishlistId: string, lineItemId: string): WishlistChange =>
  (lists) =>
    mapList(lists, wishlistId, (list) => ({
      ...list,
      lineItems: list.lineItems.filter((line) => line.id !== lineItemId),
    }));

/** The change that deletes a wishlist. */
export const removeChange =
  (wishlistId: string): WishlistChange =>
  (lists) =>
    lists.filter((list) => list.id !== wishlistId);

/** The lists with one wishlist as the service answered it: replaced where it was, or first when it is new. */
export function withWishlist(lists: Wishlist[], wishlist: Wishlist): Wishlist[] {
  return lists.some((list) => list.id === wishlist.id)
    ? mapList(lists, wishlist.id, () => wishlist)
    : [wishlist, ...lists];
}

/** What a wishlist's row shows: its name, its item count and its creation date as DD/MM/YYYY (spec A2, A9). */
export function wishlistSummary(list: Pick<Wishlist, 'name' | 'lineItems' | 'createdAt'>) {
  const count = list.lineItems.length;
  return {
    name: list.name ?? '',
    count,
    countLabel: `${count} ${count === 1 ? 'item' : 'items'}`,
    created: formatDate(list.createdAt),
  };
}

/**
 * The changes in flight, shared by every wishlist control on a page: shown on top of the service's last answer (so a
 * failure rolls back by itself, and a read that lands meanwhile never hides them), and one per key at a time (so a
 * double click on one product sends one toggle).
 */
export interface PendingWishlistChanges {
  /** Starts a change; `false` (and nothing starts) when one with this key is still in flight. */
  begin(key: string, change: WishlistChange): boolean;
  end(key: string): void;
  has(key: string): boolean;
  /** The lists with every change in flight applied. */
  apply(lists: Wishlist[]): Wishlist[];
  subscribe(listener: () => void): () => void;
  /** Changes with every begin and end, for `useSyncExternalStore`. */
  getSnapshot(): number;
}

/**
 * A store of wishlist changes in flight (the headless part of `useWishlists`).
 *
 * @example
 * ```ts
 * const pending = createPendingWishlistChanges();
 * if (pending.begin('list-1 p1', toggleChange('list-1', { productId: 'p1' }, 'add'))) show(pending.apply(lists));
 * ```
 */
export function createPendingWishlistChanges(): PendingWishlistChanges {
  const changes = new Map<string, WishlistChange>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version++;
    for (const listener of listeners) listener();
  };
  return {
    begin(key, change) {
      if (changes.has(key)) return false;
      changes.set(key, change);
      changed();
      return true;
    },
    end(key) {
      if (changes.delete(key)) changed();
    },
    has: (key) => changes.has(key),
    apply: (lists) => [...changes.values()].reduce((shown, change) => change(shown), lists),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => version,
  };
}
