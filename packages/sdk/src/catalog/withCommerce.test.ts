import { describe, expect, it } from 'vitest';
import type { SearchProduct } from '../search/searchTypes';
import type { CatalogProduct } from './catalogProduct';
import { withCommerce } from './withCommerce';

const fromSearch: SearchProduct = {
  id: 'p1',
  sku: 'SKU-1',
  name: 'The Pilgrim’s Progress',
  slug: 'pilgrims-progress',
  url: '/product/pilgrims-progress',
  authors: [],
  rating: 0,
  availability: 'available',
};

const fromCommerce: CatalogProduct = {
  id: 'p1',
  sku: 'SKU-1',
  name: 'The Pilgrim’s Progress',
  slug: 'pilgrims-progress',
  variantId: 1,
  productType: 'gift-card',
  imageUrl: '/covers/SKU-1.svg',
  price: { value: { centAmount: 1999, currencyCode: 'AUD', fractionDigits: 2 } },
  authors: ['John Bunyan'],
  format: 'Paperback',
  rating: 4,
  availability: { state: 'limited-stock', isOnStock: true, availableQuantity: 2 },
} as CatalogProduct;

describe('withCommerce', () => {
  it("takes commerce's stock over the feed's, and fills what the feed left out", () => {
    expect(withCommerce(fromSearch, fromCommerce)).toMatchObject({
      availability: 'limited-stock',
      availabilityInfo: { isOnStock: true, availableQuantity: 2 },
      imageUrl: '/covers/SKU-1.svg',
      authors: ['John Bunyan'],
      format: 'Paperback',
      rating: 4,
      price: fromCommerce.price,
      productType: 'gift-card',
      variantId: 1,
    });
  });

  it("keeps what the feed has, and reads stock without a state as 'available' only when the feed has none", () => {
    const feed = { ...fromSearch, authors: ['J. Bunyan'], format: 'Hardcover', rating: 5 };
    const stateless = { ...fromCommerce, availability: { isOnStock: true } };
    expect(withCommerce(feed, stateless)).toMatchObject({
      authors: ['J. Bunyan'],
      format: 'Hardcover',
      rating: 5,
      availability: 'available',
    });
    expect(withCommerce({ ...fromSearch, availability: 'back-order' }, stateless).availability).toBe('back-order');
    expect(
      withCommerce({ ...fromSearch, availability: undefined }, { ...stateless, availability: { isOnStock: false } })
        .availability,
    ).toBeUndefined();
  });
});
