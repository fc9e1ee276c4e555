import 'server-only';
import type { SharedWishlist, Wishlist, WishlistShareLink, WishlistToggleResult } from '@bookshop/sdk';
import { bookshop, shopperBookshop } from '../bookshop';

/**
 * The signed-in shopper's wishlists and their writes. Every write that plans from a list reads it by id first, as
 * commerce has it now (the browser sends ids, never a list to trust); a version conflict meanwhile is the SDK's to
 * plan again. `null` answers mean the shopper has no wishlist of that id.
 */

/** The shopper's wishlists, newest first (the spec's page: 20 from offset 0). */
export async function listWishlists(): Promise<Wishlist[]> {
  return (await (await shopperBookshop()).wishlists.list()).results;
}

/** Creates a wishlist, with the product in it when one is given. */
export async function createWishlist(input: {
  name: string;
  description?: string;
  productId?: string;
  variantId?: number;
}): Promise<Wishlist> {
  const { name, description, productId, variantId } = input;
  return (await shopperBookshop()).wishlists.create({
    name,
    description,
    lineItems: productId ? [{ productId, ...(variantId === undefined ? {} : { variantId }) }] : [],
  });
}

/** Adds the product to the wishlist, or takes it out when it is there now. */
export async function toggleWishlistItem(
  wishlistId: string,
  product: { productId: string; variantId?: number },
): Promise<WishlistToggleResult | null> {
  const shop = await shopperBookshop();
  const wishlist = await shop.wishlists.get(wishlistId);
  return wishlist && shop.wishlists.toggle(wishlist, product);
}

export async function renameWishlist(wishlistId: string, name: string): Promise<Wishlist | null> {
  const shop = await shopperBookshop();
  const wishlist = await shop.wishlists.get(wishlistId);
  return wishlist && shop.wishlists.rename(wishlist, name);
}

export async function removeWishlistItem(wishlistId: string, lineItemId: string): Promise<Wishlist | null> {
  const shop = await shopperBookshop();
  const wishlist = await shop.wishlists.get(wishlistId);
  return wishlist && shop.wishlists.removeItem(wishlist, lineItemId);
}

/** Deletes a wishlist; `false` when the shopper has none of that id. */
export async function deleteWishlist(wishlistId: string): Promise<boolean> {
  const shop = await shopperBookshop();
  const wishlist = await shop.wishlists.get(wishlistId);
  if (!wishlist) return false;
  await shop.wishlists.remove(wishlist);
  return true;
}

/** A share link to one of the shopper's wishlists (the back end's generate-link). */
export async function shareWishlist(wishlistId: string): Promise<WishlistShareLink> {
  return (await shopperBookshop()).wishlists.shareLink(wishlistId);
}

/** The wishlist behind a share link, for anyone holding it; `null` when the link is invalid or has expired. */
export async function openSharedWishlist(token: string): Promise<SharedWishlist | null> {
  return bookshop().backend.wishlistLinks.open(token);
}
