import type { Queryable } from '../../../db/database';
import type { Owner } from './owner';
import type { Localized } from './viewFields';

export interface ShoppingListLine {
  id: string;
  productId: string;
  variantId: number;
  quantity: number;
  addedAt: string;
}

/** A shopping list (wishlist) as a document. */
export interface ShoppingListDoc {
  id: string;
  version: number;
  key: string | null;
  customerId: string | null;
  anonymousId: string | null;
  name: Localized;
  description: Localized | null;
  lineItems: ShoppingListLine[];
  deleteDaysAfterLastModification: number | null;
  createdAt: string;
  lastModifiedAt: string;
}

interface Row {
  id: string;
  version: number;
  key: string | null;
  customer_id: string | null;
  anonymous_id: string | null;
  name: Localized;
  description: Localized | null;
  line_items: ShoppingListLine[];
  delete_days_after_last_modification: number | null;
  created_at: Date;
  last_modified_at: Date;
}

const SELECT = `SELECT id, version, key, customer_id, anonymous_id, name, description, line_items,
  delete_days_after_last_modification, created_at, last_modified_at FROM shopping_lists`;

const toDoc = (row: Row): ShoppingListDoc => ({
  id: row.id,
  version: row.version,
  key: row.key,
  customerId: row.customer_id,
  anonymousId: row.anonymous_id,
  name: row.name,
  description: row.description,
  lineItems: row.line_items,
  deleteDaysAfterLastModification: row.delete_days_after_last_modification,
  createdAt: new Date(row.created_at).toISOString(),
  lastModifiedAt: new Date(row.last_modified_at).toISOString(),
});

const ownerSql = (owner: Owner) =>
  owner.customerId
    ? { sql: 'customer_id = $1', value: owner.customerId }
    : { sql: 'anonymous_id = $1 AND customer_id IS NULL', value: owner.anonymousId };

/** Every shopping list of an owner, oldest first. */
export async function listShoppingLists(q: Queryable, owner: Owner): Promise<ShoppingListDoc[]> {
  const where = ownerSql(owner);
  const { rows } = await q.query<Row>(`${SELECT} WHERE ${where.sql} ORDER BY created_at, id`, [where.value]);
  return rows.map(toDoc);
}

/** One shopping list of an owner by id or key (someone else's list is "not found"). */
export async function findShoppingList(
  q: Queryable,
  owner: Owner,
  by: { id?: string | null; key?: string | null },
  forUpdate = false,
): Promise<ShoppingListDoc | null> {
  const where = ownerSql(owner);
  const column = by.id ? 'id' : 'key';
  const { rows } = await q.query<Row>(
    `${SELECT} WHERE ${where.sql} AND ${column} = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [where.value, by.id ?? by.key],
  );
  return rows[0] ? toDoc(rows[0]) : null;
}

/** A shopping list by id whoever owns it (for share links). */
export async function loadShoppingListById(q: Queryable, id: string): Promise<ShoppingListDoc | null> {
  const { rows } = await q.query<Row>(`${SELECT} WHERE id = $1`, [id]);
  return rows[0] ? toDoc(rows[0]) : null;
}

export async function insertShoppingList(q: Queryable, doc: ShoppingListDoc): Promise<ShoppingListDoc> {
  const { rows } = await q.query<Row>(
    `INSERT INTO shopping_lists (id, key, customer_id, anonymous_id, name, description, line_items,
       delete_days_after_last_modification) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, version, key, customer_id, anonymous_id, name, description, line_items,
       delete_days_after_last_modification, created_at, last_modified_at`,
    [
      doc.id,
      doc.key,
      doc.customerId,
      doc.anonymousId,
      JSON.stringify(doc.name),
      doc.description && JSON.stringify(doc.description),
      JSON.stringify(doc.lineItems),
      doc.deleteDaysAfterLastModification,
    ],
  );
  return toDoc(rows[0] as Row);
}

export async function saveShoppingList(q: Queryable, doc: ShoppingListDoc): Promise<ShoppingListDoc> {
  const { rows } = await q.query<Row>(
    `UPDATE shopping_lists SET version = version + 1, name = $2, description = $3, line_items = $4,
       last_modified_at = now() WHERE id = $1 AND version = $5
     RETURNING id, version, key, customer_id, anonymous_id, name, description, line_items,
       delete_days_after_last_modification, created_at, last_modified_at`,
    [
      doc.id,
      JSON.stringify(doc.name),
      doc.description && JSON.stringify(doc.description),
      JSON.stringify(doc.lineItems),
      doc.version,
    ],
  );
  if (!rows[0]) throw new Error(`shopping list ${doc.id} changed under a row lock`);
  return toDoc(rows[0]);
}
