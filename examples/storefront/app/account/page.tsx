import { accountCustomer } from '@/lib/data/account';
import { withFallback } from '@/lib/data/fallback';
import { listWishlists } from '@/lib/data/wishlists';
import { WishlistsSection } from '@/modules/wishlists/WishlistsSection';

/**
 * `/account`: the account layout shows the login form to a visitor and the banner to a signed-in customer; the
 * account's own sections follow here as they are built.
 */
export default async function AccountPage() {
  // Read with the page, so the section shows the lists at once; when the read fails the section reads them again.
  // A visitor sees the layout's login form instead of this page, which is rendered beside it: nothing to read then.
  const wishlists = (await accountCustomer()) ? await withFallback('wishlists', listWishlists, undefined) : undefined;
  return (
    <section id="wishlist" aria-labelledby="wishlist-heading">
      <h2 id="wishlist-heading">Wishlists</h2>
      <WishlistsSection initial={wishlists} />
    </section>
  );
}
