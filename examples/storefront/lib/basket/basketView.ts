import {
  type Cart,
  type CartLine,
  type Price,
  type ProductStock,
  type ProductSummary,
  productSummaryFromCartLine,
} from '@bookshop/sdk';
import {
  FREE_DELIVERY_THRESHOLD_CENTS,
  type GiftCardRecipient,
  giftCardRecipientOf,
  productAvailability,
} from '@bookshop/sdk/rules';
import type { BasketSummary } from './basketSummary';

/** The most units of one line a shopper may ask for, whatever the stock (the routes' schema says the same). */
export const LINE_QUANTITY_MAX = 99;

/** One basket line as the flyout and the basket page show it: its product as a card names it, and the line's own. */
export interface BasketLine
  extends Pick<ProductSummary, 'sku' | 'name' | 'slug' | 'imageUrl' | 'authors' | 'format' | 'productType'> {
  id: string;
  productId: string;
  /** Commerce's variant id of the line (what a wishlist line takes). */
  variantId?: number;
  quantity: number;
  /** The unit price, with its base price when discounted (what `priceDisplay` takes). */
  unitPrice?: Price;
  /** The line's total in cents, as commerce priced it. */
  totalCents: number;
  /** The most units this line may hold: the stock for a stocked product, at most {@link LINE_QUANTITY_MAX}. */
  maxQuantity: number;
  /** Commerce's stock flag; `false` with a stocked type earns a 'Back order' badge in the flyout. */
  isOnStock?: boolean;
  addedAt?: string;
  /** The product's shipping method key (`shipping_method_key`), when it is delivered in a special way. */
  shippingMethodKey?: string;
  /** The managed content's notice for that key, shown in the flyout (see `withShippingNotices`). */
  shippingNotice?: string;
  /** Who a gift card is for: the line's custom fields. */
  giftCardRecipient?: GiftCardRecipient;
}

/** A discount code on the basket, with commerce's state for it. */
export interface BasketDiscountCode {
  id: string;
  code: string;
  state: string;
}

/**
 * The commerce cart behind a basket, as the browser holds it and sends it back with a discount code, so that the
 * server writes at once with no read: its id and version, and the codes on it that do not apply (taken off in that
 * write; the basket lists only codes that apply).
 */
export interface HeldCart {
  id: string;
  version: number;
  unappliedCodeIds: string[];
}

/** The money lines of a basket, in cents, all as commerce worked them out. */
export interface BasketTotals {
  currency: string;
  subtotalCents: number;
  discountCents: number;
  /** The delivery fee once commerce knows the delivery (an address and method at checkout); none before. */
  deliveryCents: number | null;
  /** How much more (after discounts) reaches free delivery; 0 once it is reached. */
  freeDeliveryRemainingCents: number;
  /** GST included in the total. */
  gstCents: number;
  totalCents: number;
}

/** The whole basket as the flyout and the basket page show it; also a {@link BasketSummary} for the badge. */
export interface BasketView extends BasketSummary {
  lines: BasketLine[];
  /** The codes that apply; commerce keeps the others too (see {@link HeldCart}). */
  discountCodes: BasketDiscountCode[];
  /** The commerce cart behind it; `null` without one. */
  cart: HeldCart | null;
  totals: BasketTotals;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

const shippingMethodKeyOf = (line: CartLine) =>
  text(line.variant?.attributesRaw.find((attribute) => attribute.name === 'shipping_method_key')?.value);

/**
 * The most units of a line the stock allows (spec C4 with nothing else in the basket): the stock of an available or
 * limited-stock product, {@link LINE_QUANTITY_MAX} for a back order, a pre-order or a stockless type (gift cards),
 * and 0 for a product that can no longer be sold (the shopper may only lower or remove it).
 */
export function lineQuantityLimit(line: ProductStock & { productType?: string }): number {
  const state = productAvailability({ ...line, quantityInCart: 0, requestedQuantity: 1 });
  if (state === 'unavailable') return 0;
  if ((state === 'available' || state === 'limited-stock') && typeof line.availableQuantity === 'number') {
    return Math.min(LINE_QUANTITY_MAX, line.availableQuantity);
  }
  return LINE_QUANTITY_MAX;
}

function lineOf(line: CartLine): BasketLine {
  const { id, productType, price, stock, rating: _, ...product } = productSummaryFromCartLine(line);
  const recipient = giftCardRecipientOf(line.custom?.customFieldsRaw);
  const shippingMethodKey = shippingMethodKeyOf(line);
  return {
    id: line.id,
    productId: id,
    ...(line.variant?.id ? { variantId: line.variant.id } : {}),
    ...product,
    productType,
    quantity: line.quantity,
    unitPrice: price,
    totalCents: line.totalPrice?.centAmount ?? 0,
    maxQuantity: lineQuantityLimit({ productType, ...stock }),
    isOnStock: line.variant?.availability?.noChannel?.isOnStock,
    addedAt: line.addedAt ?? undefined,
    ...(recipient ? { giftCardRecipient: recipient } : {}),
    ...(shippingMethodKey ? { shippingMethodKey } : {}),
  };
}

/** The state of a discount code that takes something off the basket (commercetools' `DiscountCodeState`). */
const APPLIES = 'MatchesCart';

const codesOf = (cart: Pick<Cart, 'discountCodes'> | null | undefined): BasketDiscountCode[] =>
  (cart?.discountCodes ?? []).flatMap((entry) =>
    entry.discountCode ? [{ id: entry.discountCode.id, code: entry.discountCode.code, state: entry.state ?? '' }] : [],
  );

/** What the browser holds of a commerce cart to write to it without a read (see {@link HeldCart}). */
export function heldCartOf(cart: Pick<Cart, 'id' | 'version' | 'discountCodes'>): HeldCart {
  return {
    id: cart.id,
    version: cart.version,
    unappliedCodeIds: codesOf(cart)
      .filter((code) => code.state !== APPLIES)
      .map((code) => code.id),
  };
}

/**
 * A commerce basket as the site shows it: lines in the order commerce keeps them, the codes that apply, and the
 * money lines from commerce's own prices. GST is commerce's tax once it has one (a delivery address), otherwise the
 * eleventh of the GST-inclusive total that AU prices carry. No basket is an empty one.
 */
export function basketView(cart: Cart | null | undefined): BasketView {
  const lines = (cart?.lineItems ?? []).map(lineOf);
  const quantities: Record<string, number> = {};
  for (const line of lines) if (line.sku) quantities[line.sku] = (quantities[line.sku] ?? 0) + line.quantity;
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discountCents = cart?.discountOnTotalPrice?.discountedAmount.centAmount ?? 0;
  const totalCents = cart?.totalPrice.centAmount ?? 0;
  return {
    count: cart?.totalLineItemQuantity ?? 0,
    quantities,
    lines,
    discountCodes: codesOf(cart).filter((code) => code.state === APPLIES),
    cart: cart ? heldCartOf(cart) : null,
    totals: {
      currency: cart?.totalPrice.currencyCode ?? 'AUD',
      subtotalCents,
      discountCents,
      deliveryCents: cart?.shippingInfo?.price.centAmount ?? null,
      freeDeliveryRemainingCents: Math.max(0, FREE_DELIVERY_THRESHOLD_CENTS - (subtotalCents - discountCents)),
      gstCents: cart?.taxedPrice?.totalTax?.centAmount ?? Math.round(totalCents / 11),
      totalCents,
    },
  };
}

/** The basket's lines newest first (the flyout's order): by when each was added, the later-listed first on a tie. */
export function newestFirst(lines: readonly BasketLine[]): BasketLine[] {
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => (b.line.addedAt ?? '').localeCompare(a.line.addedAt ?? '') || b.index - a.index)
    .map(({ line }) => line);
}

/** A titled row of products beside the basket ('You may also like'). */
export interface BasketShelf {
  title: string;
  products: ProductSummary[];
}
