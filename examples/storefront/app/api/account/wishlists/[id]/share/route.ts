import { accountCustomer } from '@/lib/data/account';
import { shareWishlist } from '@/lib/data/wishlists';
import { route } from '@/lib/http/route';
import { noInput, wishlistPath } from '@/lib/wishlists/wishlistInput';

/** A share link to the wishlist (the back end's generate-link): `{ url, expiresAt }`; 404 for a list not the shopper's. */
export const POST = route(
  { what: 'The share link', params: wishlistPath, body: noInput, session: accountCustomer },
  async ({ params }) => {
    const { url, expiresAt } = await shareWishlist(params.id);
    return { url, expiresAt };
  },
);
