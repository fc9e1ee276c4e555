import type { Cart, CatalogProduct } from '@bookshop/sdk';
import { effectiveAvailability, STOCKLESS_PRODUCT_TYPE_KEYS } from '@bookshop/sdk/rules';

/** The units of each sku in a basket (lines of one sku added apart are counted together); none without a basket. */
export function basketQuantities(cart: Pick<Cart, 'lineItems'> | null | undefined): Record<string, number> {
  const quantities: Record<string, number> = {};
  for (const line of cart?.lineItems ?? []) {
    const sku = line.variant?.sku;
    if (sku) quantities[sku] = (quantities[sku] ?? 0) + line.quantity;
  }
  return quantities;
}

/**
 * Whether `quantity` more units of a product may go into a basket that holds `inBasket` of it: the stock rule the
 * basket buttons show (spec C4), kept by the server too. A stockless type (a gift card) has no stock to run out of.
 * Two adds at the same moment can both pass; the order's own stock check is the last word.
 */
export function mayAddToBasket(
  product: Pick<CatalogProduct, 'productType' | 'availability'>,
  inBasket: number,
  quantity: number,
): boolean {
  if (product.productType && STOCKLESS_PRODUCT_TYPE_KEYS.includes(product.productType)) return true;
  const { state, restockableInDays, availableQuantity } = product.availability;
  const availability = effectiveAvailability({
    availability: state,
    restockableInDays,
    availableQuantity,
    quantityInCart: inBasket,
    requestedQuantity: quantity,
  });
  return availability !== 'unavailable';
}
