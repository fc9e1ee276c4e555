import { deleteWishlist, renameWishlist } from '@/lib/data/wishlists';
import { accountJson, accountWrite } from '@/lib/http/accountRoute';
import { noInput, noSuchWishlist, pathIds, renameInput } from '../wishlistInput';

type Params = { params: Promise<{ id: string }> };

/** Renames a wishlist (`{ name }`) and answers `{ wishlist }`. */
export async function PATCH(request: Request, { params }: Params) {
  const path = pathIds(await params);
  if (!path.ok) return path.response;
  return accountWrite(request, 'The wishlist', renameInput, async ({ name }) => {
    const wishlist = await renameWishlist(path.ids.id, name);
    return wishlist ? accountJson({ wishlist }) : noSuchWishlist();
  });
}

/** Deletes a wishlist: 204. */
export async function DELETE(request: Request, { params }: Params) {
  const path = pathIds(await params);
  if (!path.ok) return path.response;
  return accountWrite(request, 'The wishlist', noInput, async () =>
    (await deleteWishlist(path.ids.id)) ? new Response(null, { status: 204 }) : noSuchWishlist(),
  );
}
