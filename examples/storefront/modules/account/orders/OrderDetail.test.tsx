import type { CommerceOrder, ShopOrder } from '@bookshop/sdk';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { commerceOrderDetail, shopOrderDetail } from '@/lib/orders/orderView';
import { OrderDetail } from './OrderDetail';

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });
const order: ShopOrder = {
  id: 'nso-1',
  orderNumber: 'SO0001001',
  placedAt: '2026-10-01T10:00:00.000Z',
  status: 'Shipped',
  total: money(3990),
  lineItems: [{ sku: 'B1', name: 'Psalms for Today', quantity: 1, price: money(2995) }],
  collectionStore: null,
  shippingAddress: { firstName: 'Grace', lastName: 'Hope', city: 'West Ryde', state: 'NSW', postalCode: '2114' },
  carrier: 'Australia Post',
  trackingNumber: '33KRG1',
  trackingUrl: 'https://auspost.com.au/mypost/track/details/33KRG1',
};

const online: CommerceOrder = {
  id: 'o-1',
  version: 1,
  orderNumber: '100042',
  createdAt: '2026-11-20T09:00:00.000Z',
  orderState: 'Open',
  shipmentState: null,
  totalPrice: money(4490),
  taxedPrice: { totalTax: money(408) },
  discountOnTotalPrice: { discountedAmount: money(500) },
  lineItems: [
    {
      id: 'line-1',
      name: 'Hinds’ Feet on High Places',
      quantity: 2,
      variant: { sku: '9780800' },
      totalPrice: money(4990),
    },
  ],
  customLineItems: [],
  shippingAddress: {
    firstName: 'Lydia',
    lastName: 'Thyatira',
    streetNumber: '28',
    streetName: 'Chatham Road',
    city: 'West Ryde',
    state: 'NSW',
    postalCode: '2114',
    country: 'AU',
  },
  shippingInfo: {
    shippingMethodName: 'Click & Collect',
    price: money(0),
    shippingMethod: { key: 'click-and-collect' },
    deliveries: [],
  },
  paymentInfo: {
    payments: [
      { id: 'pay-1', amountPlanned: money(4490), paymentMethodInfo: { method: 'scheme', name: 'Visa ••••1111' } },
    ],
  },
} as CommerceOrder;

describe('<OrderDetail>', () => {
  it('shows the delivery address, the charges and the carrier’s tracking link', () => {
    const html = renderToStaticMarkup(<OrderDetail order={shopOrderDetail(order)} />);
    expect(html).toContain('Order SO0001001');
    expect(html).toContain('West Ryde NSW 2114');
    expect(html).toContain('$9.95');
    expect(html).toContain('Includes GST of');
    expect(html).toContain('$3.63');
    expect(html).toContain('href="https://auspost.com.au/mypost/track/details/33KRG1"');
    expect(html).toContain('Shipment 1 with Australia Post');
  });

  it('shows a Click & Collect order’s store, free delivery and no tracking link', () => {
    const html = renderToStaticMarkup(
      <OrderDetail
        order={shopOrderDetail({
          ...order,
          status: 'Ready for Collection',
          total: money(2995),
          collectionStore: {
            slug: 'west-ryde',
            name: 'Koorong West Ryde',
            address: { street: '28 Chatham Road', suburb: 'West Ryde', state: 'NSW', postcode: '2114', country: 'AU' },
          },
          trackingNumber: null,
          trackingUrl: null,
          carrier: null,
        })}
      />,
    );
    expect(html).toContain('Click &amp; Collect');
    expect(html).toContain('href="/stores/west-ryde"');
    expect(html).toContain('Free');
    expect(html).not.toContain('Track shipment');
  });

  it('says who a gift card on an online order is for', () => {
    const card = {
      id: 'line-2',
      name: 'Gift card $50',
      quantity: 1,
      variant: { sku: 'GC50' },
      totalPrice: money(5000),
      custom: {
        customFieldsRaw: [
          { name: 'recipientName', value: 'Ann Lee' },
          { name: 'recipientEmail', value: 'ann@example.com' },
        ],
      },
    };
    const detail = commerceOrderDetail({ ...online, lineItems: [...online.lineItems, card] } as CommerceOrder, []);
    const html = renderToStaticMarkup(<OrderDetail order={detail} />);
    expect(html.match(/data-testid="gift-card-recipient"/g)).toHaveLength(1);
    expect(html).toContain('For Ann Lee (ann@example.com)');
  });

  it('shows an online order’s discount, GST as commerce priced it, its store and what paid it', () => {
    const stores = [
      {
        id: 'S014',
        slug: 'west-ryde',
        name: 'Koorong West Ryde',
        address: { street: '28 Chatham Road', suburb: 'West Ryde', state: 'NSW', postcode: '2114', country: 'AU' },
        hours: [],
        services: [],
        latitude: null,
        longitude: null,
      },
    ];
    const detail = commerceOrderDetail(
      { ...online, shippingAddress: { ...online.shippingAddress, externalId: 'S014' } } as CommerceOrder,
      stores,
    );
    const html = renderToStaticMarkup(<OrderDetail order={detail} />);
    expect(html).toContain('Order 100042');
    expect(html).toContain('Status: Processing');
    expect(html).toContain('Discount');
    expect(html).toContain('−$5.00');
    expect(html).toContain('$4.08');
    expect(html).toContain('href="/stores/west-ryde"');
    expect(html).toContain('Paid by Visa ••••1111');
    expect(html).toContain('Click &amp; Collect orders are not posted');
  });
});
