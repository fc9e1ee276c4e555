import { accountCustomer } from '@/lib/data/account';
import { AccountDetails } from '@/modules/account/details/AccountDetails';

import { DeliveryAddressRow } from '@/modules/account/addresses/DeliveryAddressRow';

import { accountPreferences } from '@/lib/data/preferences';
import { accountReviews } from '@/lib/data/reviews';
import { PreferencesSection } from '@/modules/account/preferences/PreferencesSection';
import { ReviewsSection } from '@/modules/account/reviews/ReviewsSection';

import { withFallback } from '@/lib/data/fallback';
import { listWishlists } from '@/lib/data/wishlists';
import { WishlistsSection } from '@/modules/wishlists/WishlistsSection';

/**
 * `/account`: the account layout shows the login form to a visitor and the banner to a signed-in customer; the
 * account's own sections follow here.
 */
export default async function AccountPage() {
  // The layout read the customer already for this request; the panel starts from the same answer.
  const customer = await accountCustomer();
  return <AccountDetails customer={customer} />;

  const customer = await accountCustomer();
  if (!customer) return null;
  return <DeliveryAddressRow customer={customer} />;

  const customer = await accountCustomer();
  if (!customer) return null;
  const [preferences, reviews] = await Promise.all([accountPreferences(customer), accountReviews(customer)]);
  return (
    <>
      <PreferencesSection preferences={preferences} email={customer.email} />
      <ReviewsSection reviews={reviews} />
    </>

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
