import { toggleWishlistItem } from '@/lib/data/wishlists';
import { accountJson, accountWrite } from '@/lib/http/accountRoute';
import { noSuchWishlist, pathIds, toggleInput } from '../../wishlistInput';

/**
 * Adds a product (`{ productId, variantId? }`) to the wishlist, or takes it out when it is there now; answers
 * `{ wishlist, action, message }` ('Item added to wishlist successfully' / 'Item removed to wishlist successfully').
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const path = pathIds(await params);
  if (!path.ok) return path.response;
  return accountWrite(request, 'The wishlist', toggleInput, async (product) => {
    const result = await toggleWishlistItem(path.ids.id, product);
    return result ? accountJson(result) : noSuchWishlist();
  });
}
