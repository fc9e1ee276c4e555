import { z } from 'zod';
import { ReplyError, type Router } from '../../http/router';
import { requireCustomer } from './customerTokens';
import type { BackendDeps } from './deps';
import { money, readQuery } from './query';

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

/** An order of the shop's order system (online and in store), with a postal tracking link once shipped. */
const orderJson = (row: OrderRow) => ({
  id: row.id,
  orderNumber: row.number,
  placedAt: new Date(row.placed_at).toISOString(),
  status: row.status,
  total: money(row.total_cents),
  lineItems: row.lines.map(({ priceCents, ...line }) => ({ ...line, price: money(priceCents) })),
  shippingAddress: row.shipping_address,
  trackingNumber: row.tracking_number,
  trackingUrl: row.tracking_number ? `https://auspost.com.au/mypost/track/#/details/${row.tracking_number}` : null,
});

/** `GET ns-orders/recent?limit` (newest first) and `GET ns-order?id` (by id or order number) for the signed-in customer. */
export function registerShopOrderRoutes(router: Router, { db }: BackendDeps): void {
  router.get('/ns-orders/recent', async (context) => {
    const customerId = await requireCustomer(db, context.headers);
    const { limit } = readQuery(context, z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }));
    const { rows } = await db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM shop_orders WHERE customer_id = $1 ORDER BY placed_at DESC, number DESC LIMIT $2`,
      [customerId, limit],
    );
    return { json: { orders: rows.map(orderJson) } };
  });
  router.get('/ns-order', async (context) => {
    const customerId = await requireCustomer(db, context.headers);
    const { id } = readQuery(context, z.object({ id: z.string({ error: 'id is required' }).trim().min(1).max(50) }));
    const { rows } = await db.query<OrderRow>(
      `SELECT ${COLUMNS} FROM shop_orders WHERE customer_id = $1 AND (id = $2 OR number = $2)`,
      [customerId, id],
    );
    if (!rows[0]) throw new ReplyError(404, `No order ${id}`);
    return { json: { order: orderJson(rows[0]) } };
  });
}
