import type { WishlistSource } from '@bookshop/react';
import type { Wishlist, WishlistShareEmailInput, WishlistToggleResult } from '@bookshop/sdk';
import { answerValue, type CallOptions, callRoute } from '@/lib/http/callRoute';

const BASE = '/api/account/wishlists';

// The react package's wishlist source throws a failed call: a refusal carries the route's message and status.
const call = async <T>(path: string, options: CallOptions = {}) =>
  answerValue(await callRoute<T>(`${BASE}${path}`, { unavailable: 'The wishlist request failed', ...options }));

const at = (id: string) => `/${encodeURIComponent(id)}`;

/** The shopper's wishlists through the site's own routes (the session cookie goes with every request). */
export const wishlistApi: WishlistSource = {
  list: async ({ limit, offset } = {}, { signal } = {}) => {
    const query = new URLSearchParams();
    if (limit !== undefined) query.set('limit', String(limit));
    if (offset !== undefined) query.set('offset', String(offset));
    const path = query.size ? `?${query}` : '';
    const page = await call<{ wishlists: Wishlist[]; total: number; offset: number; count: number }>(path, { signal });
    return { results: page.wishlists, total: page.total, offset: page.offset, count: page.count };
  },
  create: async ({ name, description, lineItems = [], fromBasketLineIds = [] }) => {
    if (lineItems.length > 1 || fromBasketLineIds.length > 1) {
      throw new Error('The site starts a wishlist with one product at most');
    }
    const [first] = lineItems;
    const [fromBasketLineId] = fromBasketLineIds;
    const body = { name, description: description || undefined, ...first, fromBasketLineId };
    return (await call<{ wishlist: Wishlist }>('', { method: 'POST', body })).wishlist;
  },
  toggle: (wishlist, { productId, variantId }, context) =>
    call<WishlistToggleResult>(`${at(wishlist.id)}/toggle`, {
      method: 'POST',
      body: {
        productId,
        ...(variantId == null ? {} : { variantId }),
        ...(context?.fromBasketLineId ? { fromBasketLineId: context.fromBasketLineId } : {}),
      },
    }),
  rename: async (wishlist, name) =>
    (await call<{ wishlist: Wishlist }>(at(wishlist.id), { method: 'PATCH', body: { name } })).wishlist,
  removeItem: async (wishlist, lineItemId) =>
    (await call<{ wishlist: Wishlist }>(`${at(wishlist.id)}/items${at(lineItemId)}`, { method: 'DELETE' })).wishlist,
  remove: async (wishlist) => {
    await call(at(wishlist.id), { method: 'DELETE' });
  },
};

/** A share link to a wishlist, from the site's share route. */
export const shareWishlistLink = (wishlistId: string) =>
  call<{ url: string; expiresAt: string }>(`${at(wishlistId)}/share`, { method: 'POST' });

/** Emails a share link to a wishlist, through the site's route (the back end's push-link). */
export const emailWishlistLink = (wishlistId: string, values: WishlistShareEmailInput) =>
  call<{ sent: true; expiresAt: string | null }>(`${at(wishlistId)}/share/email`, { method: 'POST', body: values });
