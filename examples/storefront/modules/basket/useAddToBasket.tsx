'use client';

import { type ComponentType, useState, useSyncExternalStore } from 'react';
import type { BasketView } from '@/lib/basket/basketView';
import { toast } from '@/modules/ui/toast';
import { addToBasket, type BasketRecipient } from './basketApi';
import { basketCount } from './basketCount';

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
    let answered: Parameters<typeof written>[0];
    try {
      const result = await addToBasket({ productId, sku, quantity: 1, recipient });
      if (result.ok) {
        answered = result.basket;
        onAdded(result.basket);
        return true;
      }
      if (result.status === 409) {
        // The stock ran out since the page was rendered: say so, stop offering the button, and read the basket again.
        setSoldOut(true);
        void basketCount.refresh();
        toast.error(result.error ?? 'Could not add to basket, please try again.');
      } else {
        throw new Error(`Adding to the basket failed (${result.status})`);
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
