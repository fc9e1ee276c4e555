import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '@/lib/checkout/checkoutTypes';
import { expiryAsTyped } from './CardPayment';
import { standardDeliveryText } from './DeliverySection';

const state = (totals: Partial<CheckoutState['basket']['totals']>, delivery: CheckoutState['delivery'] = null) =>
  ({
    basket: {
      totals: {
        currency: 'AUD',
        subtotalCents: 5000,
        discountCents: 0,
        deliveryCents: null,
        freeDeliveryRemainingCents: 4900,
        gstCents: 455,
        totalCents: 5000,
        ...totals,
      },
    },
    delivery,
  }) as CheckoutState;

describe('standardDeliveryText', () => {
  it('is free over the threshold, whatever is chosen', () => {
    expect(standardDeliveryText(state({ freeDeliveryRemainingCents: 0 }))).toBe('Free');
  });

  it('shows commerce’s rate once standard delivery is priced, and the threshold before', () => {
    expect(standardDeliveryText(state({ deliveryCents: 995 }, { mode: 'standard' }))).toBe('$9.95');
    expect(standardDeliveryText(state({}))).toBe('Free delivery over $99; the rate shows once chosen');
    // A Click & Collect price is not standard delivery's.
    expect(standardDeliveryText(state({ deliveryCents: 0 }, { mode: 'collect', storeId: 'S001' }))).toBe(
      'Free delivery over $99; the rate shows once chosen',
    );
  });
});

describe('expiryAsTyped', () => {
  it('puts the slash after the month and keeps at most four digits', () => {
    expect(expiryAsTyped('1')).toBe('1');
    expect(expiryAsTyped('12')).toBe('12');
    expect(expiryAsTyped('123')).toBe('12/3');
    expect(expiryAsTyped('12/345')).toBe('12/34');
    expect(expiryAsTyped('ab0 9-2 8')).toBe('09/28');
  });
});
