import { describe, expect, it } from 'vitest';
import { type AppliedGiftCard, giftCardSplit } from './giftCardSplit';

const card = (last4: string, balanceCents: number): AppliedGiftCard => ({
  number: `628000000000${last4}`,
  pin: '1234',
  last4,
  type: 'Koorong',
  balanceCents,
});

describe('giftCardSplit', () => {
  it('leaves what a smaller gift card does not pay for the card', () => {
    const split = giftCardSplit(5000, [card('0001', 2000)]);
    expect(split.giftCards.map((part) => part.paysCents)).toEqual([2000]);
    expect(split.cardCents).toBe(3000);
  });

  it('pays in the order applied, and a card beyond the total pays nothing', () => {
    const split = giftCardSplit(5000, [card('0001', 4000), card('0002', 4000), card('0003', 4000)]);
    expect(split.giftCards.map((part) => part.paysCents)).toEqual([4000, 1000, 0]);
    expect(split.cardCents).toBe(0);
  });

  it('without gift cards the card pays everything', () => {
    expect(giftCardSplit(2599, [])).toEqual({ giftCards: [], cardCents: 2599 });
  });
});
