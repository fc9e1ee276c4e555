import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../../db/database';
import { mail } from '../../backend/mail';
import { CommercetoolsError, invalidInput, invalidOperation, resourceNotFound } from '../errors';
import { type CartDoc, findCart, saveCart } from './cartDoc';
import { type PricedCart, priceCart } from './cartPricing';
import { catalogFor } from './cartStore';
import { cartSource } from './cartView';
import { takeOrderStock } from './orderStock';
import type { Owner } from './owner';
import { checkVersion } from './versioned';

export interface OrderRecord {
  id: string;
  version: number;
  orderNumber: string;
  cartId: string;
  orderState: string;
  paymentState: string | null;
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
      paymentState: null,
      snapshot: { cart: ordered, priced },
      createdAt: at,
      lastModifiedAt: at,
    };
  });
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The donation the shop's back end holds for this cart (`donation/add` names the cart it was added for): checkout
 * charges it beside commerce's total, so the back end's email adds it. A donation left from another cart is not
 * this order's.
 */
async function cartDonation(tx: Queryable, cart: CartDoc) {
  if (!cart.customerId) return null;
  const { rows } = await tx.query<{ amount_cents: number; charity: string }>(
    'SELECT amount_cents, charity FROM donations WHERE customer_id = $1 AND cart_id = $2',
    [cart.customerId, cart.id],
  );
  return rows[0] ?? null;
}

/**
 * The order confirmation the shop's order system sends when an order is created: to the order's email (the cart's,
 * else the customer's), in the ordering transaction, so each order sends exactly one. No email, no message. The
 * total is what the shopper pays: commerce's total and the back end's donation for this cart, on its own line.
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
  const donation = await cartDonation(tx, cart);
  const body = [
    `Thank you for your order ${orderNumber}.`,
    '',
    ...lines,
    ...(priced.discountCents ? [`Discount: -${dollars(priced.discountCents)}`] : []),
    ...(delivery ? [delivery] : []),
    ...(donation ? [`Donation to ${donation.charity}: ${dollars(donation.amount_cents)}`] : []),
    `Total: ${dollars(priced.totalCents + (donation?.amount_cents ?? 0))} ${priced.currency} (GST included)`,
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
    paymentState: order.paymentState,
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
  payment_state: string | null;
  snapshot: OrderRecord['snapshot'];
  created_at: Date;
  last_modified_at: Date;
}

const ORDER_COLUMNS =
  'id, version, order_number, cart_id, order_state, payment_state, snapshot, created_at, last_modified_at';

const toRecord = (row: OrderRow): OrderRecord => ({
  id: row.id,
  version: row.version,
  orderNumber: row.order_number,
  cartId: row.cart_id,
  orderState: row.order_state,
  paymentState: row.payment_state,
  snapshot: row.snapshot,
  createdAt: new Date(row.created_at).toISOString(),
  lastModifiedAt: new Date(row.last_modified_at).toISOString(),
});

// `null` is the Admin API, which sees every order (the parameter is still bound).
const ownerSql = (owner: Owner | null, parameter: number) =>
  !owner
    ? `$${parameter}::text IS NULL`
    : owner.customerId
      ? `customer_id = $${parameter}`
      : `anonymous_id = $${parameter} AND customer_id IS NULL`;
const ownerValue = (owner: Owner | null) => (owner ? (owner.customerId ?? owner.anonymousId) : null);

/** Reads an order of the owner (for `me.order`), or any order for the Admin API (`null`). */
export async function findOrder(
  q: Queryable,
  owner: Owner | null,
  by: { id?: string | null; orderNumber?: string | null },
) {
  const column = by.id ? 'id' : 'order_number';
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${column} = $1 AND ${ownerSql(owner, 2)}`,
    [by.id ?? by.orderNumber, ownerValue(owner)],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The owner's orders (every order for the Admin API), oldest first (at most 500; `orders` pages over these). */
export async function listOrders(q: Queryable, owner: Owner | null): Promise<OrderRecord[]> {
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${ownerSql(owner, 1)} ORDER BY created_at, id LIMIT 500`,
    [ownerValue(owner)],
  );
  return rows.map(toRecord);
}

const ORDER_STATES = ['Open', 'Confirmed', 'Complete', 'Cancelled'];
const PAYMENT_STATES = ['BalanceDue', 'Failed', 'Pending', 'CreditOwed', 'Paid'];

/**
 * The Admin API's `updateOrder`: `changeOrderState` and `changePaymentState` (the workflow the graphql orders example
 * runs); any other action answers `NotImplemented`. A stale version is `ConcurrentModification` (409).
 */
export async function updateOrder(
  db: Database,
  by: { id?: string | null; orderNumber?: string | null },
  version: number,
  actions: Record<string, unknown>[],
): Promise<OrderRecord> {
  if (!actions.length || actions.length > 100) throw invalidInput('An update needs 1 to 100 actions.');
  return db.transaction(async (tx) => {
    const column = by.id ? 'id' : 'order_number';
    const { rows } = await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE ${column} = $1 FOR UPDATE`, [
      by.id ?? by.orderNumber,
    ]);
    const order = rows[0] ? toRecord(rows[0]) : null;
    if (!order) throw resourceNotFound(`The Order with ID '${by.id ?? by.orderNumber}' was not found.`);
    checkVersion(order.id, version, order.version);
    let { orderState, paymentState } = order;
    for (const action of actions) {
      const [[kind, fields]] = Object.entries(action) as [[string, Record<string, unknown>]];
      if (kind === 'changeOrderState') {
        if (!ORDER_STATES.includes(fields.orderState as string))
          throw invalidInput(`'orderState' must be one of ${ORDER_STATES.join(', ')}.`);
        orderState = fields.orderState as string;
      } else if (kind === 'changePaymentState') {
        if (fields.paymentState != null && !PAYMENT_STATES.includes(fields.paymentState as string))
          throw invalidInput(`'paymentState' must be one of ${PAYMENT_STATES.join(', ')}.`);
        paymentState = (fields.paymentState as string | null) ?? null;
      } else {
        throw new CommercetoolsError(
          'NotImplemented',
          `The order update action '${kind}' is not implemented by the emulator`,
        );
      }
    }
    const { rows: saved } = await tx.query<OrderRow>(
      `UPDATE orders SET order_state = $2, payment_state = $3, version = version + 1, last_modified_at = now()
       WHERE id = $1 RETURNING ${ORDER_COLUMNS}`,
      [order.id, orderState, paymentState],
    );
    return toRecord(saved[0] as OrderRow);
  });
}
