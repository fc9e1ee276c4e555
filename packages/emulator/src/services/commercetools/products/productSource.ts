import { money, NO_META_TEXTS, reference } from '../model/viewFields';
import type { ProductRow } from './productRows';
import { CATALOGUE_LOCALE } from './productRows';

const CATALOGUE_CREATED = '2020-01-01T00:00:00.000Z';

/** The product type of a product, as `ProductTypeDefinition`. */
export const productTypeSource = (key: string) => ({
  id: `pt-${key}`,
  key,
  name: key,
  description: `Products of type ${key}`,
  version: 1,
  createdAt: CATALOGUE_CREATED,
  lastModifiedAt: CATALOGUE_CREATED,
  createdBy: null,
  lastModifiedBy: null,
});

/** Formats that are never posted: their products carry the digital-delivery shipping method key. */
const DIGITAL_FORMATS = new Set(['eBook', 'Audiobook']);
/** The shipping method key of products delivered by download (the flyout's special notice keys on it). */
export const DIGITAL_DELIVERY_SHIPPING_METHOD = 'digital-delivery';

/**
 * The attributes of the master variant: what the storefront shows on cards and line items, named as the live
 * catalogue names them (spec C3): authors as `author_illustrator_artist_etc` (a list of `{ name }`), `format` as an
 * enum `{ key, label }`, and the star `rating`. eBooks and audiobooks carry `shipping_method_key` (a text attribute,
 * `digital-delivery`): the product decides how it is delivered, so every line of it carries the key.
 */
export function productAttributes(row: ProductRow): { name: string; value: unknown }[] {
  const attributes: { name: string; value: unknown }[] = [];
  if (row.authors.length) {
    attributes.push({ name: 'author_illustrator_artist_etc', value: row.authors.map((name) => ({ name })) });
  }
  const formatKey = row.format.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  attributes.push({ name: 'format', value: { key: formatKey, label: row.format } });
  attributes.push({ name: 'rating', value: Number(row.rating ?? 0) });
  if (row.publisher) attributes.push({ name: 'publisher', value: row.publisher });
  if (row.isbn) attributes.push({ name: 'isbn', value: row.isbn });
  if (row.published_on) attributes.push({ name: 'publicationDate', value: row.published_on });
  attributes.push({ name: 'availability', value: row.availability });
  if (DIGITAL_FORMATS.has(row.format)) {
    attributes.push({ name: 'shipping_method_key', value: DIGITAL_DELIVERY_SHIPPING_METHOD });
  }
  return attributes;
}

/** The only variant of a product (id 1), usable as `ProductVariant` and `ProductSearchVariant`. */
export function variantSource(row: ProductRow, origin: string) {
  const price = {
    id: `price-${row.id}`,
    key: null,
    value: money(row.price_cents),
    country: null,
    customerGroup: null,
    customerGroupRef: null,
    channel: null,
    channelRef: null,
    validFrom: null,
    validUntil: null,
    discounted:
      row.discounted_cents === null
        ? null
        : { value: money(row.discounted_cents), discountRef: reference('product-discount', 'pd-sale') },
    tiers: null,
    custom: null,
  };
  const availability = {
    isOnStock: row.stock > 0,
    restockableInDays: row.restockable_in_days,
    availableQuantity: row.stock,
    version: 1,
    id: `inventory-${row.id}`,
  };
  return {
    id: 1,
    key: row.sku,
    sku: row.sku,
    prices: [price],
    images: [
      {
        url: `${origin}/covers/${encodeURIComponent(row.sku)}.svg`,
        dimensions: { width: 400, height: 600 },
        label: row.name,
      },
    ],
    assets: [],
    availability: { noChannel: availability },
    attributes: productAttributes(row),
    isMatchingVariant: true,
    scopedPrice: null,
    scopedPriceDiscounted: null,
  };
}

/** A product as `ProductProjection` (current, published). */
export function productProjectionSource(row: ProductRow, origin: string) {
  const master = variantSource(row, origin);
  return {
    id: row.id,
    key: row.sku,
    version: 1,
    createdAt: CATALOGUE_CREATED,
    lastModifiedAt: CATALOGUE_CREATED,
    productTypeRef: reference('product-type', `pt-${row.product_type}`),
    productType: productTypeSource(row.product_type),
    names: { [CATALOGUE_LOCALE]: row.name },
    descriptions: { [CATALOGUE_LOCALE]: row.description },
    slugs: { [CATALOGUE_LOCALE]: row.slug },
    ...NO_META_TEXTS,
    categoriesRef: row.category_id ? [reference('category', row.category_id)] : [],
    categoryOrderHints: [],
    searchKeywords: [],
    hasStagedChanges: false,
    published: true,
    masterVariant: master,
    otherVariants: [],
    attributesRaw: [],
    taxCategoryRef: null,
    stateRef: null,
    state: null,
    reviewRatingStatistics:
      row.rating_count > 0
        ? {
            averageRating: row.rating,
            highestRating: 5,
            lowestRating: 1,
            count: row.rating_count,
            ratingsDistribution: {},
          }
        : null,
  };
}
