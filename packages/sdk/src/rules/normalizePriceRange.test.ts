import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePriceRange } from './normalizePriceRange';

const facet = { low: 500, high: 10_000 };

describe('normalizePriceRange', () => {
  it('turns whole dollars into cents', () => {
    expect(normalizePriceRange({ min: 10, max: 60 }, facet)).toEqual({ low: 1000, high: 6000 });
  });

  it('clamps each end to the facet range', () => {
    expect(normalizePriceRange({ min: 1, max: 60 }, facet)).toEqual({ low: 500, high: 6000 });
    expect(normalizePriceRange({ min: 10, max: 5000 }, facet)).toEqual({ low: 1000, high: 10_000 });
    expect(normalizePriceRange({ min: 200, max: 300 }, facet)).toEqual({ low: 10_000, high: 10_000 });
  });

  it('swaps reversed ends', () => {
    expect(normalizePriceRange({ min: 60, max: 10 }, facet)).toEqual({ low: 1000, high: 6000 });
  });

  it('removes the filter for the full range', () => {
    expect(normalizePriceRange({ min: 5, max: 100 }, facet)).toBeNull();
    expect(normalizePriceRange({ min: 0, max: 1000 }, facet)).toBeNull();
    expect(normalizePriceRange({ min: 100, max: 5 }, facet)).toBeNull();
  });

  it('reads an empty end as that end of the facet', () => {
    expect(normalizePriceRange({ min: Number.NaN, max: 20 }, facet)).toEqual({ low: 500, high: 2000 });
    expect(normalizePriceRange({ min: 20, max: Number.NaN }, facet)).toEqual({ low: 2000, high: 10_000 });
    expect(normalizePriceRange({ min: Number.NaN, max: Number.NaN }, facet)).toBeNull();
  });

  it('copes with a facet whose ends come reversed', () => {
    expect(normalizePriceRange({ min: 10, max: 20 }, { low: 10_000, high: 500 })).toEqual({ low: 1000, high: 2000 });
  });

  it('stays within the facet, in order, and is null only for the full range', () => {
    const dollars = fc.oneof(fc.double(), fc.integer({ min: -100, max: 2000 }));
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(dollars, dollars, cents, cents, (min, max, x, y) => {
        const low = Math.min(x, y);
        const high = Math.max(x, y);
        const range = normalizePriceRange({ min, max }, { low, high });
        // The typed ends, in cents, an empty end standing for the facet's own.
        const a = Number.isNaN(min) ? low : Math.round(min * 100);
        const b = Number.isNaN(max) ? high : Math.round(max * 100);
        const coversFacet = low === high || (Math.min(a, b) <= low && Math.max(a, b) >= high);
        expect(range === null).toBe(coversFacet);
        if (range === null) return;
        expect(range.low).toBeGreaterThanOrEqual(low);
        expect(range.high).toBeLessThanOrEqual(high);
        expect(range.low).toBeLessThanOrEqual(range.high);
        expect(range.low !== low || range.high !== high).toBe(true);
      }),
    );
  });

  it("removes the filter whenever the facet's own range is typed", () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(cents, cents, (x, y) => {
        const low = Math.min(x, y);
        const high = Math.max(x, y);
        expect(normalizePriceRange({ min: low / 100, max: high / 100 }, { low, high })).toBeNull();
      }),
    );
  });
});
