import { type Json, restJson } from './restJson';

/** Line items as REST has them: the variant's no-channel availability at its top, no GraphQL-only fields. */
function restLineItems(lines: Json[]) {
  return lines.map((line) => {
    const { availability, isMatchingVariant: _m, ...variant } = line.variant as Json;
    const noChannel = (availability as { noChannel?: Json } | undefined)?.noChannel;
    return { ...line, variant: { ...variant, ...(noChannel ? { availability: { ...noChannel, channels: {} } } : {}) } };
  });
}

/** A cart's REST JSON (`Cart`), from the same view the GraphQL answers. */
export function cartJson(view: unknown) {
  // `warnings` is a field of the GraphQL Cart only.
  const { warnings: _warnings, ...json } = restJson(view) as Json;
  return { type: 'Cart', ...json, lineItems: restLineItems(json.lineItems as Json[]) };
}

/** An order's REST JSON (`Order`), from the same source the GraphQL answers: its cart as a reference. */
export function orderJson(source: unknown) {
  const { cartRef, ...json } = restJson(source) as Json;
  return {
    type: 'Order',
    ...json,
    ...(cartRef ? { cart: cartRef } : {}),
    lineItems: restLineItems(json.lineItems as Json[]),
  };
}
