/**
 * The shopper's basket in brief, as both basket routes answer it (a read, and a write's result): the badge's item
 * count and the units per sku, for the stock rule on basket buttons.
 */
export interface BasketSummary {
  count: number;
  quantities: Record<string, number>;
}

/** No basket yet (or none could be read). */
export const EMPTY_BASKET: BasketSummary = Object.freeze({ count: 0, quantities: Object.freeze({}) });
