'use client';

import {
  type AvailabilityInput,
  availabilityButton,
  effectiveAvailability,
  type ProductView,
} from '@bookshop/sdk/rules';
import { useAddToBasket } from '@/modules/basket/useAddToBasket';
import { useProductDescription } from './useProductDescription';

/**
 * Scalars only, each left out when unset: every card on a page sends these to the browser. What the availability rules
 * need is `availability`, `restockableInDays` and `availableQuantity`; the units already in the basket are read from
 * the basket here.
 */
export interface AddToBasketButtonProps
  extends Pick<AvailabilityInput, 'availability' | 'restockableInDays' | 'availableQuantity'> {
  productId: string;
  sku: string;
  name: string;
  /** Grid unless said. */
  view?: ProductView;
  className?: string;
}

/**
 * The card's basket button: adds one unit through the site's basket route; the badge shows the basket it answers.
 * While the request runs the button is busy, so a double click adds once. Its label follows the availability rules
 * with the units already in the basket (spec C4): once one more would exceed the stock, it reads 'Unavailable'.
 * Busy or unavailable, it is `aria-disabled` rather than `disabled`: a disabled button drops the keyboard focus to the
 * page, and the shopper who pressed it would have to find their place again.
 */
export function AddToBasketButton({
  productId,
  sku,
  name,
  availability: stated,
  restockableInDays,
  availableQuantity,
  view = 'grid',
  className,
}: AddToBasketButtonProps) {
  const { quantityInCart, soldOut, busy, add, flyout } = useAddToBasket({ productId, sku, name });
  const availability = soldOut
    ? 'unavailable'
    : effectiveAvailability({
        availability: stated,
        restockableInDays,
        availableQuantity,
        quantityInCart,
      });
  const { label, tone, disabled } = availabilityButton(availability, view);
  const { describedBy, description } = useProductDescription(name);
  const inactive = busy || disabled;
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
        onClick={inactive ? undefined : () => void add()}
      >
        {label}
      </button>
      {description}
      {flyout}
    </>
  );
}
