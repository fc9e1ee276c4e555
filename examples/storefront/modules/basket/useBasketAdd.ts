'use client';

import { useState } from 'react';
import type { BasketRecipient } from '@/lib/basket/basketApi';
import type { BasketView } from '@/lib/basket/basketView';
import { addOneToBasket } from './addOneToBasket';

/**
 * One button's add (`addOneToBasket`) as React state: `busy` while the request runs (a second press meanwhile does
 * nothing), `soldOut` once commerce said no more can be added, and `onAdded` with the basket the add answered with.
 * Used by the single add buttons (the flyout's recommendations, a gift card); lists of cards share one island instead.
 */
export function useBasketAdd(
  { productId, sku }: { productId: string; sku: string },
  onAdded: (basket: BasketView) => void,
) {
  // Commerce said no more can be added (the stock ran out since the page was rendered, whoever bought it).
  const [soldOut, setSoldOut] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Adds one unit (a gift card for `recipient`); answers whether it was added. */
  const add = async (recipient?: BasketRecipient) => {
    setBusy(true);
    try {
      const outcome = await addOneToBasket({ productId, sku, recipient });
      if ('added' in outcome) {
        onAdded(outcome.added);
        return true;
      }
      if ('refused' in outcome) setSoldOut(true);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { soldOut, busy, add };
}
