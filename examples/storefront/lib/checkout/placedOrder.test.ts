import type { PlacedCheckout } from '@bookshop/sdk';
import { describe, expect, it } from 'vitest';
import { placedOrder, placedOrderDetail } from './placedOrder';

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });
const order = (overrides: Partial<PlacedCheckout['order']> = {}): PlacedCheckout['order'] => ({
  id: 'o-1',
  version: 1,
  orderNumber: '100042',
  createdAt: '2026-11-27T06:00:00.000Z',
  orderState: 'Open',
  customerEmail: 'jo@example.com',
  totalPrice: money(4495),
  lineItems: [
    { id: 'l-1', name: 'Psalms', quantity: 2, variant: { sku: 'B1' }, totalPrice: money(3000) },
    { id: 'l-2', name: 'Hymns', quantity: 1, variant: { sku: 'B2' }, totalPrice: money(1500) },
  ],
  customLineItems: [],
  discountOnTotalPrice: { discountedAmount: money(0) },
  taxedPrice: { totalTax: money(409) },
  shippingInfo: {
    shippingMethodName: 'Standard Delivery',
    price: money(995),
    shippingMethod: { key: 'standard' },
    deliveries: [],
  },
  shippingAddress: {
    country: 'AU',
    streetNumber: '12',
    streetName: 'George St',
    city: 'Sydney',
    state: 'NSW',
    postalCode: '2000',
  },
  ...overrides,
});

describe('placed orders', () => {
  it('charges the donation beside the order and lists what paid', () => {
    const placed: PlacedCheckout = {
      order: order(),
      extraCents: 500,
      payments: [
        { pspReference: 'A', label: 'Gift card ••••0004', amountCents: 2500 },
        { pspReference: 'B', label: 'Visa ••••1142', amountCents: 2495 },
      ],
    };
    expect(placedOrder(placed)).toEqual({
      orderNumber: '100042',
      email: 'jo@example.com',
      totalCents: 4995,
      currency: 'AUD',
    });
    expect(placedOrderDetail(placed)).toMatchObject({
      subtotalCents: 4500,
      deliveryCents: 995,
      donationCents: 500,
      gstCents: 409,
      delivery: { mode: 'standard', address: '12 George St, Sydney NSW 2000' },
      payments: [
        { label: 'Gift card ••••0004', amountCents: 2500 },
        { label: 'Visa ••••1142', amountCents: 2495 },
      ],
    });
  });

  it("keeps each gift card line's recipient, and none on other lines", () => {
    const custom = (fields: Record<string, string>) => ({
      customFieldsRaw: Object.entries(fields).map(([name, value]) => ({ name, value })),
    });
    const card = { quantity: 1, variant: { sku: 'GC50' }, totalPrice: money(5000) };
    const withCards = order({
      lineItems: [
        { id: 'l-1', name: 'Gift card', ...card, custom: custom({ recipientName: 'Ann', recipientEmail: 'a@x.au' }) },
        { id: 'l-2', name: 'Gift card', ...card, custom: custom({ recipientName: 'Ben', recipientEmail: 'b@x.au' }) },
        { id: 'l-3', name: 'Hymns', quantity: 1, variant: { sku: 'B2' }, totalPrice: money(1500) },
      ],
    });
    expect(
      placedOrderDetail({ order: withCards, extraCents: 0, payments: [] }).lines.map((line) => line.giftCardRecipient),
    ).toEqual([{ name: 'Ann', email: 'a@x.au' }, { name: 'Ben', email: 'b@x.au' }, undefined]);
  });

  it('names the store of a Click & Collect order', () => {
    const collected = order({
      shippingInfo: {
        shippingMethodName: 'Click & Collect',
        price: money(0),
        shippingMethod: { key: 'click-and-collect' },
        deliveries: [],
      },
      shippingAddress: { country: 'AU', company: 'Koorong West Ryde', externalId: 'S001' },
    });
    expect(placedOrderDetail({ order: collected, extraCents: 0, payments: [] }).delivery).toEqual({
      mode: 'collect',
      storeName: 'Koorong West Ryde',
    });
  });
});
