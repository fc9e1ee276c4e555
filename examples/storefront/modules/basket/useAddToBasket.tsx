'use client';

import { useBasketAdd } from './useBasketAdd';
import { useBasketFlyout } from './useBasketFlyout';

/**
 * A single add button's state (`useBasketAdd`) with the added-to-basket flyout: a successful add opens it with the
 * basket the add answered with, as `flyout`, rendered beside the button. Lists of cards share one island instead
 * (`ProductActions`).
 */
export function useAddToBasket({ productId, sku }: { productId: string; sku: string }) {
  const { show, flyout } = useBasketFlyout();
  const { soldOut, busy, add } = useBasketAdd({ productId, sku }, (basket) => void show(basket));
  return { soldOut, busy, add, flyout };
}
