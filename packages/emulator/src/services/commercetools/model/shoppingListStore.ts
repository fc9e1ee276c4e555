import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/database';
import { CommercetoolsError, invalidInput, resourceNotFound } from '../errors';
import type { Session } from '../oauth/tokenStore';
import { loadProducts } from '../products/productRows';
import { readLocalized } from './localizedInput';
import { requireOwner } from './owner';
import { compilePredicate, compileSort } from './queryPredicate';
import {
  addShoppingListLine,
  applyShoppingListActions,
  MAX_SHOPPING_LIST_LINES,
  referencedProducts,
} from './shoppingListActions';
import {
  findShoppingList,
  insertShoppingList,
  listShoppingLists,
  type ShoppingListDoc,
  saveShoppingList,
} from './shoppingListDoc';
import { shoppingListResource, shoppingListSources } from './shoppingListView';
import { checkActionCount } from './updateActions';
import { checkVersion } from './versioned';

/** Which list: by `id` or by `key`, exactly one of them. */
export type ShoppingListTarget = { id?: string | null; key?: string | null };

/** What a query of the shopper's lists asks for: `where` and `sort` on the REST list, `limit` ≤ 500, `offset`. */
export interface ShoppingListQuery {
  where?: unknown;
  sort?: unknown;
  limit?: unknown;
  offset?: unknown;
}

const page = (value: unknown, fallback: number, max: number, name: string) => {
  const number = value == null ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max)
    throw invalidInput(`Malformed parameter: ${name}: The ${name} parameter must be in the range of [0..${max}]`);
  return number;
};

/** The `ResourceNotFound` of a list asked for by id or key. */
export const shoppingListNotFound = (target: ShoppingListTarget) =>
  resourceNotFound(
    target.id
      ? `The ShoppingList with ID '${target.id}' was not found.`
      : `The ShoppingList with key '${target.key}' was not found.`,
  );

function requireIdOrKey(target: ShoppingListTarget) {
  if (!target.id === !target.key) throw invalidInput('Exactly one of id and key is required.');
}

const actionDrafts = (actions: Record<string, unknown>[]) =>
  actions.map((action) => action.addLineItem).filter(Boolean) as Record<string, unknown>[];

const sourceOf = async (db: Database, doc: ShoppingListDoc, origin: string) =>
  (await shoppingListSources(db, [doc], origin))[0];

/** A page of the shopper's lists as their sources (`me.shoppingLists`, REST `GET /me/shopping-lists`). */
export async function queryMyShoppingLists(db: Database, session: Session, query: ShoppingListQuery, origin: string) {
  const owner = requireOwner(session);
  const limit = page(query.limit, 20, 500, 'limit');
  const offset = page(query.offset, 0, 10_000, 'offset');
  const predicate = query.where ? compilePredicate(String(query.where)) : () => true;
  const sort = compileSort((query.sort as string[] | null) ?? []);
  const docs = (await listShoppingLists(db, owner))
    .map((doc) => ({ doc, resource: shoppingListResource(doc) }))
    .filter(({ resource }) => predicate(resource))
    .sort((a, b) => sort(a.resource, b.resource));
  const results = await shoppingListSources(
    db,
    docs.slice(offset, offset + limit).map(({ doc }) => doc),
    origin,
  );
  return { offset, count: results.length, total: docs.length, exists: docs.length > 0, results };
}

/** One of the shopper's lists by id or key (`me.shoppingList`, REST `GET /me/shopping-lists/{id}`), or null. */
export async function findMyShoppingList(db: Database, session: Session, target: ShoppingListTarget, origin: string) {
  requireIdOrKey(target);
  const doc = await findShoppingList(db, requireOwner(session), target);
  return doc ? sourceOf(db, doc, origin) : null;
}

/** `createMyShoppingList` (REST `POST /me/shopping-lists`): a `MyShoppingListDraft` with localized lists as GraphQL takes them. */
export async function createMyShoppingList(
  db: Database,
  session: Session,
  draft: Record<string, unknown>,
  origin: string,
) {
  const owner = requireOwner(session);
  if ((draft.textLineItems as unknown[] | null)?.length || draft.custom || draft.store) {
    throw new CommercetoolsError(
      'NotImplemented',
      'Text line items, custom fields and stores of shopping lists are not implemented by the emulator',
    );
  }
  const name = readLocalized(draft.name, 'name');
  if (!name) throw invalidInput('A shopping list needs a name.');
  const drafts = (draft.lineItems as Record<string, unknown>[] | null) ?? [];
  if (drafts.length > MAX_SHOPPING_LIST_LINES)
    throw invalidInput(`A shopping list holds at most ${MAX_SHOPPING_LIST_LINES} line items.`);
  const doc = await db.transaction(async (tx) => {
    const products = await loadProducts(tx, referencedProducts(drafts));
    const now = new Date().toISOString();
    let lineItems: ShoppingListDoc['lineItems'] = [];
    for (const line of drafts) lineItems = addShoppingListLine(lineItems, line, products, now);
    return insertShoppingList(tx, {
      id: randomUUID(),
      version: 1,
      key: null,
      customerId: owner.customerId,
      anonymousId: owner.anonymousId,
      name,
      description: readLocalized(draft.description, 'description'),
      lineItems,
      deleteDaysAfterLastModification: (draft.deleteDaysAfterLastModification as number | null) ?? null,
      createdAt: now,
      lastModifiedAt: now,
    });
  });
  return sourceOf(db, doc, origin);
}

/** `updateMyShoppingList` (REST `POST /me/shopping-lists/{id}`): the version checked and every action applied in one transaction. */
export async function updateMyShoppingList(
  db: Database,
  session: Session,
  target: ShoppingListTarget,
  version: number,
  actions: Record<string, unknown>[],
  origin: string,
) {
  requireIdOrKey(target);
  const owner = requireOwner(session);
  checkActionCount(actions);
  const doc = await db.transaction(async (tx) => {
    const current = await findShoppingList(tx, owner, target, true);
    if (!current) throw shoppingListNotFound(target);
    checkVersion(current.id, version, current.version);
    const products = await loadProducts(tx, referencedProducts(actionDrafts(actions)));
    return saveShoppingList(tx, applyShoppingListActions(current, actions, products));
  });
  return sourceOf(db, doc, origin);
}

/** `deleteMyShoppingList` (REST `DELETE /me/shopping-lists/{id}?version=`): the deleted list. */
export async function deleteMyShoppingList(
  db: Database,
  session: Session,
  target: ShoppingListTarget,
  version: number,
  origin: string,
) {
  requireIdOrKey(target);
  const owner = requireOwner(session);
  const doc = await db.transaction(async (tx) => {
    const current = await findShoppingList(tx, owner, target, true);
    if (!current) throw shoppingListNotFound(target);
    checkVersion(current.id, version, current.version);
    await tx.query('DELETE FROM shopping_lists WHERE id = $1', [current.id]);
    return current;
  });
  return sourceOf(db, doc, origin);
}
