/** Facets whose field contains one of these (any case) are internal and never shown (spec C2, C6). */
const HIDDEN_FACET_MARKERS = ['staff', 'b2b', 'b2c'] as const;

/**
 * The facets a shopper may see (spec C2, C6): any facet whose field contains 'staff', 'b2b' or 'b2c', in any
 * case, is internal pricing or stock data and is dropped. Works on Searchspring's `SearchFacet` or anything else
 * with a `field`, and keeps the order.
 *
 * @example
 * ```ts
 * visibleFacets([{ field: 'format' }, { field: 'price_B2B' }, { field: 'staff_pick' }]); // [{ field: 'format' }]
 * ```
 */
export function visibleFacets<Facet extends { field: string }>(facets: readonly Facet[]): Facet[] {
  return facets.filter(({ field }) => {
    const lower = field.toLowerCase();
    return !HIDDEN_FACET_MARKERS.some((marker) => lower.includes(marker));
  });
}
