import type { PlacedCheckout } from '@bookshop/sdk';
import { giftCardRecipientOf } from '@bookshop/sdk/rules';
import { addressLine } from './checkoutAddress';
import type { PlacedOrder, PlacedOrderDetail } from './checkoutTypes';

/** commerce's shipping method key for Click & Collect. */
const COLLECT = 'click-and-collect';

/** An order as the processing page learns it: what was charged (the order's total and the donation beside it). */
export const placedOrder = (placed: PlacedCheckout): PlacedOrder => ({
  orderNumber: placed.order.orderNumber ?? '',
  email: placed.order.customerEmail ?? '',
  totalCents: placed.order.totalPrice.centAmount + placed.extraCents,
  currency: placed.order.totalPrice.currencyCode,
});

/** The confirmation's summary of a placed order: commerce's lines and money, the delivery, and what paid for it. */
export function placedOrderDetail(placed: PlacedCheckout): PlacedOrderDetail {
  const { order } = placed;
  const lines = order.lineItems.map((line) => ({
    key: line.id,
    name: line.name ?? '',
    sku: line.variant?.sku ?? '',
    quantity: line.quantity,
    totalCents: line.totalPrice?.centAmount ?? 0,
    giftCardRecipient: giftCardRecipientOf(line.custom?.customFieldsRaw),
  }));
  const collect = order.shippingInfo?.shippingMethod?.key === COLLECT;
  return {
    ...placedOrder(placed),
    placedAt: order.createdAt,
    lines,
    subtotalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    discountCents: order.discountOnTotalPrice?.discountedAmount.centAmount ?? 0,
    deliveryCents: order.shippingInfo?.price.centAmount ?? 0,
    donationCents: placed.extraCents,
    gstCents: order.taxedPrice?.totalTax?.centAmount ?? Math.round(order.totalPrice.centAmount / 11),
    delivery: collect
      ? { mode: 'collect', storeName: order.shippingAddress?.company ?? '' }
      : { mode: 'standard', address: order.shippingAddress ? addressLine(order.shippingAddress) : '' },
    payments: placed.payments.map(({ label, amountCents }) => ({ label, amountCents })),
  };
}
