/** What a product card or the flyout may do with a product, after stock and cart are taken into account. */
export type Availability = 'available' | 'limited-stock' | 'back-order' | 'pre-order' | 'unavailable';

/** The availability facts of one product, as the catalogue and the basket know them. */
export interface AvailabilityInput {
  /** The catalogue's availability text, e.g. 'available' or 'back-order'. */
  availability?: string | null;
  /** Days until the supplier can restock; back orders are only taken when this is above 0. */
  restockableInDays?: number | null;
  /** Units in stock; when unknown, stock is not what limits the sale. */
  availableQuantity?: number | null;
  /** Units of this product already in the basket. */
  quantityInCart?: number;
  /** Units the shopper is about to add. */
  requestedQuantity?: number;
}

const KNOWN: ReadonlySet<string> = new Set(['available', 'limited-stock', 'back-order', 'pre-order']);

/**
 * The availability a product really has for the next add-to-basket (spec C4, A4).
 *
 * An available or limited-stock product becomes 'unavailable' once what is in the basket plus what is requested
 * exceeds the stock; a back order needs a positive `restockableInDays`; anything unrecognised is 'unavailable'
 * so that a new catalogue value can never be sold by accident. The availability text is matched regardless of
 * case and of spaces or underscores in place of hyphens ('Limited Stock' reads as 'limited-stock'), because
 * feeds differ in how they spell it.
 *
 * @example
 * ```ts
 * effectiveAvailability({ availability: 'available', availableQuantity: 2, quantityInCart: 2 }); // 'unavailable'
 * effectiveAvailability({ availability: 'back-order', restockableInDays: 7 }); // 'back-order'
 * ```
 */
export function effectiveAvailability({
  availability,
  restockableInDays,
  availableQuantity,
  quantityInCart = 0,
  requestedQuantity = 1,
}: AvailabilityInput): Availability {
  const state = (availability ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (!KNOWN.has(state)) return 'unavailable';
  if (state === 'back-order') return (restockableInDays ?? 0) > 0 ? 'back-order' : 'unavailable';
  if (state === 'pre-order') return 'pre-order';
  const outOfStock =
    availableQuantity !== null &&
    availableQuantity !== undefined &&
    quantityInCart + requestedQuantity > availableQuantity;
  return outOfStock ? 'unavailable' : (state as Availability);
}
