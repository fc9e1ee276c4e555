import { randomUUID } from 'node:crypto';
import { CommercetoolsError, invalidInput, invalidOperation } from '../errors';
import { readAddressInput } from './address';
import type { CartCatalog } from './cartCatalog';
import type { CartDoc, CartLine } from './cartDoc';
import { readLineItemCustom, sameCustom } from './lineItemCustom';
import { draftProduct } from './shoppingListActions';
import { singleAction } from './updateActions';

export const CART_ACTIONS = [
  'addLineItem',
  'changeLineItemQuantity',
  'removeLineItem',
  'addDiscountCode',
  'removeDiscountCode',
  'setShippingAddress',
  'setBillingAddress',
  'setShippingMethod',
  'setCustomerEmail',
  'setCustomType',
  'setCustomField',
] as const;

/**
 * The one custom type carts may carry, the shop's checkout record: which checkout attempt is ordering the cart (so a
 * retried attempt finds the order it already made: `me.orders(where: "custom(fields(checkoutAttempt = ...))")`), the
 * attempt's payment plan and its authorised payments (JSON text), kept on the order.
 */
export const CART_CUSTOM_TYPE = {
  key: 'order-checkout',
  id: 'type-order-checkout',
  fields: { checkoutAttempt: 'string', checkoutPlan: 'string', checkoutPayments: 'string' },
} as const;

/** A custom field's value: JSON text (GraphQL) of the field's type; `null` or absent removes it. */
function customValue(name: string, value: unknown): unknown {
  const fields = CART_CUSTOM_TYPE.fields as Record<string, string>;
  const expected = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!expected) throw invalidInput(`The field '${name}' does not exist in the type '${CART_CUSTOM_TYPE.key}'.`);
  if (value == null) return undefined;
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : value;
  } catch {
    throw invalidInput(`The value of custom field '${name}' is not valid JSON: ${String(value).slice(0, 80)}`);
  }
  if (typeof parsed !== expected) {
    throw invalidInput(
      `The value '${String(value).slice(0, 80)}' is not valid for field '${name}' (expected ${expected}).`,
    );
  }
  return parsed;
}

function customTypeOf(input: Record<string, unknown>): boolean {
  const type = input.type as { key?: string; id?: string } | null | undefined;
  const key = (input.typeKey as string | undefined) ?? type?.key;
  const id = (input.typeId as string | undefined) ?? type?.id;
  if (!key && !id) return false;
  if (key === CART_CUSTOM_TYPE.key || id === CART_CUSTOM_TYPE.id) return true;
  throw new CommercetoolsError('ReferencedResourceNotFound', `The referenced type '${key ?? id}' was not found.`, {
    typeId: 'type',
  });
}

function withCustomFields(fields: Record<string, unknown>, entries: { name: string; value: unknown }[]) {
  const next = { ...fields };
  for (const { name, value } of entries) {
    const parsed = customValue(name, value);
    if (parsed === undefined) delete next[name];
    else next[name] = parsed;
  }
  return next;
}

// commercetools checks an email's shape only loosely: one '@' with something either side, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The catalogue is priced in AUD only: a cart in another currency finds no price, as commercetools would say. */
export const PRICED_CURRENCY = 'AUD';

function quantityOf(value: unknown, fallback: number, min: number): number {
  const quantity = value == null ? fallback : Number(value);
  if (!Number.isInteger(quantity) || quantity < min || quantity > 10_000) {
    throw invalidInput(`The quantity must be a whole number from ${min} to 10000.`);
  }
  return quantity;
}

/**
 * Adds a product line, or adds to the line that already holds that product with the same custom fields (a gift card
 * for another recipient is a line of its own).
 */
export function addCartLine(
  doc: CartDoc,
  draft: Record<string, unknown>,
  catalog: CartCatalog,
  now: string,
): CartLine[] {
  for (const unsupported of ['supplyChannel', 'distributionChannel', 'shippingDetails', 'recurrenceInfo']) {
    if (draft[unsupported] != null) {
      throw new CommercetoolsError(
        'NotImplemented',
        `Line items with '${unsupported}' are not implemented by the emulator`,
      );
    }
  }
  const product = draftProduct(draft, catalog.products);
  if (doc.currency !== PRICED_CURRENCY) {
    throw new CommercetoolsError(
      'MatchingPriceNotFound',
      `The variant '1' of product '${product.id}' does not contain a price for currency '${doc.currency}'.`,
      { productId: product.id, variantId: 1, currency: doc.currency },
    );
  }
  const quantity = quantityOf(draft.quantity, 1, 1);
  const custom = readLineItemCustom(draft.custom);
  const existing = doc.lineItems.find((line) => line.productId === product.id && sameCustom(line.custom, custom));
  if (existing) {
    return doc.lineItems.map((line) =>
      line === existing ? { ...line, quantity: line.quantity + quantity, lastModifiedAt: now } : line,
    );
  }
  const addedAt = (draft.addedAt as string | null) ?? now;
  return [
    ...doc.lineItems,
    {
      id: randomUUID(),
      productId: product.id,
      sku: product.sku,
      variantId: 1,
      quantity,
      addedAt,
      lastModifiedAt: now,
      ...(custom ? { custom } : {}),
    },
  ];
}

function lineOf(doc: CartDoc, input: Record<string, unknown>): CartLine {
  if (input.lineItemKey) throw invalidOperation('Line items of this cart have no keys.');
  const line = doc.lineItems.find((candidate) => candidate.id === input.lineItemId);
  if (!line) throw invalidInput(`The cart has no line item with ID '${String(input.lineItemId)}'.`);
  return line;
}

function shippingMethodOf(input: Record<string, unknown>, catalog: CartCatalog) {
  const identifier = input.shippingMethod as { id?: string | null; key?: string | null } | null | undefined;
  if (!identifier) return null;
  const method = catalog.shippingMethods.find((candidate) =>
    identifier.id ? candidate.id === identifier.id : candidate.key === identifier.key,
  );
  if (!method) {
    throw new CommercetoolsError(
      'ReferencedResourceNotFound',
      `The referenced shipping-method '${identifier.id ?? identifier.key}' was not found.`,
      { typeId: 'shipping-method' },
    );
  }
  return method.id;
}

/** Applies `updateMyCart` actions in order; throws the commercetools error of the first it rejects. */
export function applyCartActions(
  doc: CartDoc,
  actions: Record<string, unknown>[],
  catalog: CartCatalog,
  now = new Date().toISOString(),
): CartDoc {
  if (doc.cartState !== 'Active') {
    throw invalidOperation(`The cart is in state '${doc.cartState}' and cannot be updated.`);
  }
  let next = doc;
  for (const action of actions) {
    const [name, input] = singleAction(action, CART_ACTIONS);
    switch (name) {
      case 'addLineItem':
        next = { ...next, lineItems: addCartLine(next, input, catalog, now) };
        break;
      case 'changeLineItemQuantity': {
        const line = lineOf(next, input);
        const quantity = quantityOf(input.quantity, 1, 0);
        next = {
          ...next,
          lineItems:
            quantity === 0
              ? next.lineItems.filter((candidate) => candidate !== line)
              : next.lineItems.map((candidate) =>
                  candidate === line ? { ...candidate, quantity, lastModifiedAt: now } : candidate,
                ),
        };
        break;
      }
      case 'removeLineItem': {
        const line = lineOf(next, input);
        const remove = input.quantity == null ? line.quantity : quantityOf(input.quantity, 1, 1);
        next = {
          ...next,
          lineItems:
            remove >= line.quantity
              ? next.lineItems.filter((candidate) => candidate !== line)
              : next.lineItems.map((candidate) =>
                  candidate === line
                    ? { ...candidate, quantity: candidate.quantity - remove, lastModifiedAt: now }
                    : candidate,
                ),
        };
        break;
      }
      case 'addDiscountCode': {
        const code = catalog.discountCodesByCode.get(String(input.code));
        if (!code) {
          throw new CommercetoolsError(
            'DiscountCodeNonApplicable',
            `The discount code '${String(input.code).slice(0, 80)}' was not found.`,
            { discountCode: String(input.code).slice(0, 80), reason: 'DoesNotExist' },
          );
        }
        if (next.discountCodeIds.includes(code.id)) {
          if (input.validateDuplicates) {
            throw new CommercetoolsError('DuplicateField', `The discount code '${code.code}' is already in the cart.`, {
              field: 'discountCodes',
              duplicateValue: code.code,
            });
          }
          break;
        }
        if (next.discountCodeIds.length >= 10) throw invalidOperation('A cart can hold at most 10 discount codes.');
        next = { ...next, discountCodeIds: [...next.discountCodeIds, code.id] };
        break;
      }
      case 'removeDiscountCode': {
        const id = (input.discountCode as { id?: string } | null)?.id;
        if (!id || !next.discountCodeIds.includes(id)) {
          throw invalidOperation(`The cart does not contain the discount code '${String(id).slice(0, 80)}'.`);
        }
        next = { ...next, discountCodeIds: next.discountCodeIds.filter((entry) => entry !== id) };
        break;
      }
      case 'setShippingAddress': {
        const address = input.address ? readAddressInput(input.address as Record<string, unknown>, '') : null;
        if (address) delete (address as { id?: string }).id;
        next = {
          ...next,
          shippingAddress: address,
          // The cart's country (price selection) stays the draft's: commercetools does not take it from the address.
          shippingMethodId: address ? next.shippingMethodId : null,
        };
        break;
      }
      case 'setBillingAddress': {
        const address = input.address ? readAddressInput(input.address as Record<string, unknown>, '') : null;
        if (address) delete (address as { id?: string }).id;
        next = { ...next, billingAddress: address };
        break;
      }
      case 'setShippingMethod': {
        const methodId = shippingMethodOf(input, catalog);
        if (methodId && !next.shippingAddress) {
          throw invalidOperation('The cart needs a shipping address before a shipping method can be set.');
        }
        next = { ...next, shippingMethodId: methodId };
        break;
      }
      case 'setCustomType': {
        if (!customTypeOf(input)) {
          next = { ...next, customFields: null };
          break;
        }
        const entries = Array.isArray(input.fields) ? (input.fields as { name: string; value: unknown }[]) : [];
        // REST spells the fields as an object of values (not JSON text).
        const restFields = !Array.isArray(input.fields) && input.fields && typeof input.fields === 'object';
        next = {
          ...next,
          customFields: withCustomFields(
            {},
            restFields
              ? Object.entries(input.fields as Record<string, unknown>).map(([name, value]) => ({ name, value }))
              : entries,
          ),
        };
        break;
      }
      case 'setCustomField': {
        if (!next.customFields)
          throw invalidOperation('The cart has no custom type; set one with setCustomType first.');
        next = {
          ...next,
          customFields: withCustomFields(next.customFields, [{ name: String(input.name), value: input.value }]),
        };
        break;
      }
      case 'setCustomerEmail': {
        const email = input.email == null ? null : input.email;
        if (email !== null && (typeof email !== 'string' || email.length > 256 || !EMAIL.test(email))) {
          throw invalidInput(`'${String(email).slice(0, 80)}' is not a valid email address.`);
        }
        next = { ...next, customerEmail: email };
        break;
      }
    }
  }
  if (next.lineItems.length > 250) throw invalidOperation('A cart holds at most 250 line items.');
  return next;
}

/** The rows update actions refer to, so one catalogue load serves a whole request. */
export function cartActionRefs(actions: Record<string, unknown>[]) {
  const adds = actions.map((action) => action.addLineItem).filter(Boolean) as Record<string, unknown>[];
  const codes = actions.map((action) => (action.addDiscountCode as { code?: string } | null)?.code).filter(Boolean);
  return {
    productIds: adds.map((draft) => draft.productId).filter((id): id is string => typeof id === 'string'),
    skus: adds.map((draft) => draft.sku).filter((sku): sku is string => typeof sku === 'string'),
    codes: codes as string[],
  };
}
