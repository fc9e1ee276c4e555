import 'server-only';
import type {
  SharedWishlist,
  Wishlist,
  WishlistPage,
  WishlistShareEmailInput,
  WishlistShareLink,
  WishlistToggleResult,
} from '@bookshop/sdk';
import { createSharedSingleFlight } from '@/lib/shared/sharedSingleFlight';
import { sharedStore } from '@/lib/shared/sharedStore';
import { basketView } from '../basket/basketView';
import { bookshop, shopperBookshop } from '../bookshop';
import { configuredSiteOrigin } from '../seo/siteOrigin';

/**
 * The signed-in shopper's wishlists and their writes. Every write that plans from a list reads it by id first, as
 * commerce has it now (the browser sends ids, never a list to trust); a version conflict meanwhile is the SDK's to
 * plan again. `null` answers mean the shopper has no wishlist of that id.
 */

/** A page of the shopper's wishlists, newest first (the spec's page, 20 from offset 0, unless asked otherwise). */
export async function listWishlists(page: { limit?: number; offset?: number } = {}): Promise<WishlistPage> {
  return (await shopperBookshop()).wishlists.list(page);
}

type Shopper = Awaited<ReturnType<typeof shopperBookshop>>;

/** The shopper's basket line a product is moved from, when it is there and holds that product. */
async function basketLineOf(shop: Shopper, lineId: string, productId: string | undefined) {
  const line = basketView(await shop.cart.active()).lines.find((candidate) => candidate.id === lineId);
  return line && line.productId === productId ? line : undefined;
}

// A double click on one basket line's wishlist (two requests at once, reaching one instance or two) moves the product
// once: the guard is the shared store's, so every instance on one Redis sees it.
const moving = createSharedSingleFlight(sharedStore);

/** Why a wishlist write was not made: no such wishlist, or the basket line to move from is not (or no longer) there. */
export type WishlistRefusal = 'no-wishlist' | 'no-line';

/**
 * Creates a wishlist, with the product in it when one is given. Moved from a basket line (`fromBasketLineId`), the
 * product is the line's (checked against the basket as commerce has it), and the line is removed once the list exists.
 */
export async function createWishlist(input: {
  name: string;
  description?: string;
  productId?: string;
  variantId?: number;
  fromBasketLineId?: string;
}): Promise<Wishlist | WishlistRefusal> {
  const { name, description, productId, variantId, fromBasketLineId } = input;
  const shop = await shopperBookshop();
  if (fromBasketLineId) {
    const line = await basketLineOf(shop, fromBasketLineId, productId);
    if (!line) return 'no-line';
    return shop.wishlists.create({
      name,
      description,
      lineItems: [{ productId: line.productId, ...(line.variantId ? { variantId: line.variantId } : {}) }],
      fromBasketLineIds: [line.id],
    });
  }
  return shop.wishlists.create({
    name,
    description,
    lineItems: productId ? [{ productId, ...(variantId === undefined ? {} : { variantId }) }] : [],
  });
}

/**
 * Adds the product to the wishlist, or takes it out when it is there now. Moved from a basket line
 * (`fromBasketLineId`), it is always added, and only once the wishlist has it is the line removed (the SDK's order):
 * a failure leaves the line in the basket. Parallel moves of one line by one customer (`customerId`) run once.
 */
export async function toggleWishlistItem(
  wishlistId: string,
  product: { productId: string; variantId?: number },
  move?: { fromBasketLineId: string; customerId: string },
): Promise<WishlistToggleResult | WishlistRefusal> {
  const shop = await shopperBookshop();
  if (!move) {
    const wishlist = await shop.wishlists.get(wishlistId);
    return wishlist ? shop.wishlists.toggle(wishlist, product) : 'no-wishlist';
  }
  const { fromBasketLineId, customerId } = move;
  return moving(
    `wishlist-move:${customerId}:${fromBasketLineId}`,
    async (): Promise<WishlistToggleResult | WishlistRefusal> => {
      const [line, wishlist] = await Promise.all([
        basketLineOf(shop, fromBasketLineId, product.productId),
        shop.wishlists.get(wishlistId),
      ]);
      if (!wishlist) return 'no-wishlist';
      if (!line) return 'no-line';
      return shop.wishlists.toggle(
        wishlist,
        { productId: line.productId, variantId: line.variantId },
        { fromBasketLineId: line.id },
      );
    },
  );
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

// Share links open on this site's public address (`BOOKSHOP_SITE_URL`), the same for the link shown and the link
// emailed; without it the back end's configured storefront address stands. Never the request's host: the shopper
// writes that header, and an emailed link must not point wherever they like.

/** A share link to one of the shopper's wishlists (the back end's generate-link), on this site's address. */
export async function shareWishlist(wishlistId: string): Promise<WishlistShareLink> {
  const shop = await shopperBookshop();
  return shop.wishlists.shareLink({ shoppingListId: wishlistId, storefrontUrl: configuredSiteOrigin(process.env) });
}

/** Emails a share link to one of the shopper's wishlists (the back end's push-link), on this site's address. */
export async function emailWishlistLink(wishlistId: string, input: WishlistShareEmailInput) {
  const shop = await shopperBookshop();
  return shop.wishlists.pushLink({
    shoppingListId: wishlistId,
    ...input,
    storefrontUrl: configuredSiteOrigin(process.env),
  });
}

/** The wishlist behind a share link, for anyone holding it; `null` when the link is invalid or has expired. */
export async function openSharedWishlist(token: string): Promise<SharedWishlist | null> {
  return bookshop().backend.wishlistLinks.open(token);
}
