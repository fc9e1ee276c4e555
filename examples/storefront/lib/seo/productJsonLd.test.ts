import type { CatalogProduct } from '@bookshop/sdk';
import { describe, expect, it } from 'vitest';
import { gtin13, offerAvailability, productJsonLd } from './productJsonLd';

const ORIGIN = 'https://www.koorong.com';
const aud = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });

const book: CatalogProduct = {
  id: 'prod-1',
  name: 'Mere Christianity',
  slug: 'mere-christianity-9780060652920',
  description: '<p>A <b>classic</b> &amp; more.</p>',
  sku: '9780060652920',
  variantId: 1,
  productType: 'book',
  imageUrl: 'https://cdn.example/covers/9780060652920.jpg',
  price: { value: aud(2499), discounted: { value: aud(1999) } },
  authors: ['C. S. Lewis'],
  format: 'Paperback',
  rating: 4.5,
  publisher: 'HarperOne',
  isbn: '978-0-06-065292-0',
  availability: { state: 'available', isOnStock: true, availableQuantity: 12 },
};

describe('productJsonLd', () => {
  it('describes a book with its offer, ISBN, author and publisher', () => {
    expect(productJsonLd(ORIGIN, book)).toEqual({
      '@context': 'https://schema.org',
      '@type': ['Product', 'Book'],
      '@id': 'https://www.koorong.com/product/mere-christianity-9780060652920#product',
      name: 'Mere Christianity',
      url: 'https://www.koorong.com/product/mere-christianity-9780060652920',
      sku: '9780060652920',
      description: 'A classic & more.',
      image: 'https://cdn.example/covers/9780060652920.jpg',
      gtin13: '9780060652920',
      isbn: '9780060652920',
      brand: { '@type': 'Brand', name: 'HarperOne' },
      author: [{ '@type': 'Person', name: 'C. S. Lewis' }],
      offers: {
        '@type': 'Offer',
        url: 'https://www.koorong.com/product/mere-christianity-9780060652920',
        price: '19.99',
        priceCurrency: 'AUD',
        priceSpecification: [
          { '@type': 'UnitPriceSpecification', price: '19.99', priceCurrency: 'AUD', valueAddedTaxIncluded: true },
          {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: '24.99',
            priceCurrency: 'AUD',
            valueAddedTaxIncluded: true,
          },
        ],
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', '@id': 'https://www.koorong.com/#organization', name: 'Koorong' },
      },
    });
  });

  it('states the aggregate rating only with its count', () => {
    expect(productJsonLd(ORIGIN, book)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(ORIGIN, book, { ratingCount: 321 })).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        ratingCount: 321,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(productJsonLd(ORIGIN, { ...book, rating: 0 }, { ratingCount: 3 })).not.toHaveProperty('aggregateRating');
  });

  it('a product without authors is a Product only; without a price it has no offer', () => {
    const mug = productJsonLd(ORIGIN, { ...book, productType: 'gift', authors: [], isbn: undefined, price: undefined });
    expect(mug['@type']).toBe('Product');
    expect(mug).not.toHaveProperty('offers');
    expect(mug).not.toHaveProperty('gtin13');
    expect(mug).not.toHaveProperty('author');
    expect(productJsonLd(ORIGIN, { ...book, productType: 'music' })['@type']).toEqual(['Product', 'MusicAlbum']);
    // Only books and Bibles are Books with an ISBN: a film with a barcode is a Movie.
    const film = productJsonLd(ORIGIN, { ...book, productType: 'dvd', format: 'DVD' });
    expect(film['@type']).toEqual(['Product', 'Movie']);
    expect(film).not.toHaveProperty('isbn');
    expect(productJsonLd(ORIGIN, { ...book, productType: 'bible' })['@type']).toEqual(['Product', 'Book']);
    expect(productJsonLd(ORIGIN, { ...book, productType: 'apparel' })['@type']).toEqual(['Product', 'CreativeWork']);
  });

  it('a regular price has no strikethrough price', () => {
    const node = productJsonLd(ORIGIN, { ...book, price: { value: aud(1650) } }) as unknown as {
      offers: { priceSpecification: unknown[]; price: string };
    };
    expect(node.offers.price).toBe('16.50');
    expect(node.offers.priceSpecification).toHaveLength(1);
  });
});

describe('offerAvailability', () => {
  const stock = (availability: CatalogProduct['availability']) => offerAvailability({ ...book, availability });
  it('maps the spec states, as the page action reads them', () => {
    expect(stock({ state: 'available', isOnStock: true, availableQuantity: 3 })).toBe('https://schema.org/InStock');
    expect(stock({ state: 'limited-stock', isOnStock: true, availableQuantity: 2 })).toBe(
      'https://schema.org/LimitedAvailability',
    );
    expect(stock({ state: 'back-order', isOnStock: false, restockableInDays: 14 })).toBe(
      'https://schema.org/BackOrder',
    );
    expect(stock({ state: 'pre-order', isOnStock: false })).toBe('https://schema.org/PreOrder');
    expect(stock({ state: 'unavailable', isOnStock: false })).toBe('https://schema.org/SoldOut');
  });

  it('a back order without restock days, or no stock left, is sold out; stockless types are in stock', () => {
    expect(stock({ state: 'back-order', isOnStock: false, restockableInDays: 0 })).toBe('https://schema.org/SoldOut');
    expect(stock({ state: 'available', isOnStock: false, availableQuantity: 0 })).toBe('https://schema.org/SoldOut');
    expect(offerAvailability({ ...book, productType: 'gift-card', availability: { isOnStock: false } })).toBe(
      'https://schema.org/InStock',
    );
  });
});

it('gtin13 takes valid ISBN-13s and converts valid ISBN-10s', () => {
  expect(gtin13('978-0-06-065292-0')).toBe('9780060652920');
  expect(gtin13('0060652926')).toBe('9780060652920');
  expect(gtin13('080442957X')).toBe('9780804429573');
  expect(gtin13('9780060652921')).toBeUndefined();
  expect(gtin13('0060652925')).toBeUndefined();
  expect(gtin13('MUS0009842')).toBeUndefined();
  expect(gtin13(undefined)).toBeUndefined();
});
