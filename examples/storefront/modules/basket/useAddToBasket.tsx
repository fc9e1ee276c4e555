'use client';

import { type ComponentType, useState, useSyncExternalStore } from 'react';
import { basketCount } from '@/lib/basket/basketCount';
import type { BasketView } from '@/lib/basket/basketView';
import { useBasketAdd } from './useBasketAdd';

/**
 * The add button's state for one sku: the units already in the basket (from the shared basket count) and
 * `useBasketAdd`'s state. A successful add opens the added-to-basket flyout with that basket (its code fetched then):
 * `flyout`, rendered beside the button.
 */
export function useAddToBasket({ productId, sku }: { productId: string; sku: string; name?: string }) {
  const quantityInCart = useSyncExternalStore(
    basketCount.subscribe,
    () => basketCount.quantityOf(sku),
    () => 0,
  );
  // The flyout's component arrives with its chunk, fetched on the first add.
  const [flyout, setFlyout] = useState<{
    Flyout: ComponentType<{ basket: BasketView; onClose: () => void }>;
    basket: BasketView;
  } | null>(null);
  const { soldOut, busy, add } = useBasketAdd({ productId, sku }, (basket) => {
    import('./BasketFlyout')
      .then(({ BasketFlyout }) => setFlyout({ Flyout: BasketFlyout, basket }))
      .catch((error: unknown) => console.error('The added-to-basket flyout could not load', error));
  });
  return {
    quantityInCart,
    soldOut,
    busy,
    add,
    /** The open flyout, to render beside the button; `null` while closed. */
    flyout: flyout ? <flyout.Flyout basket={flyout.basket} onClose={() => setFlyout(null)} /> : null,
  };
}
