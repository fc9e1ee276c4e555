import type { Metadata } from 'next';
import type { BasketView } from '@/lib/basket/basketView';
import { basketRecommendations, readBasketView } from '@/lib/data/basket';
import { withFallback } from '@/lib/data/fallback';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { hasCustomerSession } from '@/lib/session/hasCustomerSession';
import { BasketPage } from '@/modules/basket/BasketPage';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: 'Your basket', path: '/cart', noindex: true });

/** `/cart` (spec A2 'View Basket'): this shopper's basket from commerce, its totals, and the cart cross-sell. */
export default async function CartPage() {
  const [basket, kiosk, signedIn] = await Promise.all([
    withFallback<BasketView | null>('the basket', readBasketView, null),
    isKiosk(),
    hasCustomerSession(),
  ]);
  const crossSell = basket ? await basketRecommendations(Object.keys(basket.quantities)) : null;
  return <BasketPage basket={basket} crossSell={crossSell} kiosk={kiosk} signedIn={signedIn} />;
}
