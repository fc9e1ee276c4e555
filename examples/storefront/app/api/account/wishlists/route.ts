import { createWishlist, listWishlists } from '@/lib/data/wishlists';
import { accountJson, accountWrite, withAccountCustomer } from '@/lib/http/accountRoute';
import { createInput } from './wishlistInput';

/** The signed-in shopper's wishlists: `{ wishlists }`, newest first; 401 for a visitor. */
export async function GET() {
  return withAccountCustomer('Your wishlists', async () => accountJson({ wishlists: await listWishlists() }));
}

/** Creates a wishlist (`{ name, description?, productId?, variantId? }`) and answers `{ wishlist }` with 201. */
export async function POST(request: Request) {
  return accountWrite(request, 'The wishlist', createInput, async (input) =>
    accountJson({ wishlist: await createWishlist(input) }, 201),
  );
}
