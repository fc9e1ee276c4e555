import { accountCustomer } from '@/lib/data/account';
import { withFallback } from '@/lib/data/fallback';
import { accountPreferences } from '@/lib/data/preferences';
import { accountReviews } from '@/lib/data/reviews';
import { listWishlists } from '@/lib/data/wishlists';
import { AccountDetails } from '@/modules/account/details/AccountDetails';
import { PreferencesSection } from '@/modules/account/preferences/PreferencesSection';
import { ReviewsSection } from '@/modules/account/reviews/ReviewsSection';
import { WishlistsSection } from '@/modules/wishlists/WishlistsSection';

/**
 * `/account`: the account layout shows the login form to a visitor and the banner to a signed-in customer; the
 * account's own sections follow here: details, wishlists (#wishlist), preferences (#preferences), reviews (#reviews).
 */
export default async function AccountPage() {
  // The layout read the customer already for this request; the sections start from the same answer. A visitor sees
  // the layout's login form instead of this page, which is rendered beside it: nothing to read then.
  const customer = await accountCustomer();
  if (!customer) return null;
  // When the wishlists' read fails, the section reads them again in the browser.
  const [preferences, reviews, wishlists] = await Promise.all([
    accountPreferences(customer),
    accountReviews(customer),
    withFallback('wishlists', listWishlists, undefined),
  ]);
  return (
    <>
      <AccountDetails customer={customer} />
      <section id="wishlist" aria-labelledby="wishlist-heading">
        <h2 id="wishlist-heading">Wishlists</h2>
        <WishlistsSection initial={wishlists} renderedFor={customer.email} />
      </section>
      <PreferencesSection preferences={preferences} customer={customer} />
      <ReviewsSection reviews={reviews} />
    </>
  );
}
