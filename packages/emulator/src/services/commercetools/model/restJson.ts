/** A JSON object as a request carries it and an answer sends it. */
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
