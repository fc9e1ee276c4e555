import type { Cart } from '@bookshop/sdk';
import { describe, expect, it } from 'vitest';
import { basketView, LINE_QUANTITY_MAX, lineQuantityLimit, newestFirst } from './basketView';

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });

function line(id: string, overrides: Partial<Cart['lineItems'][number]> = {}): Cart['lineItems'][number] {
  return {
    id,
    productId: `p-${id}`,
    name: `Book ${id}`,
    productSlug: `book-${id}`,
    quantity: 1,
    addedAt: '2026-11-27T01:00:00.000Z',
    productType: { key: 'book' },
    variant: {
      id: 1,
      sku: `SKU-${id}`,
      images: [{ url: `https://img.example/${id}.svg` }],
      attributesRaw: [
        { name: 'author_illustrator_artist_etc', value: [{ name: 'C. S. Lewis' }, { name: 'Pauline Baynes' }] },
        { name: 'format', value: { key: 'paperback', label: 'Paperback' } },
        { name: 'availability', value: 'available' },
      ],
      availability: { noChannel: { isOnStock: true, availableQuantity: 4, restockableInDays: null } },
    },
    price: { value: money(2000), discounted: { value: money(1500) } },
    totalPrice: money(1500),
    ...overrides,
  };
}

function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-1',
    version: 3,
    cartState: 'Active',
    totalLineItemQuantity: 3,
    totalPrice: money(5400),
    lineItems: [line('a'), line('b', { quantity: 2, totalPrice: money(3000), addedAt: '2026-11-27T02:00:00.000Z' })],
    discountCodes: [{ state: 'MatchesCart', discountCode: { id: 'dc-1', code: 'WELCOME10' } }],
    discountOnTotalPrice: { discountedAmount: money(600) },
    taxedPrice: null,
    shippingInfo: null,
    ...overrides,
  } as Cart;
}

describe('basketView', () => {
  it('reads a gift card’s recipient from the line’s custom fields and the product’s shipping method key', () => {
    const giftCard = line('g', {
      productType: { key: 'gift-card' },
      custom: {
        typeRef: { id: 'type-gift-card-recipient' },
        customFieldsRaw: [
          { name: 'recipientName', value: 'Ann Lee' },
          { name: 'recipientEmail', value: 'ann@example.com' },
          { name: 'giftMessage', value: 'Happy birthday' },
        ],
      },
    });
    const ebook = line('e');
    ebook.variant?.attributesRaw.push({ name: 'shipping_method_key', value: 'digital-delivery' });
    const [card, book] = basketView(cart({ lineItems: [giftCard, ebook] })).lines;
    expect(card?.giftCardRecipient).toEqual({ name: 'Ann Lee', email: 'ann@example.com', message: 'Happy birthday' });
    expect(card?.shippingMethodKey).toBeUndefined();
    expect([book?.giftCardRecipient, book?.shippingMethodKey, book?.variantId]).toEqual([
      undefined,
      'digital-delivery',
      1,
    ]);
  });

  it('lists the codes that apply, and holds the cart with the ones that do not for the next write', () => {
    const view = basketView(
      cart({
        discountCodes: [
          { state: 'MatchesCart', discountCode: { id: 'dc-1', code: 'EXCLUSIVE20' } },
          { state: 'ApplicationStoppedByPreviousDiscount', discountCode: { id: 'dc-2', code: 'WELCOME10' } },
          { state: 'NotActive', discountCode: { id: 'dc-3', code: 'PAUSED5' } },
        ],
      } as Partial<Cart>),
    );
    expect(view.discountCodes).toEqual([{ id: 'dc-1', code: 'EXCLUSIVE20', state: 'MatchesCart' }]);
    expect(view.cart).toEqual({ id: 'cart-1', version: 3, unappliedCodeIds: ['dc-2', 'dc-3'] });
    expect(basketView(null).cart).toBeNull();
  });

  it('reads lines, codes and the money lines from commerce', () => {
    const view = basketView(cart());
    expect(view.count).toBe(3);
    expect(view.quantities).toEqual({ 'SKU-a': 1, 'SKU-b': 2 });
    expect(view.lines[0]).toMatchObject({
      name: 'Book a',
      slug: 'book-a',
      authors: ['C. S. Lewis', 'Pauline Baynes'],
      format: 'Paperback',
      maxQuantity: 4,
      unitPrice: { value: money(2000), discounted: { value: money(1500) } },
    });
    expect(view.discountCodes).toEqual([{ id: 'dc-1', code: 'WELCOME10', state: 'MatchesCart' }]);
    expect(view.totals).toEqual({
      currency: 'AUD',
      subtotalCents: 4500,
      discountCents: 600,
      deliveryCents: null,
      freeDeliveryRemainingCents: 9900 - 3900,
      gstCents: Math.round(5400 / 11),
      totalCents: 5400,
    });
  });

  it("takes commerce's tax and delivery once it has them, and stops counting down at free delivery", () => {
    const view = basketView(
      cart({
        totalPrice: money(12000),
        lineItems: [line('a', { totalPrice: money(12000) })],
        discountOnTotalPrice: null,
        taxedPrice: { totalTax: money(1091) },
        shippingInfo: { shippingMethodName: 'Standard Delivery', price: money(0) },
      }),
    );
    expect(view.totals).toMatchObject({ deliveryCents: 0, gstCents: 1091, freeDeliveryRemainingCents: 0 });
  });

  it('is empty without a basket', () => {
    expect(basketView(null)).toMatchObject({ count: 0, lines: [], totals: { totalCents: 0, subtotalCents: 0 } });
  });
});

describe('lineQuantityLimit', () => {
  it('bounds a stocked product by its stock and everything else by the route limit', () => {
    expect(lineQuantityLimit({ availability: 'available', availableQuantity: 3 })).toBe(3);
    expect(lineQuantityLimit({ availability: 'limited-stock', availableQuantity: 500 })).toBe(LINE_QUANTITY_MAX);
    expect(lineQuantityLimit({ availability: 'back-order', restockableInDays: 5 })).toBe(LINE_QUANTITY_MAX);
    expect(lineQuantityLimit({ availability: 'pre-order' })).toBe(LINE_QUANTITY_MAX);
    expect(lineQuantityLimit({ productType: 'gift-card' })).toBe(LINE_QUANTITY_MAX);
  });

  it('allows nothing more of a product that can no longer be sold', () => {
    expect(lineQuantityLimit({ availability: 'back-order', restockableInDays: 0 })).toBe(0);
    expect(lineQuantityLimit({ availability: 'available', availableQuantity: 0 })).toBe(0);
    expect(lineQuantityLimit({ availability: 'discontinued' })).toBe(0);
  });
});

describe('newestFirst', () => {
  it('orders lines by when they were added, the later-listed first on a tie', () => {
    const view = basketView(
      cart({
        lineItems: [
          line('old', { addedAt: '2026-11-27T01:00:00.000Z' }),
          line('new', { addedAt: '2026-11-27T03:00:00.000Z' }),
          line('tie', { addedAt: '2026-11-27T01:00:00.000Z' }),
        ],
      }),
    );
    expect(newestFirst(view.lines).map((entry) => entry.id)).toEqual(['new', 'tie', 'old']);
  });
});
