'use client';

import { useState } from 'react';
import type { BasketRecipient } from '@/lib/basket/basketApi';
import { basketCount } from '@/lib/basket/basketCount';
import type { BasketView } from '@/lib/basket/basketView';
import { toast } from '@/modules/ui/toast';

/**
 * Adding one unit of a product to the basket: `busy` while the request runs (a second press meanwhile does nothing),
 * `soldOut` once commerce said no more can be added, and `onAdded` with the basket the add answered with. The shared
 * basket count shows that basket; a failure is a toast. Used by every add button, the flyout's own included.
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
    const written = basketCount.beginWrite();
    let answered: BasketView | undefined;
    try {
      // The basket's calls arrive with their own chunk (the header's count has usually fetched it already), so the
      // cards of a listing page add nothing to its first load.
      const { addToBasket } = await import('@/lib/basket/basketApi');
      const answer = await addToBasket({ productId, sku, quantity: 1, recipient });
      if (answer.ok) {
        answered = answer.value;
        onAdded(answer.value);
        return true;
      }
      if (answer.status === 409) {
        // The stock ran out since the page was rendered: say so, stop offering the button, and read the basket again.
        setSoldOut(true);
        void basketCount.refresh();
        toast.error(answer.error);
      } else {
        throw new Error(`Adding to the basket failed (${answer.status})`);
      }
    } catch (error) {
      console.error(error);
      toast.error('Could not add to basket, please try again.');
    } finally {
      written(answered);
      setBusy(false);
    }
  };
  return { soldOut, busy, add };
}
