// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '@/lib/checkout/checkoutTypes';
import { CheckoutSummary, orderTotalCents } from './CheckoutSummary';

const state = (overrides: Partial<CheckoutState> = {}): CheckoutState => ({
  basket: {
    count: 2,
    quantities: { S1: 2 },
    lines: [
      {
        id: 'l1',
        productId: 'p1',
        sku: 'S1',
        name: 'Mere Christianity',
        slug: 'mere',
        authors: [],
        quantity: 2,
        totalCents: 5000,
        maxQuantity: 5,
      },
    ],
    discountCodes: [],
    cart: null,
    totals: {
      currency: 'AUD',
      subtotalCents: 5000,
      discountCents: 500,
      deliveryCents: 995,
      freeDeliveryRemainingCents: 5400,
      gstCents: 500,
      totalCents: 5495,
    },
  },
  email: 'jo@example.com',
  signedIn: true,
  address: null,
  delivery: { mode: 'standard' },
  donationCents: 500,
  ...overrides,
});

const rows = (markup: string) => {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return [...host.querySelectorAll('dl > div')].map((row) => row.textContent);
};

describe('CheckoutSummary', () => {
  it('shows every money line from the state, the donation added to the total', () => {
    expect(rows(renderToStaticMarkup(<CheckoutSummary state={state()} />))).toEqual([
      'Subtotal$50.00',
      'Discounts−$5.00',
      'Delivery$9.95',
      'Donation$5.00',
      'Total (AUD)$59.95',
      'GST included$5.00',
    ]);
    expect(orderTotalCents(state())).toBe(5995);
  });

  it('leaves out empty discount and donation lines, and names Click & Collect or a delivery still to choose', () => {
    const collect = state({ donationCents: 0, delivery: { mode: 'collect', storeId: 'S001' } });
    collect.basket.totals.discountCents = 0;
    expect(rows(renderToStaticMarkup(<CheckoutSummary state={collect} />))).toEqual([
      'Subtotal$50.00',
      'DeliveryClick & Collect (free)',
      'Total (AUD)$54.95',
      'GST included$5.00',
    ]);
    expect(rows(renderToStaticMarkup(<CheckoutSummary state={state({ delivery: null })} />))[2]).toBe(
      'DeliveryChoose delivery',
    );
  });
});
