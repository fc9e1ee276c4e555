import { describe, expect, it } from 'vitest';
import { basketAddition, basketId, discountCodeInput, lineQuantity } from './basketInput';

describe('basket route input', () => {
  it('takes whole quantities from 0 to 99 only', () => {
    expect(lineQuantity.safeParse({ quantity: 0 }).success).toBe(true);
    expect(lineQuantity.safeParse({ quantity: 99 }).success).toBe(true);
    for (const quantity of [-1, 100, 1.5, '2', null, Number.NaN]) {
      const parsed = lineQuantity.safeParse({ quantity });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('The quantity must be a whole number from 0 to 99');
    }
  });

  it('takes bounded ids only', () => {
    expect(basketId.safeParse('0f8b2c1e-5a7d-4c3b-9e1f-2a6b8c4d0e11').success).toBe(true);
    expect(basketId.safeParse('x'.repeat(65)).success).toBe(false);
    expect(basketId.safeParse('../cart').success).toBe(false);
  });

  it('trims and upper-cases a code, and says what is wrong with a bad one', () => {
    expect(discountCodeInput.parse({ code: ' welcome10 ' })).toEqual({ code: 'WELCOME10' });
    expect(discountCodeInput.safeParse({ code: '  ' }).error?.issues[0]?.message).toBe('Please enter a discount code');
    expect(discountCodeInput.safeParse({ code: 'a'.repeat(51) }).success).toBe(false);
    expect(discountCodeInput.safeParse({ code: 'DROP TABLE' }).error?.issues[0]?.message).toBe('Discount not valid');
  });

  it('adds one unit unless told, and names the first field that is wrong', () => {
    expect(basketAddition.parse({ productId: 'p1', sku: 's1' })).toEqual({ productId: 'p1', sku: 's1', quantity: 1 });
    const message = (sent: unknown) => basketAddition.safeParse(sent).error?.issues[0]?.message;
    expect(message({ quantity: 'lots' })).toBe('A product id is required');
    expect(message({ productId: 'p1' })).toBe('A sku must be 1 to 100 characters');
    expect(message({ productId: 'p1', sku: 's1', quantity: 0 })).toBe(
      'The quantity must be a whole number from 1 to 99',
    );
  });
});
