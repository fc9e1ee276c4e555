import type { MyShoppingListUpdateAction } from '../generated/graphql';

/** The part of a wishlist (shopping list) the toggle reads: its line items. */
export interface WishlistToggleList {
  lineItems: ReadonlyArray<{ id: string; productId: string }>;
}

/** The product being toggled. */
export interface WishlistToggleProduct {
  productId: string;
  variantId?: number | null;
}

/** Where the toggle was started: from a basket line (a 'move to wishlist'), or from a product. */
export interface WishlistToggleOptions {
  /** The basket line the product comes from; it is removed (quantity 0) once the item is in the wishlist. */
  fromBasketLineId?: string | null;
}

/** What a click on a wishlist does. */
export interface WishlistTogglePlan {
  action: 'add' | 'remove';
  /** The `updateMyShoppingList` action that does it. */
  update: MyShoppingListUpdateAction;
  /** The basket line to set to quantity 0, when the item was moved from the basket. */
  removeBasketLine?: { lineItemId: string; quantity: 0 };
  /** The toast to show on success. */
  message: string;
}

/**
 * What clicking a wishlist does with a product (spec A4): add it, or remove it when the product is already in
 * the list ('Item added to wishlist successfully' / 'Item removed to wishlist successfully', as the product
 * spells it). From the basket it is always a move: the item is added (commercetools raises the quantity of an
 * existing line), the basket line is set to quantity 0, and the message is 'Item moved to wishlist successfully'.
 *
 * @example
 * ```ts
 * planWishlistToggle({ lineItems: [] }, { productId: 'p1', variantId: 1 });
 * // { action: 'add', update: { addLineItem: { productId: 'p1', variantId: 1, quantity: 1 } },
 * //   message: 'Item added to wishlist successfully' }
 * planWishlistToggle({ lineItems: [{ id: 'l1', productId: 'p1' }] }, { productId: 'p1' });
 * // { action: 'remove', update: { removeLineItem: { lineItemId: 'l1' } }, message: 'Item removed to wishlist successfully' }
 * ```
 */
export function planWishlistToggle(
  list: WishlistToggleList,
  product: WishlistToggleProduct,
  { fromBasketLineId }: WishlistToggleOptions = {},
): WishlistTogglePlan {
  const add: MyShoppingListUpdateAction = {
    addLineItem: {
      productId: product.productId,
      ...(product.variantId == null ? {} : { variantId: product.variantId }),
      quantity: 1,
    },
  };
  if (fromBasketLineId) {
    return {
      action: 'add',
      update: add,
      removeBasketLine: { lineItemId: fromBasketLineId, quantity: 0 },
      message: 'Item moved to wishlist successfully',
    };
  }
  const existing = list.lineItems.find((line) => line.productId === product.productId);
  if (existing) {
    return {
      action: 'remove',
      update: { removeLineItem: { lineItemId: existing.id } },
      message: 'Item removed to wishlist successfully',
    };
  }
  return { action: 'add', update: add, message: 'Item added to wishlist successfully' };
}
