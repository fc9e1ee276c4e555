import type { RequestOptions } from '../transport/http';
import { type BackendRequest, nullWhenNotFound } from './backendRequest';
import {
  type SharedWishlist,
  type WishlistShareLink,
  wirePushLink,
  wireSharedWishlist,
  wireShareLink,
} from './backendWire';

/** Who gets a wishlist's share link by email, and the note sent with it. */
export interface WishlistPushLinkInput {
  shoppingListId: string;
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
   * A share link for one of the customer's wishlists (`POST wishlist/generate-link`).
   *
   * @example
   * ```ts
   * const { url } = await bookshop.backend.wishlistLinks.generate(list.id);
   * ```
   */
  generate(shoppingListId: string, options?: RequestOptions): Promise<WishlistShareLink>;
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
    generate: (shoppingListId, options = {}) =>
      backend('wishlist/generate-link', wireShareLink, {
        ...options,
        method: 'POST',
        body: { shoppingListId },
        signedIn: true,
      }),
    push: (input, options = {}) =>
      backend('wishlist/push-link', wirePushLink, { ...options, method: 'POST', body: input, signedIn: true }),
    open: (token, options = {}) =>
      nullWhenNotFound(backend('wishlist', wireSharedWishlist, { ...options, query: { token } })),
  };
}
