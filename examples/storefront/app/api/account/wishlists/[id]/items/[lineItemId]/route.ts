import { accountCustomer } from '@/lib/data/account';
import { removeWishlistItem } from '@/lib/data/wishlists';
import { route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';
import { NO_SUCH_WISHLIST, noInput, wishlistLinePath } from '@/lib/wishlists/wishlistInput';

/** Takes one line out of a wishlist (a line already gone is not an error) and answers `{ wishlist }`. */
export const DELETE = route(
  { what: 'The wishlist', params: wishlistLinePath, body: noInput, session: accountCustomer },
  async ({ params }) => {
    const wishlist = await removeWishlistItem(params.id, params.lineItemId);
    if (!wishlist) throw new RouteRefusal(NO_SUCH_WISHLIST, 404);
    return { wishlist };
  },
);
