'use client';

import { type ComponentType, useState } from 'react';
import type { BasketView } from '@/lib/basket/basketView';

type Shown = { Flyout: ComponentType<{ basket: BasketView; onClose: () => void }>; basket: BasketView };

/**
 * The added-to-basket flyout of an add: `show(basket)` fetches its code (on the first add) and opens it with the basket
 * the add answered with; `flyout` is the open flyout to render, `null` while closed.
 */
export function useBasketFlyout() {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = (basket: BasketView) =>
    import('./BasketFlyout')
      .then(({ BasketFlyout }) => setShown({ Flyout: BasketFlyout, basket }))
      .catch((error: unknown) => console.error('The added-to-basket flyout could not load', error));
  const flyout = shown ? <shown.Flyout basket={shown.basket} onClose={() => setShown(null)} /> : null;
  return { show, flyout };
}
