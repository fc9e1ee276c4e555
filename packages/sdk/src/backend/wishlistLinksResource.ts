import type { RequestOptions } from '../transport/http';
import { type BackendRequest, nullWhenNotFound } from './backendRequest';
import {
  type SharedWishlist,
  type WishlistShareLink,
  wirePushLink,
  wireSharedWishlist,
  wireShareLink,
} from './backendWire';

/** A share link to one of the customer's wishlists, and the storefront it should open on. */
export interface WishlistShareLinkInput {
  shoppingListId: string;
  /**
   * The storefront's address (its origin is kept): the site's public address, or the one its shopper is on, so the
   * link opens where the page is. Without it, the back end's own storefront address.
   */
  storefrontUrl?: string;
}

/** Who gets a wishlist's share link by email, the note sent with it, and the storefront the link opens on. */
export interface WishlistPushLinkInput extends WishlistShareLinkInput {
  email: string;
  message?: string;
}

/** Whether the share link was emailed, and until when it is valid. */
export interface WishlistPushLinkResult {
  success: boolean;
  expiresAt?: string | null;
}

/**
 * Share links to the customer's wishlists (`bookshop.backend.wishlistLinks`; also
 * `bookshop.wishlists.shareLink/pushLink`).
 */
export interface WishlistLinksResource {
  /**
   * A share link for one of the customer's wishlists (`POST wishlist/generate-link`), on the storefront named by
   * `storefrontUrl` when one is given.
   *
   * @example
   * ```ts
   * const { url } = await bookshop.backend.wishlistLinks.generate(list.id);
   * await bookshop.backend.wishlistLinks.generate({ shoppingListId: list.id, storefrontUrl: 'https://shop.example.com' });
   * ```
   */
  generate(input: string | WishlistShareLinkInput, options?: RequestOptions): Promise<WishlistShareLink>;
  /**
   * Emails a share link to someone (`POST wishlist/push-link`).
   *
   * @example
   * ```ts
   * await bookshop.backend.wishlistLinks.push({ shoppingListId: list.id, email: 'friend@example.com' });
   * ```
   */
  push(input: WishlistPushLinkInput, options?: RequestOptions): Promise<WishlistPushLinkResult>;
  /**
   * The wishlist behind a share token (`GET wishlist?token=`); `null` when the link is invalid or expired.
   *
   * @example
   * ```ts
   * const shared = await bookshop.backend.wishlistLinks.open(searchParams.get('token') ?? '');
   * ```
   */
  open(token: string, options?: RequestOptions): Promise<SharedWishlist | null>;
}

export function createWishlistLinksResource(backend: BackendRequest): WishlistLinksResource {
  return {
    generate: (input, options = {}) =>
      backend('wishlist/generate-link', wireShareLink, {
        ...options,
        method: 'POST',
        body: typeof input === 'string' ? { shoppingListId: input } : input,
        signedIn: true,
      }),
    push: (input, options = {}) =>
      backend('wishlist/push-link', wirePushLink, { ...options, method: 'POST', body: input, signedIn: true }),
    open: (token, options = {}) =>
      nullWhenNotFound(backend('wishlist', wireSharedWishlist, { ...options, query: { token } })),
  };
}
