import { ReplyError } from '../../../http/router';
import { CommercetoolsError, invalidInput, restErrorBody } from '../errors';

export type Json = Record<string, unknown>;

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
  storesRef: 'stores',
  typeRef: 'type',
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

/** A REST update action `{ action: 'addLineItem', sku }` as the model's (GraphQL) action `{ addLineItem: { sku } }`. */
export function modelAction(action: unknown): Json {
  if (!action || typeof action !== 'object' || Array.isArray(action))
    throw invalidInput('An update action must be an object.');
  const { action: name, ...fields } = action as Json;
  if (typeof name !== 'string' || !name) throw invalidInput("An update action needs its 'action' name.");
  return { [name]: fields };
}

export function readUpdate(body: unknown): { version: number; actions: Json[] } {
  const update = (body ?? {}) as Json;
  if (!Number.isInteger(update.version) || (update.version as number) < 1) {
    throw invalidInput("Request body does not contain valid JSON: 'version' must be a positive whole number.");
  }
  if (!Array.isArray(update.actions))
    throw invalidInput("Request body does not contain valid JSON: 'actions' is missing.");
  return { version: update.version as number, actions: update.actions.map(modelAction) };
}

/** The `version` query parameter of a DELETE. */
export function readVersion(params: URLSearchParams): number {
  const version = params.get('version');
  if (version === null) throw invalidInput("Missing required parameter: 'version'.");
  if (!/^\d{1,15}$/.test(version) || Number(version) < 1)
    throw invalidInput("Malformed parameter: version: 'version' must be a positive whole number.");
  return Number(version);
}

/** commercetools errors become the REST `ErrorResponse` (a version conflict keeps its `currentVersion`). */
export async function restAnswer<T>(work: () => Promise<T>): Promise<T> {
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
