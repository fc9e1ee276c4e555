import { describe, expect, it } from 'vitest';
import { discountMessage } from './discountMessage';

describe('discountMessage', () => {
  it.each([
    ['ApplicationStoppedByPreviousDiscount', 'Discount application stopped by an existing discount'],
    ['NotValid', 'Discount not valid'],
    ['MaxApplicationReached', 'Maximum application limit reached'],
    ['DoesNotMatchCart', 'Cart condition not met'],
    ['NotActive', 'Discount is not active'],
  ])('explains %s', (code, message) => {
    expect(discountMessage(code)).toBe(message);
  });

  it('falls back to Unknown error', () => {
    expect(discountMessage('MatchesCart')).toBe('Unknown error');
    expect(discountMessage('toString')).toBe('Unknown error');
    expect(discountMessage('')).toBe('Unknown error');
    expect(discountMessage(undefined)).toBe('Unknown error');
    expect(discountMessage(null)).toBe('Unknown error');
  });
});
