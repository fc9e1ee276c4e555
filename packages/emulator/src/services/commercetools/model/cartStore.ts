import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../../db/database';
import { CommercetoolsError, invalidInput, resourceNotFound } from '../errors';
import { addCartLine, applyCartActions, cartActionRefs } from './cartActions';
import { loadCartCatalog } from './cartCatalog';
import { type CartDoc, findCart, insertCart, lockCartById, saveCart } from './cartDoc';
import { priceCart } from './cartPricing';
import { cartOnlySource } from './cartView';
import { customDraft, sameCustom } from './lineItemCustom';
import type { Owner } from './owner';
import { checkActionCount } from './updateActions';
import { checkVersion } from './versioned';

/** The catalogue rows a cart refers to. */
export const catalogFor = (
  q: Queryable,
  doc: CartDoc,
  extra: ReturnType<typeof cartActionRefs> = { productIds: [], skus: [], codes: [] },
) =>
  loadCartCatalog(q, {
    productIds: [...doc.lineItems.map((line) => line.productId), ...extra.productIds],
    skus: extra.skus,
    discountCodeIds: doc.discountCodeIds,
    codes: extra.codes,
  });

/** A cart as its GraphQL source, priced against the catalogue now. */
export async function viewCart(q: Queryable, doc: CartDoc, origin: string) {
  return cartOnlySource(doc, priceCart(doc, await catalogFor(q, doc)), origin);
}

const UNSUPPORTED_DRAFT_FIELDS = [
  'custom',
  'store',
  'businessUnit',
  'purchaseOrderNumber',
  'deleteDaysAfterLastModification',
];

/**
 * `createMyCart`: a new active cart of the owner, with the draft's line items, addresses, shipping and codes applied.
 * As on commercetools, an owner may hold several active carts (`me.activeCart` answers the most recently modified):
 * nothing here stops a second one, so a client's race between parallel first adds shows as it would in production.
 */
export async function createCart(db: Database, owner: Owner, draft: Record<string, unknown>): Promise<CartDoc> {
  return createOwnedCart(db, owner, draft);
}

/** Fields of the Admin API's `CartDraft`, beyond `MyCartDraft`'s, the emulated cart has no place for. */
const ADMIN_ONLY_DRAFT_FIELDS = ['key', 'customerGroup', 'externalTaxRateForShippingMethod', 'shippingRateInput'];

/** `CartDraft` settings the emulated cart always has (GraphQL fills in these defaults); another value is refused. */
const ADMIN_FIXED_SETTINGS: Record<string, string> = {
  origin: 'Customer',
  priceRoundingMode: 'HalfEven',
  taxRoundingMode: 'HalfEven',
  taxCalculationMode: 'LineItemLevel',
};

/**
 * The Admin API's `createCart` (`CartDraft`): the cart belongs to the draft's `customerId` or `anonymousId`, or to
 * nobody; like `createMyCart`, beside any active carts the owner already has.
 */
export async function createAdminCart(db: Database, draft: Record<string, unknown>): Promise<CartDoc> {
  const {
    customerId,
    anonymousId,
    origin: _o,
    priceRoundingMode: _p,
    taxRoundingMode: _t,
    taxCalculationMode: _c,
    ...rest
  } = draft;
  for (const field of ADMIN_ONLY_DRAFT_FIELDS) {
    if (draft[field] != null)
      throw new CommercetoolsError('NotImplemented', `CartDraft.${field} is not implemented by the emulator`);
  }
  for (const [field, value] of Object.entries(ADMIN_FIXED_SETTINGS)) {
    if (draft[field] != null && draft[field] !== value)
      throw new CommercetoolsError('NotImplemented', `Only CartDraft.${field} ${value} is emulated`);
  }
  if ((draft.customLineItems as unknown[] | null)?.length)
    throw new CommercetoolsError('NotImplemented', 'CartDraft.customLineItems is not implemented by the emulator');
  delete rest.customLineItems;
  if (customerId != null && typeof customerId !== 'string') throw invalidInput("'customerId' must be text.");
  if (anonymousId != null && typeof anonymousId !== 'string') throw invalidInput("'anonymousId' must be text.");
  if (typeof customerId === 'string') {
    const { rows } = await db.query('SELECT 1 FROM customers WHERE id = $1', [customerId]);
    if (!rows.length) throw invalidInput(`The customer with ID '${customerId.slice(0, 80)}' was not found.`);
  }
  const owner: Owner | null =
    typeof customerId === 'string'
      ? { customerId, anonymousId: null }
      : typeof anonymousId === 'string'
        ? { customerId: null, anonymousId }
        : null;
  const doc = await createOwnedCart(db, owner, rest);
  // A customer's cart may also carry the session it started in.
  if (owner?.customerId && typeof anonymousId === 'string') {
    await db.query('UPDATE carts SET anonymous_id = $2 WHERE id = $1', [doc.id, anonymousId]);
    return { ...doc, anonymousId };
  }
  return doc;
}

async function createOwnedCart(db: Database, owner: Owner | null, draft: Record<string, unknown>): Promise<CartDoc> {
  for (const field of UNSUPPORTED_DRAFT_FIELDS) {
    if (draft[field] != null)
      throw new CommercetoolsError('NotImplemented', `MyCartDraft.${field} is not implemented by the emulator`);
  }
  for (const field of ['itemShippingAddresses', 'customShipping', 'shipping']) {
    if ((draft[field] as unknown[] | null)?.length) {
      throw new CommercetoolsError('NotImplemented', `MyCartDraft.${field} is not implemented by the emulator`);
    }
  }
  if (
    (draft.shippingMode ?? 'Single') !== 'Single' ||
    (draft.inventoryMode ?? 'None') !== 'None' ||
    (draft.taxMode ?? 'Platform') !== 'Platform'
  ) {
    throw new CommercetoolsError(
      'NotImplemented',
      'Only shippingMode Single, inventoryMode None and taxMode Platform are emulated',
    );
  }
  const currency = String(draft.currency ?? '');
  if (!/^[A-Z]{3}$/.test(currency)) throw invalidInput(`'${currency.slice(0, 10)}' is not a valid currency code.`);
  const country = draft.country == null ? null : String(draft.country);
  if (country !== null && !/^[A-Z]{2}$/.test(country))
    throw invalidInput(`'${country.slice(0, 10)}' is not a valid country code.`);
  const lines = (draft.lineItems as Record<string, unknown>[] | null) ?? [];
  const codes = (draft.discountCodes as string[] | null) ?? [];
  if (lines.length > 250 || codes.length > 10)
    throw invalidInput('Too many line items or discount codes in the draft.');
  return db.transaction(async (tx) => {
    // Only the draft's email: commercetools does not copy the customer's email onto a new cart.
    const customerEmail = (draft.customerEmail as string | null) ?? null;
    const now = new Date().toISOString();
    let doc: CartDoc = {
      id: randomUUID(),
      version: 1,
      customerId: owner?.customerId ?? null,
      anonymousId: owner?.anonymousId ?? null,
      customerEmail,
      cartState: 'Active',
      currency,
      country,
      locale: null,
      lineItems: [],
      discountCodeIds: [],
      shippingAddress: null,
      billingAddress: null,
      shippingMethodId: null,
      customFields: null,
      createdAt: now,
      lastModifiedAt: now,
    };
    const actions: Record<string, unknown>[] = [];
    if (draft.shippingAddress) actions.push({ setShippingAddress: { address: draft.shippingAddress } });
    if (draft.billingAddress) actions.push({ setBillingAddress: { address: draft.billingAddress } });
    if (draft.shippingMethod) actions.push({ setShippingMethod: { shippingMethod: draft.shippingMethod } });
    for (const code of codes) actions.push({ addDiscountCode: { code } });
    const refs = cartActionRefs(actions);
    const catalog = await loadCartCatalog(tx, {
      productIds: lines.map((line) => line.productId).filter((id): id is string => typeof id === 'string'),
      skus: lines.map((line) => line.sku).filter((sku): sku is string => typeof sku === 'string'),
      codes: refs.codes,
    });
    for (const line of lines) doc = { ...doc, lineItems: addCartLine(doc, line, catalog, now) };
    doc = applyCartActions(doc, actions, catalog, now);
    return insertCart(tx, doc);
  });
}

/**
 * `updateMyCart` (and the Admin API's `updateCart`, `owner` null): locks the owner's cart, checks the version, applies
 * the actions, stores the next version.
 */
export async function updateCart(
  db: Database,
  owner: Owner | null,
  id: string,
  version: number,
  actions: Record<string, unknown>[],
): Promise<CartDoc> {
  checkActionCount(actions);
  return db.transaction(async (tx) => {
    const doc = await findCart(tx, owner, id, true);
    if (!doc) throw resourceNotFound(`The Cart with ID '${id}' was not found.`);
    checkVersion(doc.id, version, doc.version);
    const catalog = await catalogFor(tx, doc, cartActionRefs(actions));
    return saveCart(tx, applyCartActions(doc, actions, catalog));
  });
}

/**
 * `deleteMyCart`: removes the owner's cart at the given version and answers it as it was, whatever its state: as on
 * commercetools, an order made from it keeps its own copy and the cart's id.
 */
export async function deleteCart(db: Database, owner: Owner | null, id: string, version: number): Promise<CartDoc> {
  return db.transaction(async (tx) => {
    const doc = await findCart(tx, owner, id, true);
    if (!doc) throw resourceNotFound(`The Cart with ID '${id}' was not found.`);
    checkVersion(doc.id, version, doc.version);
    await tx.query('DELETE FROM carts WHERE id = $1', [doc.id]);
    return doc;
  });
}

/**
 * Merges an anonymous cart into a customer's active cart at sign-in (commercetools' MergeWithExistingCustomerCart,
 * which the back end's sign-in paths hand `anonymousCartId` on to): the lines move over into the customer's most
 * recently modified active cart and the anonymous cart becomes Merged; without an active cart, the anonymous cart is
 * handed to the customer. A product in both carts keeps the larger of the two quantities, never their sum. Runs inside
 * the caller's transaction; an unknown, foreign or inactive cart is left alone.
 */
export async function mergeAnonymousCart(tx: Queryable, customerId: string, anonymousCartId: string): Promise<boolean> {
  const anonymous = await lockCartById(tx, anonymousCartId);
  if (!anonymous || anonymous.customerId || !anonymous.anonymousId || anonymous.cartState !== 'Active') return false;
  const owner: Owner = { customerId, anonymousId: null };
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM carts WHERE customer_id = $1 AND cart_state = 'Active' ORDER BY last_modified_at DESC, id LIMIT 1`,
    [customerId],
  );
  const target = rows[0] ? await findCart(tx, owner, rows[0].id, true) : null;
  if (!target) {
    await saveCart(tx, { ...anonymous, customerId });
    return true;
  }
  const catalog = await catalogFor(tx, target, {
    productIds: anonymous.lineItems.map((line) => line.productId),
    skus: [],
    codes: [],
  });
  let merged = target;
  const now = new Date().toISOString();
  for (const line of anonymous.lineItems) {
    if (!catalog.products.byId.has(line.productId) || merged.currency !== anonymous.currency) continue;
    const held =
      merged.lineItems.find(
        (existing) => existing.productId === line.productId && sameCustom(existing.custom, line.custom),
      )?.quantity ?? 0;
    const quantity = line.quantity - held;
    if (quantity <= 0) continue;
    const draft = { productId: line.productId, quantity, custom: customDraft(line.custom) };
    merged = { ...merged, lineItems: addCartLine(merged, draft, catalog, now) };
  }
  await saveCart(tx, merged);
  await saveCart(tx, { ...anonymous, cartState: 'Merged' });
  return true;
}
