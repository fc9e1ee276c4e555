import { describe, expect, it } from 'vitest';
import type { ProductRow } from './productRows';
import { DIGITAL_DELIVERY_SHIPPING_METHOD, productAttributes } from './productSource';

const row = (format: string): ProductRow => ({
  id: 'prod-1',
  sku: 'SKU1',
  slug: 'a-sku1',
  name: 'A',
  description: '',
  authors: [],
  format,
  publisher: null,
  isbn: null,
  product_type: 'book',
  category_id: null,
  price_cents: 1000,
  discounted_cents: null,
  rating: 0,
  rating_count: 0,
  availability: 'available',
  stock: 5,
  restockable_in_days: null,
  published_on: null,
});

const shippingKey = (format: string) =>
  productAttributes(row(format)).find((attribute) => attribute.name === 'shipping_method_key')?.value;

describe('productAttributes', () => {
  it('gives eBooks and audiobooks the digital-delivery shipping method key, and posted formats none', () => {
    expect(shippingKey('eBook')).toBe(DIGITAL_DELIVERY_SHIPPING_METHOD);
    expect(shippingKey('Audiobook')).toBe('digital-delivery');
    expect(shippingKey('Paperback')).toBeUndefined();
    expect(shippingKey('Gift Card')).toBeUndefined();
  });
});
