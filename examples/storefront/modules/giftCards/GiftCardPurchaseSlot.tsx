'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

const GiftCardPurchase = lazy(() => import('./GiftCardPurchase'));

/**
 * A gift card's purchase form in a chunk of its own, so other product pages ship none of it. The server renders it
 * with the page; the browser makes it interactive once its chunk has arrived.
 */
export function GiftCardPurchaseSlot(props: ComponentProps<typeof GiftCardPurchase>) {
  return (
    <Suspense fallback={null}>
      <GiftCardPurchase {...props} />
    </Suspense>
  );
}
