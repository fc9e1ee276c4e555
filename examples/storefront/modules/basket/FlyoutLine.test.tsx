// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BasketLine } from '@/lib/basket/basketView';
import { FlyoutLine } from './FlyoutLine';

const LONG = 'The Complete Illustrated Family Devotional Bible for Every Season of the Year, Large Print';

const line = (overrides: Partial<BasketLine> = {}): BasketLine => ({
  id: 'l1',
  productId: 'p1',
  sku: 'S1',
  name: LONG,
  slug: 'long-s1',
  authors: ['Corrie ten Boom'],
  format: 'Hardcover',
  productType: 'bible',
  quantity: 2,
  totalCents: 5998,
  maxQuantity: 5,
  isOnStock: true,
  ...overrides,
});

const rendered = (entry: BasketLine) => {
  const host = document.createElement('ul');
  host.innerHTML = renderToStaticMarkup(<FlyoutLine line={entry} />);
  return host;
};

describe('FlyoutLine', () => {
  it('cuts the name at 70 characters, keeps it whole in a tooltip, and shows author, format, quantity and price', () => {
    const host = rendered(line());
    const link = host.querySelector('a');
    expect(link?.textContent).toBe(`${LONG.slice(0, 70).trimEnd()}…`);
    const tip = host.querySelector('[role="tooltip"]');
    expect(tip?.textContent).toBe(LONG);
    expect(link?.getAttribute('aria-describedby')).toBe(tip?.id);
    expect(link?.getAttribute('href')).toBe('/product/long-s1');
    expect(host.textContent).toContain('Corrie ten Boom');
    expect(host.textContent).toContain('Hardcover');
    expect(host.textContent).toContain('Qty: 2');
    expect(host.textContent).toContain('$59.98');
    expect(host.textContent).not.toContain('Back order');
  });

  it("badges a stocked product that is out of stock 'Back order', but not a gift card", () => {
    expect(rendered(line({ isOnStock: false })).textContent).toContain('Back order');
    expect(rendered(line({ isOnStock: false, productType: 'gift-card' })).textContent).not.toContain('Back order');
  });

  it('shows the shipping notice of a line that has one', () => {
    const host = rendered(line({ shippingMethodKey: 'digital-delivery', shippingNotice: 'Emailed, not posted.' }));
    expect(host.querySelector('[data-shipping-method="digital-delivery"]')?.textContent).toBe('Emailed, not posted.');
    expect(
      rendered(line({ shippingMethodKey: 'digital-delivery' })).querySelector('[data-shipping-method]'),
    ).toBeNull();
  });

  it('says who a gift card is for, with the message', () => {
    const host = rendered(
      line({ productType: 'gift-card', giftCardRecipient: { name: 'Ann', email: 'ann@example.com', message: 'Hi' } }),
    );
    expect(host.querySelector('[data-testid="gift-card-recipient"]')?.textContent).toBe(
      'For Ann (ann@example.com)Message: “Hi”',
    );
  });
});
