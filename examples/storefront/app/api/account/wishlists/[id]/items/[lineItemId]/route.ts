import { removeWishlistItem } from '@/lib/data/wishlists';
import { accountJson, accountWrite } from '@/lib/http/accountRoute';
import { noInput, noSuchWishlist, pathIds } from '../../../wishlistInput';

/** Takes one line out of a wishlist (a line already gone is not an error) and answers `{ wishlist }`. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string; lineItemId: string }> }) {
  const path = pathIds(await params);
  if (!path.ok) return path.response;
  return accountWrite(request, 'The wishlist', noInput, async () => {
    const wishlist = await removeWishlistItem(path.ids.id, path.ids.lineItemId);
    return wishlist ? accountJson({ wishlist }) : noSuchWishlist();
  });
}
