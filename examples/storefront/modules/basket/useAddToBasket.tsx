'use client';

import { type ComponentType, useState } from 'react';
import type { BasketView } from '@/lib/basket/basketView';
import { useBasketAdd } from './useBasketAdd';

/**
 * A single add button's state (`useBasketAdd`) with the added-to-basket flyout: a successful add opens it with the
 * basket the add answered with (its code fetched then), as `flyout`, rendered beside the button. Lists of cards share
 * one island instead (`ProductActions`).
 */
export function useAddToBasket({ productId, sku }: { productId: string; sku: string }) {
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
    soldOut,
    busy,
    add,
    /** The open flyout, to render beside the button; `null` while closed. */
    flyout: flyout ? <flyout.Flyout basket={flyout.basket} onClose={() => setFlyout(null)} /> : null,
  };
}
