import { expect, it } from 'vitest';
import { wishlistCreatedMessage } from './wishlistCreatedMessage';

it('says the item moved only when items came from the basket', () => {
  expect(wishlistCreatedMessage({ withItems: true, fromBasket: true })).toBe(
    'Item moved to created wishlist successfully',
  );
  expect(wishlistCreatedMessage({ withItems: true, fromBasket: false })).toBe('Wishlist created successfully');
  expect(wishlistCreatedMessage({ withItems: false, fromBasket: true })).toBe('Wishlist created successfully');
  expect(wishlistCreatedMessage({ withItems: false, fromBasket: false })).toBe('Wishlist created successfully');
});
