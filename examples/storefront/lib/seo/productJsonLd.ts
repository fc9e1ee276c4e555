import type { CatalogProduct } from '@bookshop/sdk';
import { productSummaryFromCatalog } from '@bookshop/sdk';
import { type ProductAvailability, productAvailability } from '@bookshop/sdk/rules';
import type { BookLeaf, ItemAvailability, OfferLeaf, ProductLeaf, UnitPriceSpecificationLeaf } from 'schema-dts';
import { type JsonLdNode, SCHEMA_CONTEXT } from './jsonLd';
import { organizationId } from './organizationJsonLd';
import { SITE_NAME } from './pageMetadata';
import { plainText } from './plainText';
import { absoluteUrl } from './siteOrigin';

/** The spec's availability states (C4) as schema.org's item availability; a stockless type is always in stock. */
export const SCHEMA_AVAILABILITY: Record<ProductAvailability, ItemAvailability> = {
  stockless: 'https://schema.org/InStock',
  available: 'https://schema.org/InStock',
  'limited-stock': 'https://schema.org/LimitedAvailability',
  'back-order': 'https://schema.org/BackOrder',
  'pre-order': 'https://schema.org/PreOrder',
  unavailable: 'https://schema.org/SoldOut',
};

/**
 * What a product page's action says of a product with an empty basket, as schema.org availability: the SDK's
 * `productAvailability` of commerce's stock (a back order without restock days, or no stock left, is sold out);
 * a stockless product type (gift cards) is always in stock.
 */
export function offerAvailability(product: CatalogProduct): ItemAvailability {
  const { productType, stock } = productSummaryFromCatalog(product);
  return SCHEMA_AVAILABILITY[productAvailability({ ...stock, productType })];
}

const ean13CheckDigit = (twelve: string) =>
  (10 - ([...twelve].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 ? 3 : 1), 0) % 10)) % 10;

/**
 * An ISBN as a GTIN-13: an ISBN-13 with a valid check digit as it is, an ISBN-10 with a valid check digit as its
 * 978 ISBN-13; anything else has none. Hyphens and spaces are ignored.
 *
 * @example
 * ```ts
 * gtin13('978-0-06-065292-0'); // '9780060652920'
 * gtin13('0-06-065292-6'); // '9780060652920'
 * ```
 */
export function gtin13(isbn: string | undefined): string | undefined {
  const text = isbn?.replace(/[\s-]/g, '').toUpperCase() ?? '';
  if (/^\d{13}$/.test(text)) return ean13CheckDigit(text.slice(0, 12)) === Number(text[12]) ? text : undefined;
  if (!/^\d{9}[\dX]$/.test(text)) return undefined;
  const sum = [...text].reduce((total, char, index) => total + (char === 'X' ? 10 : Number(char)) * (10 - index), 0);
  if (sum % 11 !== 0) return undefined;
  const twelve = `978${text.slice(0, 9)}`;
  return `${twelve}${ean13CheckDigit(twelve)}`;
}

/** A price in cents as schema.org writes it: dollars with two decimals. */
const amount = (cents: number) => (cents / 100).toFixed(2);

/**
 * The offer of a product page: the price a shopper pays (the discounted one when there is a discount) in the
 * catalogue's currency, AUD, including GST; the price it replaces as a strikethrough price; the availability;
 * sold by the shop.
 */
function offerOf(product: CatalogProduct, url: string, origin: string): OfferLeaf | undefined {
  if (!product.price) return undefined;
  const { value, discounted } = product.price;
  const paid = discounted?.value ?? value;
  const priceSpecification: UnitPriceSpecificationLeaf[] = [
    {
      '@type': 'UnitPriceSpecification',
      price: amount(paid.centAmount),
      priceCurrency: paid.currencyCode,
      valueAddedTaxIncluded: true,
    },
  ];
  if (discounted && value.centAmount > discounted.value.centAmount) {
    priceSpecification.push({
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: amount(value.centAmount),
      priceCurrency: value.currencyCode,
      valueAddedTaxIncluded: true,
    });
  }
  return {
    '@type': 'Offer',
    url,
    price: amount(paid.centAmount),
    priceCurrency: paid.currencyCode,
    priceSpecification,
    availability: offerAvailability(product),
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', '@id': organizationId(origin), name: SITE_NAME },
  };
}

/** The creative work a product with authors also is, by product type: books and Bibles, music, films. */
const WORK_TYPES: Record<string, 'Book' | 'MusicAlbum' | 'Movie'> = {
  book: 'Book',
  bible: 'Book',
  music: 'MusicAlbum',
  dvd: 'Movie',
};

/** A product page's node: a `Product`, and also its creative work when it has authors. */
export type ProductJsonLd = JsonLdNode & Omit<ProductLeaf, '@type'> & Pick<BookLeaf, 'author' | 'isbn'>;

export interface ProductJsonLdOptions {
  /** How many ratings the product's average is of; the aggregate rating is only stated with its count. */
  ratingCount?: number;
}

/**
 * A product page's schema.org `Product`: name, plain-text description, cover, sku, ISBN as `gtin13`, publisher as
 * brand, the offer (price in AUD incl. GST, availability from the spec's states) and, when the count of ratings is
 * known, the aggregate rating. A product with authors is also its creative work (`Book`, `MusicAlbum`, `Movie`,
 * else `CreativeWork`), which is what gives it `author` (and a book its `isbn`).
 *
 * @example
 * ```ts
 * productJsonLd('https://www.koorong.com', await bookshop.catalog.productBySlug('mere-christianity-9780060652920'));
 * ```
 */
export function productJsonLd(
  origin: string,
  product: CatalogProduct,
  options: ProductJsonLdOptions = {},
): ProductJsonLd {
  const url = absoluteUrl(origin, `/product/${encodeURIComponent(product.slug)}`);
  const gtin = gtin13(product.isbn);
  const description = product.description ? plainText(product.description) : '';
  const offers = offerOf(product, url, origin);
  const { ratingCount } = options;
  const facts: Omit<ProductLeaf, '@type'> = {
    '@id': `${url}#product`,
    name: product.name,
    url,
    sku: product.sku,
    ...(description ? { description } : {}),
    ...(product.imageUrl ? { image: absoluteUrl(origin, product.imageUrl) } : {}),
    ...(gtin ? { gtin13: gtin } : {}),
    ...(product.publisher ? { brand: { '@type': 'Brand', name: product.publisher } } : {}),
    ...(offers ? { offers } : {}),
    ...(product.rating > 0 && ratingCount && ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  if (!product.authors.length) return { '@context': SCHEMA_CONTEXT, '@type': 'Product', ...facts };
  const workType = WORK_TYPES[product.productType ?? ''] ?? 'CreativeWork';
  const work: Pick<BookLeaf, 'author' | 'isbn'> = {
    author: product.authors.map((name) => ({ '@type': 'Person', name })),
    ...(workType === 'Book' && gtin ? { isbn: gtin } : {}),
  };
  return { '@context': SCHEMA_CONTEXT, '@type': ['Product', workType] as const, ...facts, ...work };
}
