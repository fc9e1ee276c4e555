import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../catalog/catalogProduct';
import { productAvailability } from '../rules/productAvailability';
import { productSummaryFromCatalog } from './productSummaryFromCatalog';

const product: CatalogProduct = {
  id: 'p1',
  name: 'The Pilgrim’s Progress',
  slug: 'pilgrims-progress',
  description: 'An allegory.',
  sku: 'SKU-1',
  variantId: 1,
  productType: 'book',
  imageUrl: '/covers/SKU-1.svg',
  price: { value: { centAmount: 1999, currencyCode: 'AUD' } },
  authors: ['John Bunyan'],
  format: 'Paperback',
  rating: 4,
  ratingCount: 12,
  publisher: 'Banner of Truth',
  isbn: '9780851511955',
  availability: { state: 'back-order', isOnStock: false, restockableInDays: 7, availableQuantity: 0 },
};

describe('productSummaryFromCatalog', () => {
  it('keeps what a card shows and the stock the availability rules take, and nothing of the page’s own', () => {
    expect(productSummaryFromCatalog(product)).toEqual({
      id: 'p1',
      sku: 'SKU-1',
      name: 'The Pilgrim’s Progress',
      slug: 'pilgrims-progress',
      imageUrl: '/covers/SKU-1.svg',
      authors: ['John Bunyan'],
      format: 'Paperback',
      rating: 4,
      price: { value: { centAmount: 1999, currencyCode: 'AUD' } },
      productType: 'book',
      stock: { availability: 'back-order', restockableInDays: 7, availableQuantity: 0 },
    });
  });

  it("reads stock without a state as 'available' when on stock, and leaves it unknown otherwise", () => {
    const onStock = productSummaryFromCatalog({ ...product, availability: { isOnStock: true } });
    expect(onStock.stock.availability).toBe('available');
    expect(productAvailability(onStock.stock)).toBe('available');
    const offStock = productSummaryFromCatalog({ ...product, availability: { isOnStock: false } });
    expect(offStock.stock.availability).toBeUndefined();
    expect(productAvailability(offStock.stock)).toBe('unavailable');
  });

  it('gives a stockless type what the rules call stockless, whatever its stock', () => {
    const giftCard = productSummaryFromCatalog({
      ...product,
      productType: 'gift-card',
      availability: { state: 'unavailable', isOnStock: false },
    });
    expect(productAvailability({ ...giftCard.stock, productType: giftCard.productType })).toBe('stockless');
  });
});
