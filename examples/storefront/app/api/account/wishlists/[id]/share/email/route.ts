import { wishlistShareEmailSchema } from '@bookshop/sdk/rules';
import { accountCustomer } from '@/lib/data/account';
import { emailWishlistLink } from '@/lib/data/wishlists';
import { route, routeJson } from '@/lib/http/route';
import { wishlistPath } from '@/lib/wishlists/wishlistInput';

/**
 * Emails a share link to the wishlist (the back end's push-link): body `{ email, message? }` checked by the form's
 * schema, answer `{ sent: true, expiresAt }`; 404 for a list not the shopper's.
 */
export const POST = route(
  { what: 'The wishlist email', params: wishlistPath, body: wishlistShareEmailSchema, session: accountCustomer },
  async ({ params, body }) => {
    const { success, expiresAt } = await emailWishlistLink(params.id, body);
    // The back end took the request but sent nothing: its outage, not a refusal of what the shopper typed.
    if (!success) return routeJson({ error: 'The wishlist email could not be sent, please try again later' }, 502);
    return { sent: true, expiresAt: expiresAt ?? null };
  },
);
