// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderTotals } from './OrderTotals';

const rows = (markup: string) => {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return [...host.querySelectorAll('dl > div')].map((row) => row.textContent);
};

const totals = { currency: 'AUD', subtotalCents: 5000, discountCents: 500, totalCents: 5495, gstCents: 500 };

describe('OrderTotals', () => {
  it('lists subtotal, discounts, delivery as worded, the donation, the total and the GST it includes', () => {
    const markup = renderToStaticMarkup(
      <OrderTotals totals={{ ...totals, donationCents: 500 }} delivery="$9.95" totalTestId="total" />,
    );
    expect(rows(markup)).toEqual([
      'Subtotal$50.00',
      'Discounts−$5.00',
      'Delivery$9.95',
      'Donation$5.00',
      'Total (AUD)$54.95',
      'GST included$5.00',
    ]);
    expect(markup).toContain('data-testid="total">$54.95<');
  });

  it('leaves out the discount and donation rows when there are none', () => {
    expect(
      rows(renderToStaticMarkup(<OrderTotals totals={{ ...totals, discountCents: 0 }} delivery="Free" />)),
    ).toEqual(['Subtotal$50.00', 'DeliveryFree', 'Total (AUD)$54.95', 'GST included$5.00']);
  });
});
