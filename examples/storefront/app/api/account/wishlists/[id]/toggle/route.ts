import { accountCustomer } from '@/lib/data/account';
import { toggleWishlistItem } from '@/lib/data/wishlists';
import { route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';
import { NO_SUCH_BASKET_LINE, NO_SUCH_WISHLIST, toggleInput, wishlistPath } from '@/lib/wishlists/wishlistInput';

/**
 * Adds a product (`{ productId, variantId? }`) to the wishlist, or takes it out when it is there now; answers
 * `{ wishlist, action, message }` ('Item added to wishlist successfully' / 'Item removed to wishlist successfully').
 * With `fromBasketLineId` the product is moved from that basket line: added, then the line removed ('Item moved to
 * wishlist successfully'); 404 when the line is not in the basket.
 */
export const POST = route(
  { what: 'The wishlist', params: wishlistPath, body: toggleInput, session: accountCustomer },
  async ({ params, body: { fromBasketLineId, ...product }, session: customer }) => {
    const move = fromBasketLineId ? { fromBasketLineId, customerId: customer.id } : undefined;
    const result = await toggleWishlistItem(params.id, product, move);
    if (result === 'no-wishlist') throw new RouteRefusal(NO_SUCH_WISHLIST, 404);
    if (result === 'no-line') throw new RouteRefusal(NO_SUCH_BASKET_LINE, 404);
    return result;
  },
);
