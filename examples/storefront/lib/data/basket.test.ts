import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: vi.fn() }));
vi.mock('../bookshop', () => ({ bookshop: vi.fn(), shopperBookshop: vi.fn() }));
const { basketQuantities, basketSummary, mayAddToBasket } = await import('./basket');

const line = (sku: string | undefined, quantity: number) =>
  ({ quantity, variant: sku === undefined ? null : { sku } }) as never;

describe('basketQuantities', () => {
  it('adds up the lines of one sku and skips lines without one', () => {
    expect(basketQuantities({ lineItems: [line('A', 2), line('B', 1), line('A', 3), line(undefined, 4)] })).toEqual({
      A: 5,
      B: 1,
    });
    expect(basketQuantities(null)).toEqual({});
  });
});

describe('basketSummary', () => {
  it('answers the count commerce keeps and the units per sku', () => {
    expect(basketSummary({ totalLineItemQuantity: 3, lineItems: [line('A', 2), line('B', 1)] })).toEqual({
      count: 3,
      quantities: { A: 2, B: 1 },
    });
    expect(basketSummary(null)).toEqual({ count: 0, quantities: {} });
  });
});

describe('mayAddToBasket', () => {
  const limited = { stock: { availability: 'limited-stock', availableQuantity: 3 } };

  it('allows units up to the stock, counting what the basket holds', () => {
    expect(mayAddToBasket(limited, 0, 3)).toBe(true);
    expect(mayAddToBasket(limited, 2, 1)).toBe(true);
    expect(mayAddToBasket(limited, 2, 2)).toBe(false);
    expect(mayAddToBasket(limited, 3, 1)).toBe(false);
  });

  it('refuses what is unavailable or a back order without a restock date, and lets a pre-order through', () => {
    expect(mayAddToBasket({ stock: { availability: 'unavailable' } }, 0, 1)).toBe(false);
    expect(mayAddToBasket({ stock: { availability: 'back-order' } }, 0, 1)).toBe(false);
    const restocking = { stock: { availability: 'back-order', restockableInDays: 7 } };
    expect(mayAddToBasket(restocking, 0, 1)).toBe(true);
    expect(mayAddToBasket({ stock: { availability: 'pre-order' } }, 0, 1)).toBe(true);
  });

  it('lets a stockless type (a gift card) through whatever its availability says', () => {
    expect(mayAddToBasket({ productType: 'gift-card', stock: { availability: 'unavailable' } }, 9, 1)).toBe(true);
  });
});
