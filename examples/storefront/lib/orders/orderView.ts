import { type CommerceOrder, orderExtraCents, type ShopOrder, type StoreLocation } from '@bookshop/sdk';
import { type GiftCardRecipient, giftCardRecipientOf } from '@bookshop/sdk/rules';

/**
 * One order as the history and the order page show it, whichever system holds it: the shop's order system
 * (`backend.orders`, online and in-store orders it has imported) or commerce (online orders it has not imported yet).
 */
export interface OrderSummary {
  orderNumber: string;
  placedAt: string;
  status: string;
  itemCount: number;
  totalCents: number;
  currency: string;
}

export interface OrderLineView {
  key: string;
  name: string;
  sku: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  /** Who a gift card is for (commerce's orders keep the cart line's recipient; the order system's do not). */
  giftCardRecipient?: GiftCardRecipient;
}

/** A parcel on its way, with the postal provider's tracking page. */
export interface OrderShipment {
  carrier: string | null;
  trackingNumber: string;
  url: string;
}

export type OrderDelivery =
  | { mode: 'address'; lines: string[] }
  | { mode: 'collect'; store: { name: string; slug: string | null; lines: string[] } };

export interface OrderDetailView extends OrderSummary {
  lines: OrderLineView[];
  /** Charges that are not products (a donation added at checkout). */
  extras: { key: string; name: string; totalCents: number }[];
  itemsCents: number;
  discountCents: number;
  deliveryCents: number;
  /** GST included in the total. */
  gstCents: number;
  delivery: OrderDelivery;
  /** What paid the order, as far as the system holding it knows (commerce's payments; none from the order system). */
  payments: { key: string; label: string; amountCents: number }[];
  shipments: OrderShipment[];
}

/** The shop's postal provider's tracking page for a parcel (the order system's own links go to the same page). */
export const trackingUrl = (trackingNumber: string) =>
  `https://auspost.com.au/mypost/track/details/${encodeURIComponent(trackingNumber)}`;

/** Prices include GST (10%), so the GST in an amount is a eleventh of it. */
const includedGst = (cents: number) => Math.round(cents / 11);

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** An address as lines of text, from either system's address record. */
export function addressLines(address: Record<string, unknown> | null | undefined): string[] {
  if (!address) return [];
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
  return [
    joined(text('firstName'), text('lastName')),
    text('company'),
    joined(text('apartment') || text('building'), text('streetNumber'), text('streetName')),
    text('additionalStreetInfo'),
    joined(text('city'), text('state'), text('postalCode')),
  ].filter(Boolean);
}

const storeLines = (store: Pick<StoreLocation, 'address'>) => [
  store.address.street,
  joined(store.address.suburb, store.address.state, store.address.postcode),
];

export function shopOrderSummary(order: ShopOrder): OrderSummary {
  return {
    orderNumber: order.orderNumber,
    placedAt: order.placedAt,
    status: order.status,
    itemCount: order.lineItems.reduce((sum, line) => sum + line.quantity, 0),
    totalCents: order.total.centAmount,
    currency: order.total.currencyCode,
  };
}

export function shopOrderDetail(order: ShopOrder): OrderDetailView {
  const lines = order.lineItems.map((line, index) => ({
    key: `${line.sku}-${index}`,
    name: line.name,
    sku: line.sku,
    quantity: line.quantity,
    unitCents: line.price.centAmount,
    totalCents: line.price.centAmount * line.quantity,
  }));
  const itemsCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const store = order.collectionStore;
  return {
    ...shopOrderSummary(order),
    lines,
    extras: [],
    itemsCents,
    discountCents: 0,
    // The order system's total holds the delivery charge beyond the lines.
    deliveryCents: Math.max(0, order.total.centAmount - itemsCents),
    gstCents: includedGst(order.total.centAmount),
    delivery: store
      ? { mode: 'collect', store: { name: store.name, slug: store.slug, lines: storeLines(store) } }
      : { mode: 'address', lines: addressLines(order.shippingAddress) },
    payments: [],
    shipments:
      order.trackingNumber && order.trackingUrl
        ? [{ carrier: order.carrier ?? null, trackingNumber: order.trackingNumber, url: order.trackingUrl }]
        : [],
  };
}

/** The shipping method that makes a commerce order Click & Collect (the emulator seeds it; checkout sets it). */
export const CLICK_AND_COLLECT = 'click-and-collect';

const isCollect = (order: CommerceOrder) => order.shippingInfo?.shippingMethod?.key === CLICK_AND_COLLECT;

/**
 * A commerce order's state in the words of the order system's statuses (Processing, Shipped, Delivered, Ready for
 * Collection, Cancelled), so one history reads alike whichever system holds an order.
 */
export function commerceOrderStatus(order: Pick<CommerceOrder, 'orderState' | 'shipmentState' | 'shippingInfo'>) {
  if (order.orderState === 'Cancelled') return 'Cancelled';
  switch (order.shipmentState) {
    case 'Delivered':
      return 'Delivered';
    case 'Shipped':
      return isCollect(order as CommerceOrder) ? 'Collected' : 'Shipped';
    case 'Partial':
      return 'Partly shipped';
    case 'Ready':
      return isCollect(order as CommerceOrder) ? 'Ready for Collection' : 'Processing';
    case 'Backorder':
      return 'On back order';
    case 'Delayed':
      return 'Delayed';
  }
  return order.orderState === 'Complete' ? 'Complete' : 'Processing';
}

/**
 * A commerce order's summary. Its total is what the shopper was charged: commerce's total plus the donation checkout
 * charged beside it (the back end keeps donations; the order's checkout plan records the amount), as the confirmation
 * said.
 */
export function commerceOrderSummary(order: CommerceOrder): OrderSummary {
  return {
    orderNumber: order.orderNumber ?? order.id,
    placedAt: order.createdAt,
    status: commerceOrderStatus(order),
    itemCount: order.lineItems.reduce((sum, line) => sum + line.quantity, 0),
    totalCents: order.totalPrice.centAmount + orderExtraCents(order),
    currency: order.totalPrice.currencyCode,
  };
}

/**
 * A commerce order's Click & Collect store: the shipping address names it (`externalId` or `key` is the store's id
 * or slug, as `backend.instore.address` gives it); the address itself stands in for a store the list lacks.
 */
function collectStore(order: CommerceOrder, stores: StoreLocation[]) {
  const address = order.shippingAddress;
  const refs = [address?.externalId, address?.key].filter(Boolean);
  const store = stores.find((candidate) => refs.includes(candidate.id) || refs.includes(candidate.slug));
  if (store) return { name: store.name, slug: store.slug, lines: storeLines(store) };
  const lines = addressLines(address);
  return {
    name: address?.company || 'Click & Collect store',
    slug: null,
    lines: lines.filter((line) => line !== address?.company),
  };
}

/** The donation's line on an order's page, worded as checkout's and the confirmation's row. */
const DONATION = 'Donation';

export function commerceOrderDetail(order: CommerceOrder, stores: StoreLocation[]): OrderDetailView {
  const lines = order.lineItems.map((line) => {
    const totalCents = line.totalPrice?.centAmount ?? 0;
    return {
      key: line.id,
      name: line.name ?? line.variant?.sku ?? 'Item',
      sku: line.variant?.sku ?? '',
      quantity: line.quantity,
      // What each unit cost after the line's discounts: the line's total shared out.
      unitCents: line.quantity ? Math.round(totalCents / line.quantity) : totalCents,
      totalCents,
      giftCardRecipient: giftCardRecipientOf(line.custom?.customFieldsRaw),
    };
  });
  const total = order.totalPrice.centAmount;
  const donationCents = orderExtraCents(order);
  const parcels = order.shippingInfo?.deliveries.flatMap((delivery) => delivery.parcels) ?? [];
  return {
    ...commerceOrderSummary(order),
    lines,
    extras: [
      ...order.customLineItems.map((line) => ({
        key: line.id,
        name: line.name ?? 'Other charge',
        totalCents: line.totalPrice.centAmount,
      })),
      ...(donationCents ? [{ key: 'donation', name: DONATION, totalCents: donationCents }] : []),
    ],
    itemsCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    discountCents: order.discountOnTotalPrice?.discountedAmount.centAmount ?? 0,
    deliveryCents: order.shippingInfo?.price.centAmount ?? 0,
    gstCents: order.taxedPrice?.totalTax?.centAmount ?? includedGst(total),
    delivery: isCollect(order)
      ? { mode: 'collect', store: collectStore(order, stores) }
      : { mode: 'address', lines: addressLines(order.shippingAddress) },
    payments: (order.paymentInfo?.payments ?? []).map((payment) => ({
      key: payment.id,
      label: payment.paymentMethodInfo.name || payment.paymentMethodInfo.method || 'Payment',
      amountCents: payment.amountPlanned.centAmount,
    })),
    // Return parcels come back to the shop; the shopper tracks what is on its way to them.
    shipments: parcels.flatMap(({ trackingData }) =>
      trackingData?.trackingId && !trackingData.isReturn
        ? [
            {
              carrier: trackingData.carrier ?? trackingData.provider ?? null,
              trackingNumber: trackingData.trackingId,
              url: trackingUrl(trackingData.trackingId),
            },
          ]
        : [],
    ),
  };
}

/**
 * One history from both systems, newest first, each order once. The order system imports an online order under
 * commerce's order number, so an order number both hold is one order, and the order system's copy is shown: it
 * carries the fulfilment (status, tracking) from then on (docs/decisions.md, "One order history from two systems").
 */
export function mergeOrderHistories(shop: OrderSummary[], online: OrderSummary[]): OrderSummary[] {
  const imported = new Set(shop.map((order) => order.orderNumber));
  return [...shop, ...online.filter((order) => !imported.has(order.orderNumber))].sort(
    (a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt) || b.orderNumber.localeCompare(a.orderNumber),
  );
}
