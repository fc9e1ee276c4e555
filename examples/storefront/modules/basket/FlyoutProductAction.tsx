'use client';

import type { ProductSummary } from '@bookshop/sdk';
import { availabilityButton, productAvailability } from '@bookshop/sdk/rules';
import type { BasketView } from '@/lib/basket/basketView';
import { useBasketAdd } from './useBasketAdd';

/** What a recommended product's button says once the basket holds it. */
const ADDED_LABEL = 'Added to basket';

/**
 * A recommended product's button in the flyout (spec A4, C4): its availability, or 'Added to basket' (inactive) once
 * the basket holds it, so a product just added is not offered again (the recommendations leave out what the basket
 * held when they were asked for); a stockless type links to its page. Adding puts the product in the basket the
 * flyout shows. The button stays where it was, so the focus stays on it.
 */
export function FlyoutProductAction({
  product,
  basket,
  onAdded,
  className,
}: {
  product: ProductSummary;
  basket: BasketView;
  onAdded: (basket: BasketView) => void;
  className?: string;
}) {
  const { soldOut, busy, add } = useBasketAdd({ productId: product.id, sku: product.sku }, onAdded);
  const inBasket = basket.quantities[product.sku] ?? 0;
  const state = productAvailability({ ...product.stock, productType: product.productType, quantityInCart: inBasket });
  if (state === 'stockless') {
    return (
      <a href={`/product/${product.slug}`} className={className} data-tone="default">
        Available
      </a>
    );
  }
  const availability = soldOut ? 'unavailable' : state;
  const shown = availabilityButton(availability, 'grid');
  const { label, tone, disabled } = inBasket ? { label: ADDED_LABEL, tone: 'added', disabled: true } : shown;
  const inactive = busy || disabled;
  return (
    <button
      type="button"
      className={className}
      data-tone={tone}
      data-availability={availability}
      aria-disabled={inactive}
      aria-busy={busy}
      aria-label={`${label}: ${product.name}`}
      onClick={inactive ? undefined : () => void add()}
    >
      {label}
    </button>
  );
}
