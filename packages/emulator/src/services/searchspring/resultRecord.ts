import { createHash } from 'node:crypto';
import type { CategoryTree } from './categoryTree';
import type { ProductRow } from './runSearch';

export const dollars = (cents: number) => (cents / 100).toFixed(2);

const STOCK_MESSAGES: Record<string, string> = {
  available: 'In stock',
  'limited-stock': 'Limited stock',
  'back-order': 'Back order',
  'pre-order': 'Pre-order',
  unavailable: 'Unavailable',
};

/** Searchspring's tracking pair: opaque data and a signature over it, so clicks can be attributed. */
export function intellisuggest(row: Pick<ProductRow, 'id' | 'sku'>, siteId: string) {
  const data = Buffer.from(JSON.stringify({ s: siteId, p: row.id, k: row.sku })).toString('base64url');
  return {
    intellisuggestData: data,
    intellisuggestSignature: createHash('sha256').update(`${siteId}:${data}`).digest('hex'),
  };
}

export const coverUrl = (origin: string, sku: string) => `${origin}/covers/${encodeURIComponent(sku)}.svg`;
export const effectiveCents = (row: Pick<ProductRow, 'price_cents' | 'discounted_cents'>) =>
  row.discounted_cents !== null && row.discounted_cents < row.price_cents ? row.discounted_cents : row.price_cents;

/** One product as a flat Searchspring result record: every value a string, multi-valued fields as lists. */
export function resultRecord(row: ProductRow, siteId: string, origin: string, tree: CategoryTree) {
  const cover = coverUrl(origin, row.sku);
  const category = tree.byKey.get(row.category_key);
  const ancestry: string[] = [];
  for (let node = category; node; node = node.parentKey ? tree.byKey.get(node.parentKey) : undefined) {
    ancestry.unshift(node.namePath);
  }
  return {
    id: row.id,
    uid: row.id,
    sku: row.sku,
    name: row.name,
    url: `/product/${row.slug}`,
    addToCartUrl: `/product/${row.slug}`,
    slug: row.slug,
    description: row.description,
    caption: [row.format, row.authors.join(', ')].filter(Boolean).join(' · '),
    imageUrl: cover,
    thumbnailImageUrl: cover,
    secureImageUrl: cover,
    price: dollars(effectiveCents(row)),
    msrp: dollars(row.price_cents),
    brand: row.publisher ?? '',
    author: row.authors,
    format: row.format,
    publisher: row.publisher ?? '',
    series: row.series ?? '',
    themes: row.themes,
    category: ancestry.map((path) => path.split('>').at(-1) as string),
    category_hierarchy: ancestry,
    rating: String(row.rating),
    ratingCount: String(row.rating_count),
    popularity: String(row.popularity),
    availability: row.availability,
    stockMessage: STOCK_MESSAGES[row.availability] ?? 'Unavailable',
    stock: String(row.stock),
    product_type: row.product_type,
    product_type_unigram: row.product_type.split('-')[0] as string,
    variant_id: '1',
    publication_date: row.published_on ?? '',
    price_b2c: dollars(row.b2c_price_cents ?? row.price_cents),
    price_b2b: dollars(row.b2b_price_cents ?? row.price_cents),
    staff_price: dollars(row.staff_price_cents ?? row.price_cents),
    ...intellisuggest(row, siteId),
  };
}
