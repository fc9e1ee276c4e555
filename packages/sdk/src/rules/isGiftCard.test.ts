import { describe, expect, it } from 'vitest';
import { GIFT_CARD_PRODUCT_TYPE, isGiftCard } from './isGiftCard';
import { STOCKLESS_PRODUCT_TYPE_KEYS } from './showBackOrderBadge';

describe('isGiftCard', () => {
  it('knows a gift card by its type key alone', () => {
    expect(isGiftCard('gift-card')).toBe(true);
    expect([isGiftCard('book'), isGiftCard('Gift-Card'), isGiftCard(undefined), isGiftCard(null)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('counts gift cards among the stockless types', () => {
    expect(STOCKLESS_PRODUCT_TYPE_KEYS).toContain(GIFT_CARD_PRODUCT_TYPE);
  });
});
