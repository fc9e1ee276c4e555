/** A price range in cents. */
export interface PriceRange {
  low: number;
  high: number;
}

const toCents = (dollars: number, fallback: number) => (Number.isNaN(dollars) ? fallback : Math.round(dollars * 100));

/**
 * Turns the price filter's inputs into the range to search (spec C5): `min` and `max` are typed in whole dollars,
 * the facet's `low` and `high` are in cents. Each end is clamped to the facet's range and reversed ends are
 * swapped; a range covering the whole facet is no filter at all, so the answer is `null` (remove the filter).
 * An end that is not a number (an emptied box read with `parseFloat`) stands for that end of the facet. Amounts are
 * rounded to the cent rather than to the dollar, so a slider that moves in cents is never nudged.
 *
 * @example
 * ```ts
 * normalizePriceRange({ min: 60, max: 10 }, { low: 500, high: 10_000 }); // { low: 1000, high: 6000 }
 * normalizePriceRange({ min: 0, max: 500 }, { low: 500, high: 10_000 }); // null
 * ```
 */
export function normalizePriceRange({ min, max }: { min: number; max: number }, facet: PriceRange): PriceRange | null {
  const bottom = Math.min(facet.low, facet.high);
  const top = Math.max(facet.low, facet.high);
  const clamp = (cents: number) => Math.min(top, Math.max(bottom, cents));
  const a = clamp(toCents(min, bottom));
  const b = clamp(toCents(max, top));
  const range = { low: Math.min(a, b), high: Math.max(a, b) };
  return range.low === bottom && range.high === top ? null : range;
}
