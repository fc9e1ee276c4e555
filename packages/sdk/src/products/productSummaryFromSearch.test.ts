import { describe, expect, it } from 'vitest';
import { productAvailability } from '../rules/productAvailability';
import type { SearchProduct } from '../search/searchTypes';
import { productSummaryFromSearch } from './productSummaryFromSearch';

const found: SearchProduct = {
  id: 'p1',
  sku: 'SKU-1',
  name: 'The Pilgrim’s Progress',
  slug: 'pilgrims-progress',
  url: '/product/pilgrims-progress',
  imageUrl: '/covers/SKU-1.svg',
  authors: ['John Bunyan'],
  format: 'Paperback',
  rating: 4,
  ratingCount: 12,
  price: { value: { centAmount: 1999, currencyCode: 'AUD' } },
  availability: 'limited-stock',
  availabilityInfo: { isOnStock: true, restockableInDays: 3, availableQuantity: 2 },
  productType: 'book',
  variantId: 1,
  intellisuggestData: 'data',
  intellisuggestSignature: 'signature',
};

describe('productSummaryFromSearch', () => {
  it('keeps what a card shows and the stock the availability rules take, and nothing of the search’s own', () => {
    expect(productSummaryFromSearch(found)).toEqual({
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
      stock: { availability: 'limited-stock', restockableInDays: 3, availableQuantity: 2 },
    });
  });

  it("keeps the feed's availability alone when no stock was merged in", () => {
    const { availabilityInfo: _, ...unmerged } = found;
    expect(productSummaryFromSearch(unmerged).stock).toEqual({ availability: 'limited-stock' });
    expect(productAvailability({ ...productSummaryFromSearch(unmerged).stock, quantityInCart: 5 })).toBe(
      'limited-stock',
    );
  });

  it('limits by the merged stock', () => {
    const summary = productSummaryFromSearch(found);
    expect(productAvailability({ ...summary.stock, productType: summary.productType, quantityInCart: 2 })).toBe(
      'unavailable',
    );
  });
});
