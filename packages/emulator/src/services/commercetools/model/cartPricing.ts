import type { ProductRow } from '../products/productRows';
import type { CartCatalog, DiscountCodeRow, ShippingMethodRow } from './cartCatalog';
import type { CartDoc } from './cartDoc';

export type DiscountCodeState =
  | 'MatchesCart'
  | 'NotActive'
  | 'NotValid'
  | 'MaxApplicationReached'
  | 'DoesNotMatchCart'
  | 'ApplicationStoppedByPreviousDiscount';

/** A cart with its prices worked out; what the GraphQL view and the order snapshot show. */
export interface PricedCart {
  currency: string;
  lines: { lineId: string; product: ProductRow; unitCents: number; totalCents: number }[];
  subtotalCents: number;
  discountCents: number;
  discountCodes: { code: DiscountCodeRow; state: DiscountCodeState }[];
  shipping: { method: ShippingMethodRow; priceCents: number } | null;
  totalCents: number;
  /** GST is included in AU prices (1/11 of the gross); only known once a shipping address is set. */
  taxCents: number | null;
}

export const unitPrice = (product: ProductRow) => product.discounted_cents ?? product.price_cents;

/** The state of each discount code, in the order they were added: validity first, then the cart, then stacking. */
export function discountStates(
  codes: DiscountCodeRow[],
  subtotalCents: number,
  now: Date,
): { code: DiscountCodeRow; state: DiscountCodeState }[] {
  let stopped = false;
  return codes.map((code) => {
    let state: DiscountCodeState;
    if (!code.is_active) state = 'NotActive';
    else if (
      (code.valid_from && now < new Date(code.valid_from)) ||
      (code.valid_until && now > new Date(code.valid_until))
    )
      state = 'NotValid';
    else if (code.max_applications !== null && code.application_count >= code.max_applications)
      state = 'MaxApplicationReached';
    else if (code.min_subtotal_cents !== null && subtotalCents < code.min_subtotal_cents) state = 'DoesNotMatchCart';
    else if (stopped) state = 'ApplicationStoppedByPreviousDiscount';
    else {
      state = 'MatchesCart';
      if (code.stops_later_discounts) stopped = true;
    }
    return { code, state };
  });
}

/** Prices a cart from the catalogue: line totals, code discounts on the total, shipping (free above a threshold), GST. */
export function priceCart(doc: CartDoc, catalog: CartCatalog, now = new Date()): PricedCart {
  const lines = doc.lineItems.flatMap((line) => {
    const product = catalog.products.byId.get(line.productId);
    if (!product) return [];
    const unitCents = unitPrice(product);
    return [{ lineId: line.id, product, unitCents, totalCents: unitCents * line.quantity }];
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const codes = doc.discountCodeIds.flatMap((id) => catalog.discountCodes.get(id) ?? []);
  const discountCodes = discountStates(codes, subtotalCents, now);
  const percent = discountCodes
    .filter((entry) => entry.state === 'MatchesCart')
    .reduce((sum, entry) => sum + entry.code.percent_off, 0);
  const discountCents = Math.min(subtotalCents, Math.round((subtotalCents * percent) / 100));
  const method = catalog.shippingMethods.find((candidate) => candidate.id === doc.shippingMethodId);
  const afterDiscount = subtotalCents - discountCents;
  const shipping = method
    ? {
        method,
        priceCents:
          method.free_above_cents !== null && afterDiscount >= method.free_above_cents ? 0 : method.price_cents,
      }
    : null;
  const totalCents = afterDiscount + (shipping?.priceCents ?? 0);
  return {
    currency: doc.currency,
    lines,
    subtotalCents,
    discountCents,
    discountCodes,
    shipping,
    totalCents,
    taxCents: doc.shippingAddress ? Math.round(totalCents / 11) : null,
  };
}
