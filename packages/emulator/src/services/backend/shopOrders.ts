import { z } from 'zod';
import { ReplyError, type Router } from '../../http/router';
import { requireCustomer } from './customerTokens';
import type { BackendDeps } from './deps';
import { money, readQuery } from './query';
import { type StoreLocation, storeLocations } from './storeLocations';

interface OrderRow {
  id: string;
  number: string;
  placed_at: Date | string;
  status: string;
  total_cents: number;
  lines: { sku: string; name: string; quantity: number; priceCents: number }[];
  shipping_address: Record<string, string>;
  tracking_number: string | null;
}

const COLUMNS = 'id, number, placed_at, status, total_cents, lines, shipping_address, tracking_number';

const CARRIER = 'Australia Post';

/**
 * An order of the shop's order system (online and in store): delivered to an address, or Click & Collect at a store
 * (its shipping address names the store), with the postal tracking link once shipped. The delivery charge is what
 * the total holds beyond the lines.
 */
function orderJson(row: OrderRow, stores: StoreLocation[]) {
  const subtotal = row.lines.reduce((sum, line) => sum + line.quantity * line.priceCents, 0);
  const store = row.shipping_address.storeId
    ? stores.find((candidate) => candidate.id === row.shipping_address.storeId)
    : undefined;
  return {
    id: row.id,
    orderNumber: row.number,
    placedAt: new Date(row.placed_at).toISOString(),
    status: row.status,
    total: money(row.total_cents),
    subtotal: money(subtotal),
    shipping: money(Math.max(0, row.total_cents - subtotal)),
    lineItems: row.lines.map(({ priceCents, ...line }) => ({ ...line, price: money(priceCents) })),
    shippingMethod: row.shipping_address.storeId ? 'click-and-collect' : 'delivery',
    collectionStore: store ? { id: store.id, slug: store.slug, name: store.name, address: store.address } : null,
    shippingAddress: row.shipping_address,
    carrier: row.tracking_number ? CARRIER : null,
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_number
      ? `https://auspost.com.au/mypost/track/details/${encodeURIComponent(row.tracking_number)}`
      : null,
  };
}

/** `GET ns-orders/recent?limit` (newest first) and `GET ns-order?id` (by id or order number) for the signed-in customer. */
export function registerShopOrderRoutes(router: Router, { db }: BackendDeps): void {
  router.get('/ns-orders/recent', async (context) => {
    const customerId = await requireCustomer(db, context.headers);
    const { limit } = readQuery(context, z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }));
    const { rows } = await db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM shop_orders WHERE customer_id = $1 ORDER BY placed_at DESC, number DESC LIMIT $2`,
      [customerId, limit],
    );
    const stores = await storeLocations(db);
    return { json: { orders: rows.map((row) => orderJson(row, stores)) } };
  });
  router.get('/ns-order', async (context) => {
    const customerId = await requireCustomer(db, context.headers);
    const { id } = readQuery(context, z.object({ id: z.string({ error: 'id is required' }).trim().min(1).max(50) }));
    const { rows } = await db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM shop_orders WHERE customer_id = $1 AND (id = $2 OR number = $2)`,
      [customerId, id],
    );
    if (!rows[0]) throw new ReplyError(404, `No order ${id}`);
    return { json: { order: orderJson(rows[0], await storeLocations(db)) } };
  });
}
