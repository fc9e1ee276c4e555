import { shareWishlist } from '@/lib/data/wishlists';
import { accountJson, accountWrite } from '@/lib/http/accountRoute';
import { noInput, pathIds } from '../../wishlistInput';

/** A share link to the wishlist (the back end's generate-link): `{ url, expiresAt }`; 404 for a list not the shopper's. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const path = pathIds(await params);
  if (!path.ok) return path.response;
  return accountWrite(request, 'The share link', noInput, async () => {
    const { url, expiresAt } = await shareWishlist(path.ids.id);
    return accountJson({ url, expiresAt });
  });
}
