import { accountCustomer } from '@/lib/data/account';
import { createWishlist, listWishlists } from '@/lib/data/wishlists';
import { route, routeJson } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';
import { createInput, listQuery, NO_SUCH_BASKET_LINE } from '@/lib/wishlists/wishlistInput';

/**
 * A page of the signed-in shopper's wishlists, newest first: `?limit` (1 to 500, default 20) from `?offset` (default
 * 0), answered as `{ wishlists, total, offset, count }`; 400 for a bad page, 401 for a visitor.
 */
export const GET = route({ what: 'Your wishlists', query: listQuery, session: accountCustomer }, async ({ query }) => {
  const { results, total, offset, count } = await listWishlists(query);
  return { wishlists: results, total, offset, count };
});

/**
 * Creates a wishlist (`{ name, description?, productId?, variantId?, fromBasketLineId? }`) and answers `{ wishlist }`
 * with 201; with `fromBasketLineId` the product is moved from that basket line (404 when it is not in the basket).
 */
export const POST = route({ what: 'The wishlist', body: createInput, session: accountCustomer }, async ({ body }) => {
  const wishlist = await createWishlist(body);
  if (wishlist === 'no-line' || wishlist === 'no-wishlist') throw new RouteRefusal(NO_SUCH_BASKET_LINE, 404);
  return routeJson({ wishlist }, 201);
});
