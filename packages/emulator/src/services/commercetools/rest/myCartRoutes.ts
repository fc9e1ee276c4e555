import type { Database } from '../../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../../http/router';
import { CommercetoolsError, invalidInput, restErrorBody } from '../errors';
import type { CommercetoolsContext } from '../graphql/resolvers';
import { requireOwner } from '../graphql/session';
import { findActiveCart, findCart } from '../model/cartDoc';
import { createCart, updateCart, viewCart } from '../model/cartStore';
import type { Session } from '../oauth/tokenStore';

type Json = Record<string, unknown>;

/** Fields of the GraphQL source that are resolved objects beside their reference; REST answers the reference only. */
const RESOLVED_OBJECTS = new Set([
  'productType',
  'customerGroup',
  'store',
  'businessUnit',
  'shippingMethod',
  'stores',
  'refusedGifts',
]);
/** GraphQL source names that REST spells otherwise. */
const RENAMED: Record<string, string> = {
  allLineItems: 'lineItems',
  names: 'name',
  slugs: 'productSlug',
  productTypeRef: 'productType',
  stateRef: 'state',
  customerGroupRef: 'customerGroup',
  storeRef: 'store',
  businessUnitRef: 'businessUnit',
  shippingMethodRef: 'shippingMethod',
  discountCodeRef: 'discountCode',
  taxCategoryRef: 'taxCategory',
  localizedNames: 'localizedName',
  refusedGiftsRefs: 'refusedGifts',
};

/**
 * The GraphQL source of a resource as its REST JSON: references instead of resolved objects, REST's field names,
 * no `__typename`, and optional fields left out rather than `null`.
 */
export function restJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(restJson);
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  const source = value as Json;
  for (const [key, field] of Object.entries(source)) {
    if (key === '__typename' || field === null || field === undefined) continue;
    // A resolved object whose reference sits beside it: keep only the reference (renamed below).
    if (RESOLVED_OBJECTS.has(key) && `${key}Ref` in source) continue;
    if (key === 'discountCode' && 'discountCodeRef' in source) continue;
    if (key === 'shippingMethod' && 'shippingMethodRef' in source) continue;
    out[RENAMED[key] ?? key] = restJson(field);
  }
  return out;
}

/** A cart's REST JSON (`Cart`), from the same view the GraphQL answers. */
function cartJson(view: Json) {
  // `warnings` is a field of the GraphQL Cart only.
  const { warnings: _warnings, ...json } = restJson(view) as Json;
  const lineItems = (json.lineItems as Json[]).map((line) => {
    const { availability, isMatchingVariant: _m, ...variant } = line.variant as Json;
    const noChannel = (availability as { noChannel?: Json } | undefined)?.noChannel;
    return { ...line, variant: { ...variant, ...(noChannel ? { availability: { ...noChannel, channels: {} } } : {}) } };
  });
  return { type: 'Cart', ...json, lineItems };
}

/** A REST update action `{ action: 'addLineItem', sku }` as the model's (GraphQL) action `{ addLineItem: { sku } }`. */
function modelAction(action: unknown): Json {
  if (!action || typeof action !== 'object' || Array.isArray(action))
    throw invalidInput('An update action must be an object.');
  const { action: name, ...fields } = action as Json;
  if (typeof name !== 'string' || !name) throw invalidInput("An update action needs its 'action' name.");
  return { [name]: fields };
}

function readUpdate(body: unknown): { version: number; actions: Json[] } {
  const update = (body ?? {}) as Json;
  if (!Number.isInteger(update.version) || (update.version as number) < 1) {
    throw invalidInput("Request body does not contain valid JSON: 'version' must be a positive whole number.");
  }
  if (!Array.isArray(update.actions))
    throw invalidInput("Request body does not contain valid JSON: 'actions' is missing.");
  return { version: update.version as number, actions: update.actions.map(modelAction) };
}

/** commercetools errors become the REST `ErrorResponse` (a version conflict keeps its `currentVersion`). */
async function restAnswer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CommercetoolsError) {
      const { code: _code, ...extra } = error.extensions;
      throw new ReplyError(error.statusCode, error.message, {
        body: restErrorBody(error.statusCode, error.code, error.message, extra),
      });
    }
    throw error;
  }
}

/**
 * The shopper's carts over REST, on the model the GraphQL uses: `GET /{projectKey}/me/active-cart`,
 * `POST /me/carts` (a `MyCartDraft`, 201), `GET /me/carts/{id}` and `POST /me/carts/{id}` with
 * `{ version, actions: [{ action, … }] }` (the update actions `updateMyCart` takes). A stale version is a 409
 * `ConcurrentModification` with `currentVersion`.
 */
export function registerMyCartRoutes(
  router: Router,
  db: Database,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  const owner = async (context: RequestContext) =>
    restAnswer(async () => requireOwner({ session: await authenticate(context) } as CommercetoolsContext));
  const notFound = (what: string) => new ReplyError(404, what, { body: restErrorBody(404, 'ResourceNotFound', what) });

  router.get('/:projectKey/me/active-cart', async (context) => {
    const doc = await findActiveCart(db, await owner(context));
    if (!doc) throw notFound('No active cart exists.');
    return { json: cartJson(await viewCart(db, doc, context.origin)) };
  });

  router.post('/:projectKey/me/carts', async (context) => {
    const who = await owner(context);
    if (!context.body || typeof context.body !== 'object') throw new ReplyError(400, 'The body must be a MyCartDraft.');
    const doc = await restAnswer(() => createCart(db, who, context.body as Json));
    return { status: 201, json: cartJson(await viewCart(db, doc, context.origin)) };
  });

  router.get('/:projectKey/me/carts/:id', async (context) => {
    const id = String(context.params.id).slice(0, 256);
    const doc = await findCart(db, await owner(context), id);
    if (!doc) throw notFound(`The Cart with ID '${id}' was not found.`);
    return { json: cartJson(await viewCart(db, doc, context.origin)) };
  });

  router.post('/:projectKey/me/carts/:id', async (context) => {
    const who = await owner(context);
    const id = String(context.params.id).slice(0, 256);
    const doc = await restAnswer(async () => {
      const { version, actions } = readUpdate(context.body);
      return updateCart(db, who, id, version, actions);
    });
    return { json: cartJson(await viewCart(db, doc, context.origin)) };
  });
}
