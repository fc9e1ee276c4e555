'use client';

import { availabilityButton, effectiveAvailability, STOCKLESS_PRODUCT_TYPE_KEYS } from '@bookshop/sdk/rules';
import type { BasketView } from '@/lib/basket/basketView';
import type { CardProduct } from '@/lib/products/cardProduct';
import { useBasketAdd } from './useAddToBasket';

/**
 * A recommended product's button in the flyout (spec A4, C4): its availability with the units the basket already
 * holds, so an available or limited-stock product reads 'Unavailable' once the basket holds its stock; a stockless
 * type links to its page. Adding puts the product in the basket the flyout shows.
 */
export function FlyoutProductAction({
  product,
  basket,
  onAdded,
  className,
}: {
  product: CardProduct;
  basket: BasketView;
  onAdded: (basket: BasketView) => void;
  className?: string;
}) {
  const { soldOut, busy, add } = useBasketAdd({ productId: product.id, sku: product.sku }, onAdded);
  if (product.productType && STOCKLESS_PRODUCT_TYPE_KEYS.includes(product.productType)) {
    return (
      <a href={`/product/${product.slug}`} className={className} data-tone="default">
        Available
      </a>
    );
  }
  const availability = soldOut
    ? 'unavailable'
    : effectiveAvailability({ ...product.stock, quantityInCart: basket.quantities[product.sku] ?? 0 });
  const { label, tone, disabled } = availabilityButton(availability, 'grid');
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
