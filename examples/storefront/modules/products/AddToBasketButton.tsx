'use client';

import {
  type AvailabilityInput,
  availabilityButton,
  effectiveAvailability,
  type ProductView,
} from '@bookshop/sdk/rules';
import { useState, useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT } from '@/modules/header/BasketLink';
import { basketCount } from '@/modules/header/basketCount';
import { toast } from '@/modules/ui/toast';
import { useProductDescription } from './useProductDescription';

export interface AddToBasketButtonProps {
  productId: string;
  sku: string;
  name: string;
  /** What the availability rules need; the units already in the basket are read from the basket here. */
  stock: Pick<AvailabilityInput, 'availability' | 'restockableInDays' | 'availableQuantity'>;
  view: ProductView;
  className?: string;
}

/**
 * The card's basket button: adds one unit through the site's basket route, then tells the header badge to refresh.
 * While the request runs the button is busy, so a double click adds once. Its label follows the availability rules
 * with the units already in the basket (spec C4): once one more would exceed the stock, it reads 'Unavailable'.
 * Busy or unavailable, it is `aria-disabled` rather than `disabled`: a disabled button drops the keyboard focus to the
 * page, and the shopper who pressed it would have to find their place again.
 */
export function AddToBasketButton({ productId, sku, name, stock, view, className }: AddToBasketButtonProps) {
  const quantityInCart = useSyncExternalStore(
    basketCount.subscribe,
    () => basketCount.quantityOf(sku),
    () => 0,
  );
  // Commerce said no more can be added (the stock ran out since the page was rendered, whoever bought it).
  const [soldOut, setSoldOut] = useState(false);
  const availability = soldOut ? 'unavailable' : effectiveAvailability({ ...stock, quantityInCart });
  const { label, tone, disabled } = availabilityButton(availability, view);
  const [busy, setBusy] = useState(false);
  const { describedBy, description } = useProductDescription(name);
  const inactive = busy || disabled;
  const add = async () => {
    if (inactive) return;
    setBusy(true);
    try {
      const response = await fetch('/api/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId, sku, quantity: 1 }),
      });
      if (response.status === 409) {
        // The stock ran out since the page was rendered: say so, and stop offering the button.
        const { error } = (await response.json()) as { error: string };
        setSoldOut(true);
        window.dispatchEvent(new Event(CART_CHANGED_EVENT));
        toast.error(error);
        return;
      }
      if (!response.ok) throw new Error(`Adding to the basket failed (${response.status})`);
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
      toast.success(`${name} added to your basket`);
    } catch (error) {
      console.error(error);
      toast.error('Could not add to basket, please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={className}
        data-tone={tone}
        data-availability={availability}
        aria-disabled={inactive}
        aria-busy={busy}
        aria-describedby={describedBy}
        onClick={add}
      >
        {label}
      </button>
      {description}
    </>
  );
}
