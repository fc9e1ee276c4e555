/** How a wishlist was created. */
export interface WishlistCreatedContext {
  /** The new wishlist was created with items in it. */
  withItems: boolean;
  /** Those items were moved from the basket. */
  fromBasket: boolean;
}

/**
 * The toast after creating a wishlist (spec A4): 'Item moved to created wishlist successfully' when items were
 * moved into it from the basket, 'Wishlist created successfully' otherwise.
 *
 * @example
 * ```ts
 * wishlistCreatedMessage({ withItems: true, fromBasket: true });   // 'Item moved to created wishlist successfully'
 * wishlistCreatedMessage({ withItems: false, fromBasket: false }); // 'Wishlist created successfully'
 * ```
 */
export function wishlistCreatedMessage({ withItems, fromBasket }: WishlistCreatedContext): string {
  return withItems && fromBasket ? 'Item moved to created wishlist successfully' : 'Wishlist created successfully';
}
