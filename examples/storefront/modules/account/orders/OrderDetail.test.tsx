import type { ShopOrder } from '@bookshop/sdk';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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

describe('<OrderDetail>', () => {
  it('shows the delivery address, the charges and the carrier’s tracking link', () => {
    const html = renderToStaticMarkup(<OrderDetail order={order} />);
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
        order={{
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
        }}
      />,
    );
    expect(html).toContain('Click &amp; Collect');
    expect(html).toContain('href="/stores/west-ryde"');
    expect(html).toContain('Free');
    expect(html).not.toContain('Track shipment');
  });
});
