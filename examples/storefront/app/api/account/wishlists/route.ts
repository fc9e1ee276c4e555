import { createWishlist, listWishlists } from '@/lib/data/wishlists';
import { accountJson, accountWrite, withAccountCustomer } from '@/lib/http/accountRoute';
import { createInput, noSuchBasketLine } from './wishlistInput';

/** The signed-in shopper's wishlists: `{ wishlists }`, newest first; 401 for a visitor. */
export async function GET() {
  return withAccountCustomer('Your wishlists', async () => accountJson({ wishlists: await listWishlists() }));
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
