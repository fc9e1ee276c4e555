import { createWishlist, listWishlists } from '@/lib/data/wishlists';
import { accountJson, accountWrite, withAccountCustomer } from '@/lib/http/accountRoute';
import { createInput, listQuery, noSuchBasketLine } from './wishlistInput';

/**
 * A page of the signed-in shopper's wishlists, newest first: `?limit` (1 to 500, default 20) from `?offset` (default
 * 0), answered as `{ wishlists, total, offset, count }`; 400 for a bad page, 401 for a visitor.
 */
export async function GET(request: Request) {
  const page = listQuery(new URL(request.url).searchParams);
  if (!page.ok) return page.response;
  return withAccountCustomer('Your wishlists', async () => {
    const { results, total, offset, count } = await listWishlists(page.value);
    return accountJson({ wishlists: results, total, offset, count });
  });
}

/**
 * Creates a wishlist (`{ name, description?, productId?, variantId?, fromBasketLineId? }`) and answers `{ wishlist }`
 * with 201; with `fromBasketLineId` the product is moved from that basket line (404 when it is not in the basket).
 */
export async function POST(request: Request) {
  return accountWrite(request, 'The wishlist', createInput, async (input) => {
    const wishlist = await createWishlist(input);
    return wishlist === 'no-line' || wishlist === 'no-wishlist' ? noSuchBasketLine() : accountJson({ wishlist }, 201);
  });
}
