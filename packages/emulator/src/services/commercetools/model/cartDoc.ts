import type { Queryable } from '../../../db/database';
import type { StoredAddress } from '../../../seed/accountProfiles';
import type { LineItemCustom } from './lineItemCustom';
import type { Owner } from './owner';

export interface CartLine {
  id: string;
  productId: string;
  sku: string;
  variantId: number;
  quantity: number;
  addedAt: string;
  lastModifiedAt: string;
  /** The line's custom fields (a gift card's recipient); lines stored before had none. */
  custom?: LineItemCustom | null;
}

/** A cart as a document. */
export interface CartDoc {
  id: string;
  version: number;
  customerId: string | null;
  anonymousId: string | null;
  customerEmail: string | null;
  cartState: 'Active' | 'Merged' | 'Ordered' | 'Frozen';
  currency: string;
  country: string | null;
  locale: string | null;
  lineItems: CartLine[];
  discountCodeIds: string[];
  shippingAddress: StoredAddress | null;
  billingAddress: StoredAddress | null;
  shippingMethodId: string | null;
  /** Custom fields of the cart's type ('order-checkout'); `null` without a custom type. */
  customFields: Record<string, unknown> | null;
  createdAt: string;
  lastModifiedAt: string;
}

interface Row {
  id: string;
  version: number;
  customer_id: string | null;
  anonymous_id: string | null;
  customer_email: string | null;
  cart_state: CartDoc['cartState'];
  currency: string;
  country: string | null;
  line_items: CartLine[];
  discount_code_ids: string[];
  shipping_address: StoredAddress | null;
  billing_address: StoredAddress | null;
  shipping_method_id: string | null;
  custom_fields: Record<string, unknown> | null;
  created_at: Date;
  last_modified_at: Date;
}

const COLUMNS = `id, version, customer_id, anonymous_id, customer_email, cart_state, currency, country, line_items,
  discount_code_ids, shipping_address, billing_address, shipping_method_id, custom_fields, created_at, last_modified_at`;

const toDoc = (row: Row): CartDoc => ({
  id: row.id,
  version: row.version,
  customerId: row.customer_id,
  anonymousId: row.anonymous_id,
  customerEmail: row.customer_email,
  cartState: row.cart_state,
  currency: row.currency,
  country: row.country,
  locale: null,
  lineItems: row.line_items,
  discountCodeIds: row.discount_code_ids,
  shippingAddress: row.shipping_address,
  billingAddress: row.billing_address,
  shippingMethodId: row.shipping_method_id,
  customFields: row.custom_fields ?? null,
  createdAt: new Date(row.created_at).toISOString(),
  lastModifiedAt: new Date(row.last_modified_at).toISOString(),
});

// `null` is the Admin API, which sees every cart (the parameter is still bound, so the query's shape is the same).
const ownerSql = (owner: Owner | null, parameter: number) =>
  !owner
    ? { sql: `$${parameter}::text IS NULL`, value: null }
    : owner.customerId
      ? { sql: `customer_id = $${parameter}`, value: owner.customerId }
      : { sql: `anonymous_id = $${parameter} AND customer_id IS NULL`, value: owner.anonymousId };

/** The owner's active cart: the most recently modified one in state Active. */
export async function findActiveCart(q: Queryable, owner: Owner, forUpdate = false): Promise<CartDoc | null> {
  const where = ownerSql(owner, 1);
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM carts WHERE ${where.sql} AND cart_state = 'Active'
     ORDER BY last_modified_at DESC, id LIMIT 1${forUpdate ? ' FOR UPDATE' : ''}`,
    [where.value],
  );
  return rows[0] ? toDoc(rows[0]) : null;
}

/** One cart of the owner (another owner's cart is "not found"); any cart for the Admin API (`null`). */
export async function findCart(
  q: Queryable,
  owner: Owner | null,
  id: string,
  forUpdate = false,
): Promise<CartDoc | null> {
  const where = ownerSql(owner, 2);
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM carts WHERE id = $1 AND ${where.sql}${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, where.value],
  );
  return rows[0] ? toDoc(rows[0]) : null;
}

/** A cart by id whoever owns it, locked (the back end's anonymous-cart merge). */
export async function lockCartById(q: Queryable, id: string): Promise<CartDoc | null> {
  const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM carts WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ? toDoc(rows[0]) : null;
}

export async function insertCart(q: Queryable, doc: CartDoc): Promise<CartDoc> {
  const { rows } = await q.query<Row>(
    `INSERT INTO carts (id, customer_id, anonymous_id, customer_email, currency, country, line_items,
       discount_code_ids, shipping_address, billing_address, shipping_method_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [
      doc.id,
      doc.customerId,
      doc.anonymousId,
      doc.customerEmail,
      doc.currency,
      doc.country,
      JSON.stringify(doc.lineItems),
      doc.discountCodeIds,
      doc.shippingAddress && JSON.stringify(doc.shippingAddress),
      doc.billingAddress && JSON.stringify(doc.billingAddress),
      doc.shippingMethodId,
    ],
  );
  return toDoc(rows[0] as Row);
}

/** Stores the changed cart as the next version. */
export async function saveCart(q: Queryable, doc: CartDoc): Promise<CartDoc> {
  const { rows } = await q.query<Row>(
    `UPDATE carts SET version = version + 1, customer_id = $2, customer_email = $3, cart_state = $4, country = $5,
       line_items = $6, discount_code_ids = $7, shipping_address = $8, billing_address = $9, shipping_method_id = $10,
       custom_fields = $12, last_modified_at = now()
     WHERE id = $1 AND version = $11 RETURNING ${COLUMNS}`,
    [
      doc.id,
      doc.customerId,
      doc.customerEmail,
      doc.cartState,
      doc.country,
      JSON.stringify(doc.lineItems),
      doc.discountCodeIds,
      doc.shippingAddress && JSON.stringify(doc.shippingAddress),
      doc.billingAddress && JSON.stringify(doc.billingAddress),
      doc.shippingMethodId,
      doc.version,
      doc.customFields && JSON.stringify(doc.customFields),
    ],
  );
  if (!rows[0]) throw new Error(`cart ${doc.id} changed under a row lock`);
  return toDoc(rows[0]);
}

/** Every cart of the owner, oldest first (at most 500, more than a shopper keeps). */
export async function listCarts(q: Queryable, owner: Owner | null): Promise<CartDoc[]> {
  const where = ownerSql(owner, 1);
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM carts WHERE ${where.sql} ORDER BY created_at, id LIMIT 500`,
    [where.value],
  );
  return rows.map(toDoc);
}
