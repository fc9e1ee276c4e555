import { describe, expect, it } from 'vitest';
import { planWishlistToggle } from './planWishlistToggle';

const list = { lineItems: [{ id: 'line-1', productId: 'p1' }] };

describe('planWishlistToggle', () => {
  it('adds a product that is not in the list', () => {
    expect(planWishlistToggle(list, { productId: 'p2', variantId: 3 })).toEqual({
      action: 'add',
      update: { addLineItem: { productId: 'p2', variantId: 3, quantity: 1 } },
      message: 'Item added to wishlist successfully',
    });
  });

  it('leaves the variant out when it is not known', () => {
    expect(planWishlistToggle({ lineItems: [] }, { productId: 'p2', variantId: null }, {}).update).toEqual({
      addLineItem: { productId: 'p2', quantity: 1 },
    });
  });

  it('removes a product already in the list (with the product spelling of the message)', () => {
    expect(planWishlistToggle(list, { productId: 'p1', variantId: 1 })).toEqual({
      action: 'remove',
      update: { removeLineItem: { lineItemId: 'line-1' } },
      message: 'Item removed to wishlist successfully',
    });
  });

  it('moves an item from the basket: adds it and removes the basket line', () => {
    expect(
      planWishlistToggle({ lineItems: [] }, { productId: 'p1', variantId: 1 }, { fromBasketLineId: 'cart-9' }),
    ).toEqual({
      action: 'add',
      update: { addLineItem: { productId: 'p1', variantId: 1, quantity: 1 } },
      removeBasketLine: { lineItemId: 'cart-9', quantity: 0 },
      message: 'Item moved to wishlist successfully',
    });
  });

  it('still moves (never removes) when the basket item is already in the list', () => {
    const plan = planWishlistToggle(list, { productId: 'p1' }, { fromBasketLineId: 'cart-9' });
    expect(plan.action).toBe('add');
    expect(plan.removeBasketLine).toEqual({ lineItemId: 'cart-9', quantity: 0 });
    expect(plan.message).toBe('Item moved to wishlist successfully');
  });

  it('treats an empty basket line id as not from the basket', () => {
    expect(planWishlistToggle(list, { productId: 'p1' }, { fromBasketLineId: '' }).action).toBe('remove');
  });
});
