import { describe, expect, it } from 'vitest';
import { formatMoney, priceDisplay } from './priceDisplay';

const aud = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });

describe('priceDisplay', () => {
  it('shows a plain price', () => {
    expect(priceDisplay({ value: aud(1999) })).toEqual({ price: '$19.99' });
  });

  it('shows the discounted price, the struck base and the saving', () => {
    expect(priceDisplay({ value: aud(2000), discounted: { value: aud(1500) } })).toEqual({
      price: '$15.00',
      base: '$20.00',
      savings: '$5.00',
      percentageSavings: '25%',
      saveText: 'Save $5.00 (25%)',
    });
  });

  it('ignores a "discount" that is not lower than the price', () => {
    expect(priceDisplay({ value: aud(1000), discounted: { value: aud(1000) } })).toEqual({ price: '$10.00' });
  });

  it('says so when there is no price', () => {
    expect(priceDisplay(undefined)).toEqual({ price: 'No price available' });
    expect(priceDisplay(null)).toEqual({ price: 'No price available' });
  });

  it('formats cents in en-AU', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
  });
});
