import type { Queryable } from '../../../db/database';
import { LIMITED_STOCK } from '../../../seed/catalog';
import { CommercetoolsError } from '../errors';
import type { CartLine } from './cartDoc';

/** Products whose availability says they are ordered before they are on stock: orders only track their quantity. */
const TRACK_ONLY = new Set(['back-order', 'pre-order']);

/**
 * A product's availability once an order leaves `stock` of it, as the seed models it: above LIMITED_STOCK available,
 * 1 to LIMITED_STOCK limited-stock, none unavailable. Back-order and pre-order products keep theirs.
 */
export function availabilityAfterOrder(availability: string, stock: number): string {
  if (TRACK_ONLY.has(availability)) return availability;
  if (stock > LIMITED_STOCK) return availability;
  return stock > 0 ? 'limited-stock' : 'unavailable';
}

/**
 * commercetools' `OutOfStock` error: the line items (ids) and skus that are short, nothing ordered. Its message is the
 * platform's default for the error.
 */
export const outOfStock = (lines: readonly CartLine[]) =>
  new CommercetoolsError(
    'OutOfStock',
    `Some line items are out of stock at the time of placing the order: ${lines.map((line) => line.sku).join(', ')}.`,
    { lineItems: lines.map((line) => line.id), skus: lines.map((line) => line.sku) },
  );

/**
 * Takes an order's quantities off stock, inside the ordering transaction. The products' rows are locked (in id order,
 * so concurrent orders cannot deadlock) before they are read, so two orders for the last copy cannot both succeed.
 * Products on stock behave like commercetools' ReserveOnOrder inventory mode: a line asking for more than is on stock
 * fails the order with `OutOfStock`. Back-order and pre-order products behave like TrackOnly: the order always goes
 * through and the available quantity may fall below zero. The UPDATE goes through the products table's change log,
 * so search follows the new availability.
 */
export async function takeOrderStock(tx: Queryable, lines: readonly CartLine[]): Promise<void> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const { rows } = await tx.query<{ id: string; availability: string; stock: number }>(
    'SELECT id, availability, stock FROM products WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE',
    [[...wanted.keys()]],
  );
  const products = new Map(rows.map((row) => [row.id, row]));
  const short = lines.filter((line) => {
    const product = products.get(line.productId);
    if (!product) return true;
    return !TRACK_ONLY.has(product.availability) && product.stock < (wanted.get(line.productId) as number);
  });
  if (short.length) throw outOfStock(short);
  const changed = rows.map((row) => {
    const stock = row.stock - (wanted.get(row.id) as number);
    return { id: row.id, stock, availability: availabilityAfterOrder(row.availability, stock) };
  });
  await tx.query(
    `UPDATE products AS p SET stock = o.stock, availability = o.availability
       FROM unnest($1::text[], $2::int[], $3::text[]) AS o (id, stock, availability) WHERE p.id = o.id`,
    [changed.map((row) => row.id), changed.map((row) => row.stock), changed.map((row) => row.availability)],
  );
}
