import type { CommerceOrder } from '@bookshop/sdk';
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  commerceOrderDetail,
  commerceOrderStatus,
  commerceOrderSummary,
  mergeOrderHistories,
  type OrderSummary,
  trackingUrl,
} from './orderView';

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });
const summary = (orderNumber: string, placedAt: string, status = 'Processing'): OrderSummary => ({
  orderNumber,
  placedAt,
  status,
  itemCount: 1,
  totalCents: 1000,
  currency: 'AUD',
});

const online = {
  id: 'o-1',
  orderNumber: '100042',
  createdAt: '2026-11-20T09:00:00.000Z',
  orderState: 'Open',
  shipmentState: null,
  paymentState: null,
  totalPrice: money(3485),
  taxedPrice: null,
  discountOnTotalPrice: null,
  lineItems: [
    {
      id: 'line-1',
      name: 'Streams in the Desert',
      quantity: 1,
      variant: { sku: 'SKU-1' },
      totalPrice: money(2490),
    },
  ],
  customLineItems: [{ id: 'don-1', name: 'Donation to Bible Society', quantity: 1, totalPrice: money(500) }],
  shippingAddress: {
    firstName: 'Lydia',
    lastName: 'Thyatira',
    city: 'Mooloolaba',
    state: 'QLD',
    postalCode: '4557',
    country: 'AU',
  },
  shippingInfo: {
    price: money(495),
    shippingMethod: { key: 'standard' },
    deliveries: [
      {
        id: 'd-1',
        createdAt: '2026-11-21T09:00:00.000Z',
        parcels: [
          {
            id: 'p-1',
            trackingData: { trackingId: '33ABC 1', carrier: 'Australia Post', provider: null, isReturn: false },
          },
          { id: 'p-2', trackingData: { trackingId: 'RET9', carrier: null, provider: null, isReturn: true } },
          { id: 'p-3', trackingData: null },
        ],
      },
    ],
  },
  paymentInfo: null,
} as unknown as CommerceOrder;

describe('mergeOrderHistories', () => {
  it('lists both systems’ orders newest first', () => {
    const merged = mergeOrderHistories(
      [summary('SO1', '2026-11-01T00:00:00Z'), summary('SO0', '2026-09-01T00:00:00Z')],
      [summary('100002', '2026-11-25T00:00:00Z'), summary('100001', '2026-10-01T00:00:00Z')],
    );
    expect(merged.map((order) => order.orderNumber)).toEqual(['100002', 'SO1', '100001', 'SO0']);
  });

  it('shows an online order the back end has imported once, as the back end’s copy', () => {
    const merged = mergeOrderHistories(
      [summary('100001', '2026-10-01T00:05:00Z', 'Shipped')],
      [summary('100002', '2026-11-25T00:00:00Z'), summary('100001', '2026-10-01T00:00:00Z', 'Processing')],
    );
    expect(merged.map((order) => [order.orderNumber, order.status])).toEqual([
      ['100002', 'Processing'],
      ['100001', 'Shipped'],
    ]);
  });

  it('orders two orders of the same moment by number, newest number first', () => {
    const at = '2026-11-01T00:00:00Z';
    expect(mergeOrderHistories([summary('SO1', at)], [summary('SO2', at)]).map((order) => order.orderNumber)).toEqual([
      'SO2',
      'SO1',
    ]);
  });
});

describe('commerceOrderStatus', () => {
  const collect = {
    price: money(0),
    shippingMethod: { key: 'click-and-collect' },
    deliveries: [],
  };
  it.each([
    [{ orderState: 'Open', shipmentState: null }, 'Processing'],
    [{ orderState: 'Confirmed', shipmentState: 'Pending' }, 'Processing'],
    [{ orderState: 'Confirmed', shipmentState: 'Shipped' }, 'Shipped'],
    [{ orderState: 'Complete', shipmentState: 'Delivered' }, 'Delivered'],
    [{ orderState: 'Complete', shipmentState: null }, 'Complete'],
    [{ orderState: 'Cancelled', shipmentState: 'Shipped' }, 'Cancelled'],
    [{ orderState: 'Confirmed', shipmentState: 'Ready', shippingInfo: collect }, 'Ready for Collection'],
    [{ orderState: 'Confirmed', shipmentState: 'Shipped', shippingInfo: collect }, 'Collected'],
    [{ orderState: 'Confirmed', shipmentState: 'Backorder' }, 'On back order'],
  ])('%o reads %s', (state, status) => {
    expect(commerceOrderStatus({ shippingInfo: null, ...state } as never)).toBe(status);
  });
});

describe('commerceOrderDetail', () => {
  it('sums the lines at their discounted price and keeps delivery, donation and GST apart', () => {
    const detail = commerceOrderDetail(online, []);
    expect(detail).toMatchObject({
      orderNumber: '100042',
      itemCount: 1,
      itemsCents: 2490,
      deliveryCents: 495,
      extras: [{ key: 'don-1', name: 'Donation to Bible Society', totalCents: 500 }],
      totalCents: 3485,
      gstCents: 317,
      payments: [],
      delivery: { mode: 'address', lines: ['Lydia Thyatira', 'Mooloolaba QLD 4557'] },
    });
    expect(detail.lines).toEqual([
      { key: 'line-1', name: 'Streams in the Desert', sku: 'SKU-1', quantity: 1, unitCents: 2490, totalCents: 2490 },
    ]);
  });

  it('links each outgoing parcel to the postal provider’s tracking page, and leaves returns out', () => {
    expect(commerceOrderDetail(online, []).shipments).toEqual([
      { carrier: 'Australia Post', trackingNumber: '33ABC 1', url: trackingUrl('33ABC 1') },
    ]);
    expect(trackingUrl('33ABC 1')).toBe('https://auspost.com.au/mypost/track/details/33ABC%201');
  });

  it('names a Click & Collect store the list lacks by the address commerce holds', () => {
    const detail = commerceOrderDetail(
      {
        ...online,
        shippingAddress: {
          company: 'Koorong Mooloolaba',
          streetNumber: '5',
          streetName: 'First Avenue',
          city: 'Mooloolaba',
          state: 'QLD',
          postalCode: '4557',
          country: 'AU',
          externalId: 'S999',
        },
        shippingInfo: { ...online.shippingInfo, shippingMethod: { key: 'click-and-collect' } },
      } as CommerceOrder,
      [],
    );
    expect(detail.delivery).toEqual({
      mode: 'collect',
      store: { name: 'Koorong Mooloolaba', slug: null, lines: ['5 First Avenue', 'Mooloolaba QLD 4557'] },
    });
  });

  it('adds the donation checkout charged beside commerce’s total: its own line, and in the total', () => {
    const plan = { totalCents: 4699, extraCents: 200, giftCardCents: [], cardCents: 4699 };
    const donated = {
      ...online,
      totalPrice: money(4499),
      customLineItems: [],
      custom: { customFieldsRaw: [{ name: 'checkoutPlan', value: JSON.stringify(plan) }] },
    } as unknown as CommerceOrder;
    expect(commerceOrderSummary(donated).totalCents).toBe(4699);
    const detail = commerceOrderDetail(donated, []);
    expect(detail).toMatchObject({
      totalCents: 4699,
      extras: [{ key: 'donation', name: 'Donation', totalCents: 200 }],
    });
    // GST is commerce's: a donation carries none.
    expect(detail.gstCents).toBe(409);
    expect(commerceOrderSummary(online).totalCents).toBe(3485);
  });

  it('shows an order without a number by its id', () => {
    expect(commerceOrderSummary({ ...online, orderNumber: null }).orderNumber).toBe('o-1');
  });
});

describe('addressLines', () => {
  it('reads either system’s address record, skipping what is missing or not text', () => {
    expect(
      addressLines({
        firstName: 'Grace',
        apartment: 'Unit 4',
        streetNumber: '12',
        streetName: 'Hope St',
        city: 'Fyshwick',
        state: 'ACT',
        postalCode: '2609',
        phone: 5,
      }),
    ).toEqual(['Grace', 'Unit 4 12 Hope St', 'Fyshwick ACT 2609']);
    expect(addressLines(null)).toEqual([]);
  });
});
