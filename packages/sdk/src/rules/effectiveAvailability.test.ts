import { describe, expect, it } from 'vitest';
import { effectiveAvailability } from './effectiveAvailability';

describe('effectiveAvailability', () => {
  it('keeps available and limited-stock while the stock covers basket plus request', () => {
    expect(effectiveAvailability({ availability: 'available' })).toBe('available');
    expect(effectiveAvailability({ availability: 'available', availableQuantity: 3, quantityInCart: 2 })).toBe(
      'available',
    );
    expect(effectiveAvailability({ availability: 'limited-stock', availableQuantity: 1 })).toBe('limited-stock');
  });

  it('makes them unavailable once basket plus request exceeds the stock', () => {
    expect(effectiveAvailability({ availability: 'available', availableQuantity: 2, quantityInCart: 2 })).toBe(
      'unavailable',
    );
    expect(effectiveAvailability({ availability: 'limited-stock', availableQuantity: 0 })).toBe('unavailable');
    expect(
      effectiveAvailability({
        availability: 'available',
        availableQuantity: 5,
        quantityInCart: 1,
        requestedQuantity: 5,
      }),
    ).toBe('unavailable');
  });

  it('ignores stock it does not know', () => {
    expect(effectiveAvailability({ availability: 'available', availableQuantity: null, quantityInCart: 99 })).toBe(
      'available',
    );
  });

  it('takes a back order only when the item can be restocked', () => {
    expect(effectiveAvailability({ availability: 'back-order', restockableInDays: 7 })).toBe('back-order');
    expect(effectiveAvailability({ availability: 'back-order', restockableInDays: 0 })).toBe('unavailable');
    expect(effectiveAvailability({ availability: 'back-order', restockableInDays: null })).toBe('unavailable');
    expect(effectiveAvailability({ availability: 'back-order' })).toBe('unavailable');
  });

  it('passes pre-orders through whatever the stock', () => {
    expect(effectiveAvailability({ availability: 'pre-order', availableQuantity: 0 })).toBe('pre-order');
  });

  it('reads the feed spellings of the same states', () => {
    expect(effectiveAvailability({ availability: ' Limited Stock ' })).toBe('limited-stock');
    expect(effectiveAvailability({ availability: 'BACK_ORDER', restockableInDays: 1 })).toBe('back-order');
  });

  it('treats anything unknown or missing as unavailable', () => {
    expect(effectiveAvailability({ availability: 'discontinued' })).toBe('unavailable');
    expect(effectiveAvailability({ availability: null })).toBe('unavailable');
    expect(effectiveAvailability({})).toBe('unavailable');
  });
});
