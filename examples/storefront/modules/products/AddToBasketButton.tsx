'use client';

import { useState } from 'react';
import { CART_CHANGED_EVENT } from '@/modules/header/BasketLink';
import { toast } from '@/modules/ui/toast';

export interface AddToBasketButtonProps {
  productId: string;
  sku: string;
  name: string;
  label: string;
  tone: string;
  availability: string;
  className?: string;
}

/**
 * The card's basket button: adds one unit through the site's basket route, then tells the header badge to refresh.
 * While the request runs the button is busy, so a double click adds once.
 */
export function AddToBasketButton({
  productId,
  sku,
  name,
  label,
  tone,
  availability,
  className,
}: AddToBasketButtonProps) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const response = await fetch('/api/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId, sku, quantity: 1 }),
      });
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
    <button
      type="button"
      className={className}
      data-tone={tone}
      data-availability={availability}
      disabled={busy}
      aria-busy={busy}
      aria-label={`${label}: ${name}`}
      onClick={add}
    >
      {label}
    </button>
  );
}
