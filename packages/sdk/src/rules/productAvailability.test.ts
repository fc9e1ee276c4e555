import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveAvailability } from './effectiveAvailability';
import { productAvailability } from './productAvailability';
import { STOCKLESS_PRODUCT_TYPE_KEYS } from './showBackOrderBadge';

const stockArb = fc.record(
  {
    availability: fc.option(fc.constantFrom('available', 'limited-stock', 'back-order', 'pre-order', 'discontinued')),
    restockableInDays: fc.option(fc.integer({ min: -2, max: 30 })),
    availableQuantity: fc.option(fc.integer({ min: 0, max: 20 })),
    quantityInCart: fc.integer({ min: 0, max: 20 }),
    requestedQuantity: fc.integer({ min: 1, max: 20 }),
  },
  { requiredKeys: [] },
);

describe('productAvailability', () => {
  it('answers a stockless type as stockless, whatever its stock and the basket', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STOCKLESS_PRODUCT_TYPE_KEYS), stockArb, (productType, stock) => {
        expect(productAvailability({ ...stock, productType })).toBe('stockless');
      }),
    );
  });

  it('answers any other product, typed or not, with its effective availability in context', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom('book', 'bible', 'music', '')), stockArb, (productType, stock) => {
        expect(productAvailability({ ...stock, productType })).toBe(effectiveAvailability(stock));
      }),
    );
  });

  it('counts what the basket holds and what is requested against the stock', () => {
    const book = { productType: 'book', availability: 'available', availableQuantity: 2 };
    expect(productAvailability(book)).toBe('available');
    expect(productAvailability({ ...book, quantityInCart: 1 })).toBe('available');
    expect(productAvailability({ ...book, quantityInCart: 2 })).toBe('unavailable');
    expect(productAvailability({ ...book, requestedQuantity: 3 })).toBe('unavailable');
    expect(productAvailability({ productType: 'gift-card', availability: 'unavailable' })).toBe('stockless');
  });
});
