import { describe, expect, it } from 'vitest';
import { productAvailability } from '../rules/productAvailability';
import { type CartLine, productSummaryFromCartLine } from './productSummaryFromCartLine';

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });

const line: CartLine = {
  id: 'line-1',
  productId: 'p1',
  name: 'The Lion, the Witch and the Wardrobe',
  productSlug: 'lion-witch-wardrobe',
  quantity: 2,
  addedAt: '2026-11-27T01:00:00.000Z',
  productType: { key: 'book' },
  variant: {
    id: 1,
    sku: 'SKU-1',
    images: [{ url: 'https://img.example/1.svg' }],
    attributesRaw: [
      { name: 'author_illustrator_artist_etc', value: [{ name: 'C. S. Lewis' }, { role: 'no name' }] },
      { name: 'format', value: { key: 'paperback', label: 'Paperback' } },
      { name: 'availability', value: 'limited-stock' },
      { name: 'shipping_method_key', value: 'digital-delivery' },
    ],
    availability: { noChannel: { isOnStock: true, availableQuantity: 4, restockableInDays: null } },
  },
  price: { value: money(2000), discounted: { value: money(1500) } },
  totalPrice: money(3000),
};

describe('productSummaryFromCartLine', () => {
  it("reads the line's product: its id, attributes, unit price and stock", () => {
    expect(productSummaryFromCartLine(line)).toEqual({
      id: 'p1',
      sku: 'SKU-1',
      name: 'The Lion, the Witch and the Wardrobe',
      slug: 'lion-witch-wardrobe',
      imageUrl: 'https://img.example/1.svg',
      authors: ['C. S. Lewis'],
      format: 'Paperback',
      rating: 0,
      price: { value: money(2000), discounted: { value: money(1500) } },
      productType: 'book',
      stock: { availability: 'limited-stock', availableQuantity: 4, restockableInDays: undefined },
    });
  });

  it("reads a plain-text format, and stock without an availability attribute as 'available' only when on stock", () => {
    const attributesRaw = [{ name: 'format', value: 'Hardcover' }];
    const variant = { id: 1, images: [], attributesRaw };
    const onStock = productSummaryFromCartLine({
      ...line,
      variant: { ...variant, availability: { noChannel: { isOnStock: true } } },
    });
    expect([onStock.format, onStock.authors, onStock.stock.availability]).toEqual(['Hardcover', [], 'available']);
    const offStock = productSummaryFromCartLine({
      ...line,
      variant: { ...variant, availability: { noChannel: { isOnStock: false } } },
    });
    expect(productAvailability(offStock.stock)).toBe('unavailable');
  });

  it('keeps no discounted price where commerce has none, and reads a line without a variant as empty', () => {
    const plain = productSummaryFromCartLine({ ...line, price: { value: money(2000) }, variant: null });
    expect(plain.price).toEqual({ value: money(2000) });
    expect([plain.sku, plain.imageUrl, plain.authors, plain.stock.availability]).toEqual([
      '',
      undefined,
      [],
      undefined,
    ]);
  });
});
