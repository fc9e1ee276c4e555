import { accountCustomer } from '@/lib/data/account';
import { deleteWishlist, renameWishlist } from '@/lib/data/wishlists';
import { route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';
import { NO_SUCH_WISHLIST, noInput, renameInput, wishlistPath } from '@/lib/wishlists/wishlistInput';

/** Renames a wishlist (`{ name }`) and answers `{ wishlist }`. */
export const PATCH = route(
  { what: 'The wishlist', params: wishlistPath, body: renameInput, session: accountCustomer },
  async ({ params, body }) => {
    const wishlist = await renameWishlist(params.id, body.name);
    if (!wishlist) throw new RouteRefusal(NO_SUCH_WISHLIST, 404);
    return { wishlist };
  },
);

/** Deletes a wishlist: 204. */
export const DELETE = route(
  { what: 'The wishlist', params: wishlistPath, body: noInput, session: accountCustomer },
  async ({ params }) => {
    if (!(await deleteWishlist(params.id))) throw new RouteRefusal(NO_SUCH_WISHLIST, 404);
  },
);
