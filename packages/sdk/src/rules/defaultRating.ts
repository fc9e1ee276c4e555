/**
 * The star rating shown for a product that has none (spec C9).
 *
 * @example
 * ```ts
 * const stars = product.rating ?? DEFAULT_RATING;
 * ```
 */
export const DEFAULT_RATING = 0;
