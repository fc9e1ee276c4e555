import type { Queryable } from '../../db/database';
import { ReplyError } from '../../http/router';

/** A product's stock at one store: how many, and the state a shopper reads. */
export interface StoreStock {
  sku: string;
  quantity: number;
  state: 'in-stock' | 'low-stock' | 'out-of-stock';
}

/** At most this many units left is low stock. */
export const STORE_LOW_STOCK = 2;

/** FNV-1a: a stable 32-bit hash, so a store's stock of a product is the same on every run. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * How many of a product a store holds. The emulator keeps no per-store stock table (15 stores × the catalogue):
 * each store's shelf is derived from the sku and the store, deterministically. A product the shop has none of online
 * (back order, pre-order, unavailable) is in no store; otherwise about a third of stores have none and the rest 1 to
 * 6, never more than the shop's stock.
 */
export function storeQuantity(product: { sku: string; stock: number }, storeId: string): number {
  if (product.stock <= 0) return 0;
  const shelf = hash(`${product.sku}:${storeId}`) % 9;
  return shelf <= 2 ? 0 : Math.min(shelf - 2, product.stock);
}

export function storeStock(product: { sku: string; stock: number }, storeId: string): StoreStock {
  const quantity = storeQuantity(product, storeId);
  return {
    sku: product.sku,
    quantity,
    state: quantity === 0 ? 'out-of-stock' : quantity <= STORE_LOW_STOCK ? 'low-stock' : 'in-stock',
  };
}

/** The product of a sku, for its store stock; 404 for an unknown sku. */
export async function stockedProduct(q: Queryable, sku: string): Promise<{ sku: string; stock: number }> {
  const { rows } = await q.query<{ sku: string; stock: number }>('SELECT sku, stock FROM products WHERE sku = $1', [
    sku,
  ]);
  if (!rows[0]) throw new ReplyError(404, `No product ${sku}`);
  return rows[0];
}
