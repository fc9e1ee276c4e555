import type { SavedCard } from '@bookshop/sdk';
import type { Metadata } from 'next';
import type { CheckoutState } from '@/lib/checkout/checkoutTypes';
import { accountCustomer } from '@/lib/data/account';
import { readCheckout } from '@/lib/data/checkout';
import { withFallback } from '@/lib/data/fallback';
import { savedCards } from '@/lib/data/payments';
import { type CollectStore, searchOrigin, storesByName, storesNear } from '@/lib/data/storeStock';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { MAX_STORES_LIMIT } from '@/lib/stores/storeSearchLimits';
import { CheckoutPage } from '@/modules/checkout/CheckoutPage';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: 'Checkout', path: '/checkout', noindex: true });

/** `/checkout`: this shopper's basket as checkout (priced by commerce), their saved addresses and cards, the stores. */
export default async function Checkout() {
  if (await isKiosk()) return <CheckoutPage kind="kiosk" />;
  const state = await withFallback<CheckoutState | null | 'unavailable'>('the checkout', readCheckout, 'unavailable');
  if (state === 'unavailable') return <CheckoutPage kind="unavailable" />;
  if (!state) return <CheckoutPage kind="empty" />;
  const customer = state.signedIn ? await accountCustomer() : null;
  const postcode = state.address?.postcode;
  const [cards, stores] = await Promise.all([
    customer ? withFallback<SavedCard[] | null>('the saved cards', savedCards, []) : Promise.resolve(null),
    withFallback<CollectStore[]>('the Click & Collect stores', async () => {
      const from = postcode ? searchOrigin(postcode) : null;
      // A postcode the distance search does not know still leaves every store to choose from.
      if (!from) return storesByName();
      return storesNear(from, { limit: MAX_STORES_LIMIT }).then(({ stores }) => stores, storesByName);
    }, []),
  ]);
  return (
    <CheckoutPage
      kind="form"
      form={{
        initial: state,
        customer,
        savedCards: cards ?? [],
        stores,
      }}
    />
  );
}
