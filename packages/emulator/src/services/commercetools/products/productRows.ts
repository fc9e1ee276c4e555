import type { Queryable } from '../../../db/database';
import { ReplyError } from '../../../http/router';

/** The one locale the emulated catalogue's text is written in (names, descriptions, slugs, search text). */
export const CATALOGUE_LOCALE = 'en-AU';

/** A product as the commerce answers need it. */
export interface ProductRow {
  id: string;
  sku: string;
  slug: string;
  name: string;
  description: string;
  authors: string[];
  format: string;
  publisher: string | null;
  isbn: string | null;
  product_type: string;
  category_id: string | null;
  price_cents: number;
  discounted_cents: number | null;
  rating: number;
  rating_count: number;
  availability: string;
  stock: number;
  restockable_in_days: number | null;
  published_on: string | null;
}

export const PRODUCT_COLUMNS = `p.id, p.sku, p.slug, p.name, p.description, p.authors, p.format, p.publisher, p.isbn,
  p.product_type, c.id AS category_id, p.price_cents, p.discounted_cents, p.rating::float8 AS rating, p.rating_count,
  p.availability, p.stock, p.restockable_in_days, to_char(p.published_on, 'YYYY-MM-DD') AS published_on`;
export const PRODUCT_FROM = 'products p LEFT JOIN categories c ON c.key = p.category_key';

/** Products by id or sku, keyed both ways. */
export async function loadProducts(q: Queryable, refs: { ids?: string[]; skus?: string[] }) {
  const ids = [...new Set(refs.ids ?? [])];
  const skus = [...new Set(refs.skus ?? [])];
  const byId = new Map<string, ProductRow>();
  const bySku = new Map<string, ProductRow>();
  if (ids.length || skus.length) {
    const { rows } = await q.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.id = ANY($1::text[]) OR p.sku = ANY($2::text[])`,
      [ids, skus],
    );
    for (const row of rows) {
      byId.set(row.id, row);
      bySku.set(row.sku, row);
    }
  }
  return { byId, bySku };
}

/** The product a REST path names, `{id}` or `key={key}` (a product's key is its sku); 404 in commercetools' words. */
export async function productByIdOrKey(q: Queryable, segment: string): Promise<ProductRow> {
  const wanted = segment.slice(0, 256);
  const key = wanted.startsWith('key=') ? wanted.slice(4) : undefined;
  const { byId, bySku } = await loadProducts(q, key !== undefined ? { skus: [key] } : { ids: [wanted] });
  const row = key !== undefined ? bySku.get(key) : byId.get(wanted);
  if (!row) {
    throw new ReplyError(
      404,
      key !== undefined
        ? `The Resource with key '${key}' was not found.`
        : `The Resource with ID '${wanted}' was not found.`,
    );
  }
  return row;
}
