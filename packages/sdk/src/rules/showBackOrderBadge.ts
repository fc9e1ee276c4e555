import { GIFT_CARD_PRODUCT_TYPE } from './isGiftCard';

/**
 * Product types that are never stocked, so 'not in stock' means nothing for them (the spec calls these
 * "specified" types without naming them; gift cards are the one such product the shop sells). Apps ask
 * `productAvailability` or `showBackOrderBadge` rather than this list.
 */
export const STOCKLESS_PRODUCT_TYPE_KEYS: readonly string[] = [GIFT_CARD_PRODUCT_TYPE];

/** What the flyout knows about a basket line: its product type and whether it is in stock. */
export interface BackOrderBadgeInput {
  /** The product type's key, or the type reference as the basket line carries it. */
  productType?: string | { key?: string | null } | null;
  /** `availability.isOnStock` of the line; unknown stock shows no badge. */
  isOnStock?: boolean | null;
}

/**
 * Whether the added-to-basket flyout marks a line 'Back order' (spec A4): the product is known not to be in stock
 * and its type is not one of the stockless types (by default gift cards, which the
 * spec calls "specified" types without naming them). Unknown stock gives no badge: a shopper should not be told
 * an item is on back order on a guess.
 *
 * @example
 * ```ts
 * showBackOrderBadge({ productType: { key: 'book' }, isOnStock: false }); // true
 * showBackOrderBadge({ productType: 'gift-card', isOnStock: false }); // false
 * ```
 */
export function showBackOrderBadge(
  { productType, isOnStock }: BackOrderBadgeInput,
  stocklessTypes: readonly string[] = STOCKLESS_PRODUCT_TYPE_KEYS,
): boolean {
  if (isOnStock !== false) return false;
  const key = typeof productType === 'string' ? productType : productType?.key;
  return !key || !stocklessTypes.includes(key);
}
