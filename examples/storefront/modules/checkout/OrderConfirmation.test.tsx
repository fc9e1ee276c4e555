// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PlacedOrderDetail } from '@/lib/checkout/checkoutTypes';
import { OrderConfirmation } from './OrderConfirmation';

const ORDER: PlacedOrderDetail = {
  orderNumber: 'KO100042',
  email: 'jo@example.com',
  totalCents: 6495,
  currency: 'AUD',
  placedAt: '2026-11-27T01:30:00.000Z',
  lines: [{ key: 'l-1', name: 'Mere Christianity', sku: 'S1', quantity: 2, totalCents: 5000 }],
  subtotalCents: 5000,
  discountCents: 0,
  deliveryCents: 995,
  donationCents: 500,
  gstCents: 545,
  delivery: { mode: 'collect', storeName: 'Koorong West Ryde' },
  payments: [
    { label: 'Gift card ••••0001', amountCents: 2000 },
    { label: 'Visa ••••1111', amountCents: 4495 },
  ],
};

const render = (order: PlacedOrderDetail) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<OrderConfirmation order={order} />);
  return host;
};

describe('OrderConfirmation', () => {
  it('thanks the shopper with the number, email, store, lines, payments and totals', () => {
    const page = render(ORDER);
    expect(page.querySelector('h1')?.textContent).toBe('Thank you for your order');
    const details = [...page.querySelectorAll('dl')].map((list) =>
      [...list.querySelectorAll(':scope > div')].map((row) => row.textContent),
    );
    expect(details[0]).toEqual([
      'Order numberKO100042',
      'Placed27 November 2026 at 12:30 pm',
      'Confirmation sent tojo@example.com',
      'Click & Collect fromKoorong West Ryde',
    ]);
    expect(details[1]).toEqual([
      'Subtotal$50.00',
      'Delivery$9.95',
      'Donation$5.00',
      'Total (AUD)$64.95',
      'GST included$5.45',
    ]);
    expect([...page.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Mere Christianity × 2$50.00',
      'Gift card ••••0001$20.00',
      'Visa ••••1111$44.95',
    ]);
  });

  it('says who each gift card is for, two cards of one SKU apart', () => {
    const card = { name: 'Gift card $50', sku: 'GC50', quantity: 1, totalCents: 5000 };
    const page = render({
      ...ORDER,
      lines: [
        { ...card, key: 'l-1', giftCardRecipient: { name: 'Ann', email: 'a@x.au', message: 'Happy birthday' } },
        { ...card, key: 'l-2', giftCardRecipient: { name: 'Ben', email: 'b@x.au' } },
      ],
    });
    expect([...page.querySelectorAll('[data-testid="gift-card-recipient"]')].map((note) => note.textContent)).toEqual([
      'For Ann (a@x.au)Message: “Happy birthday”',
      'For Ben (b@x.au)',
    ]);
  });

  it('names the delivery address for standard delivery', () => {
    const page = render({ ...ORDER, delivery: { mode: 'standard', address: '12 Ruthven Street, Toowoomba QLD 4350' } });
    expect(page.textContent).toContain('Delivering to12 Ruthven Street, Toowoomba QLD 4350');
  });
});
