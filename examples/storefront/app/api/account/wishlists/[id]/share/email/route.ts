import { wishlistShareEmailSchema } from '@bookshop/sdk/rules';
import { emailWishlistLink } from '@/lib/data/wishlists';
import { accountJson, accountWrite } from '@/lib/http/accountRoute';
import { pathIds } from '../../../wishlistInput';

/**
 * Emails a share link to the wishlist (the back end's push-link): body `{ email, message? }` checked by the form's
 * schema, answer `{ sent: true, expiresAt }`; 404 for a list not the shopper's.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const path = pathIds(await params);
  if (!path.ok) return path.response;
  return accountWrite(request, 'The wishlist email', wishlistShareEmailSchema, async (input) => {
    const { success, expiresAt } = await emailWishlistLink(path.ids.id, input);
    if (!success) return accountJson({ error: 'The wishlist email could not be sent, please try again later' }, 502);
    return accountJson({ sent: true, expiresAt: expiresAt ?? null });
  });
}
