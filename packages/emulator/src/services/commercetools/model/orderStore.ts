import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../../db/database';
import { mail } from '../../backend/mail';
import { invalidOperation, resourceNotFound } from '../errors';
import type { Owner } from '../graphql/session';
import { type CartDoc, findCart, saveCart } from './cartDoc';
import { type PricedCart, priceCart } from './cartPricing';
import { catalogFor } from './cartStore';
import { cartSource } from './cartView';
import { takeOrderStock } from './orderStock';
import { checkVersion } from './versioned';

export interface OrderRecord {
  id: string;
  version: number;
  orderNumber: string;
  cartId: string;
  orderState: string;
  snapshot: { cart: CartDoc; priced: PricedCart };
  createdAt: string;
  lastModifiedAt: string;
}

/**
 * `createMyOrderFromCart`: in one transaction, checks the cart's owner, state and version, takes the quantities off
 * stock (failing with `OutOfStock` when a product on stock has too few, orderStock.ts), freezes its prices into the
 * order, marks the cart Ordered and counts the applied discount codes.
 */
export async function createOrderFromCart(
  db: Database,
  owner: Owner,
  cartId: string,
  version: number,
): Promise<OrderRecord> {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, owner, cartId, true);
    if (!cart) throw resourceNotFound(`The Cart with ID '${cartId}' was not found.`);
    checkVersion(cart.id, version, cart.version);
    if (cart.cartState !== 'Active')
      throw invalidOperation(`The cart is in state '${cart.cartState}' and cannot be ordered.`);
    if (!cart.lineItems.length) throw invalidOperation('An empty cart cannot be ordered.');
    const priced = priceCart(cart, await catalogFor(tx, cart));
    await takeOrderStock(tx, cart.lineItems);
    const ordered = await saveCart(tx, { ...cart, cartState: 'Ordered' });
    const applied = priced.discountCodes.filter((entry) => entry.state === 'MatchesCart').map((entry) => entry.code.id);
    if (applied.length) {
      await tx.query('UPDATE discount_codes SET application_count = application_count + 1 WHERE id = ANY($1::text[])', [
        applied,
      ]);
    }
    const id = randomUUID();
    const { rows } = await tx.query<{ order_number: string; created_at: Date }>(
      `INSERT INTO orders (id, order_number, cart_id, customer_id, anonymous_id, snapshot)
       VALUES ($1, nextval('order_numbers')::text, $2, $3, $4, $5) RETURNING order_number, created_at`,
      [id, cart.id, cart.customerId, cart.anonymousId, JSON.stringify({ cart: ordered, priced })],
    );
    const row = rows[0] as { order_number: string; created_at: Date };
    await confirmationEmail(tx, ordered, priced, row.order_number);
    const at = new Date(row.created_at).toISOString();
    return {
      id,
      version: 1,
      orderNumber: row.order_number,
      cartId: cart.id,
      orderState: 'Open',
      snapshot: { cart: ordered, priced },
      createdAt: at,
      lastModifiedAt: at,
    };
  });
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The order confirmation the shop's order system sends when an order is created: to the order's email (the cart's,
 * else the customer's), in the ordering transaction, so each order sends exactly one. No email, no message.
 */
async function confirmationEmail(tx: Queryable, cart: CartDoc, priced: PricedCart, orderNumber: string) {
  let email = cart.customerEmail;
  if (!email && cart.customerId) {
    const { rows } = await tx.query<{ email: string }>('SELECT email FROM customers WHERE id = $1', [cart.customerId]);
    email = rows[0]?.email ?? null;
  }
  if (!email) return;
  const quantities = new Map(cart.lineItems.map((line) => [line.id, line.quantity]));
  const lines = priced.lines.map(
    (line) => `${quantities.get(line.lineId) ?? 1} x ${line.product.name}: ${dollars(line.totalCents)}`,
  );
  const delivery = priced.shipping
    ? `${priced.shipping.method.name}: ${priced.shipping.priceCents ? dollars(priced.shipping.priceCents) : 'Free'}`
    : null;
  const body = [
    `Thank you for your order ${orderNumber}.`,
    '',
    ...lines,
    ...(priced.discountCents ? [`Discount: -${dollars(priced.discountCents)}`] : []),
    ...(delivery ? [delivery] : []),
    `Total: ${dollars(priced.totalCents)} ${priced.currency} (GST included)`,
  ].join('\n');
  await mail(tx, { log: () => {} }, { email, subject: `Order confirmation ${orderNumber}`, body });
}

/** An order as the GraphQL `Order` source: the frozen cart plus the order's own fields. */
export function orderSource(order: OrderRecord, origin: string) {
  return {
    ...cartSource(order.snapshot.cart, order.snapshot.priced, origin),
    id: order.id,
    version: order.version,
    orderNumber: order.orderNumber,
    orderState: order.orderState,
    completedAt: null,
    stateRef: null,
    state: null,
    shipmentState: null,
    paymentState: null,
    syncInfo: [],
    returnInfo: [],
    lastMessageSequenceNumber: 1,
    cartRef: { typeId: 'cart', id: order.cartId },
    quoteRef: null,
    quote: null,
    recurringOrderRef: null,
    recurringOrder: null,
    createdAt: order.createdAt,
    lastModifiedAt: order.lastModifiedAt,
  };
}

interface OrderRow {
  id: string;
  version: number;
  order_number: string;
  cart_id: string;
  order_state: string;
  snapshot: OrderRecord['snapshot'];
  created_at: Date;
  last_modified_at: Date;
}

const ORDER_COLUMNS = 'id, version, order_number, cart_id, order_state, snapshot, created_at, last_modified_at';

const toRecord = (row: OrderRow): OrderRecord => ({
  id: row.id,
  version: row.version,
  orderNumber: row.order_number,
  cartId: row.cart_id,
  orderState: row.order_state,
  snapshot: row.snapshot,
  createdAt: new Date(row.created_at).toISOString(),
  lastModifiedAt: new Date(row.last_modified_at).toISOString(),
});

const ownerSql = (owner: Owner, parameter: number) =>
  owner.customerId ? `customer_id = $${parameter}` : `anonymous_id = $${parameter} AND customer_id IS NULL`;

/** Reads an order of the owner (for `me.order`). */
export async function findOrder(q: Queryable, owner: Owner, by: { id?: string | null; orderNumber?: string | null }) {
  const column = by.id ? 'id' : 'order_number';
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${column} = $1 AND ${ownerSql(owner, 2)}`,
    [by.id ?? by.orderNumber, owner.customerId ?? owner.anonymousId],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The owner's orders, oldest first (at most 500 of them; `me.orders` pages over these). */
export async function listOrders(q: Queryable, owner: Owner): Promise<OrderRecord[]> {
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${ownerSql(owner, 1)} ORDER BY created_at, id LIMIT 500`,
    [owner.customerId ?? owner.anonymousId],
  );
  return rows.map(toRecord);
}
