import { toggleWishlistItem } from '@/lib/data/wishlists';
import { accountJson, accountWrite } from '@/lib/http/accountRoute';
import { noSuchBasketLine, noSuchWishlist, pathIds, toggleInput } from '../../wishlistInput';

/**
 * Adds a product (`{ productId, variantId? }`) to the wishlist, or takes it out when it is there now; answers
 * `{ wishlist, action, message }` ('Item added to wishlist successfully' / 'Item removed to wishlist successfully').
 * With `fromBasketLineId` the product is moved from that basket line: added, then the line removed ('Item moved to
 * wishlist successfully'); 404 when the line is not in the basket.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const path = pathIds(await params);
  if (!path.ok) return path.response;
  return accountWrite(request, 'The wishlist', toggleInput, async ({ fromBasketLineId, ...product }, customer) => {
    const move = fromBasketLineId ? { fromBasketLineId, customerId: customer.id } : undefined;
    const result = await toggleWishlistItem(path.ids.id, product, move);
    if (result === 'no-wishlist') return noSuchWishlist();
    if (result === 'no-line') return noSuchBasketLine();
    return accountJson(result);
  });
}
