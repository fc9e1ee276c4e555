import { randomUUID } from 'node:crypto';
import { invalidInput, invalidOperation } from '../errors';
import type { ProductRow } from '../products/productRows';
import { readLocalized } from './localizedInput';
import type { ShoppingListDoc, ShoppingListLine } from './shoppingListDoc';
import { singleAction } from './updateActions';

/** Line items a shopping list holds at most: commercetools' default (release of 2022-09-16; raised per project on request). */
export const MAX_SHOPPING_LIST_LINES = 250;

export const SHOPPING_LIST_ACTIONS = [
  'addLineItem',
  'removeLineItem',
  'changeLineItemQuantity',
  'changeName',
  'setDescription',
] as const;

/** Finds the products that line-item drafts refer to (by productId or sku). */
export type ProductLookup = { byId: Map<string, ProductRow>; bySku: Map<string, ProductRow> };

/** The product of a line-item draft; variant 1 is the only one. */
export function draftProduct(draft: Record<string, unknown>, products: ProductLookup): ProductRow {
  const product = draft.productId
    ? products.byId.get(String(draft.productId))
    : draft.sku
      ? products.bySku.get(String(draft.sku))
      : undefined;
  if (!draft.productId && !draft.sku) throw invalidInput('A line item needs a productId or a sku.');
  if (!product) {
    throw invalidInput(
      draft.productId
        ? `A product with ID '${draft.productId}' does not exist.`
        : `A product with SKU '${draft.sku}' does not exist.`,
    );
  }
  if (draft.variantId != null && draft.variantId !== 1) {
    throw invalidInput(`The product '${product.id}' has no variant with ID '${draft.variantId}'.`);
  }
  return product;
}

function quantityOf(value: unknown, fallback: number, min: number): number {
  const quantity = value == null ? fallback : Number(value);
  if (!Number.isInteger(quantity) || quantity < min || quantity > 10_000) {
    throw invalidInput(`The quantity must be a whole number from ${min} to 10000.`);
  }
  return quantity;
}

/** Adds a product line, or adds to the quantity of the line that already holds that product. */
export function addShoppingListLine(
  lines: ShoppingListLine[],
  draft: Record<string, unknown>,
  products: ProductLookup,
  now: string,
): ShoppingListLine[] {
  const product = draftProduct(draft, products);
  const quantity = quantityOf(draft.quantity, 1, 1);
  const existing = lines.find((line) => line.productId === product.id);
  if (existing)
    return lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line));
  return [
    ...lines,
    { id: randomUUID(), productId: product.id, variantId: 1, quantity, addedAt: (draft.addedAt as string) ?? now },
  ];
}

function lineOf(doc: ShoppingListDoc, input: Record<string, unknown>): ShoppingListLine {
  if (input.lineItemKey) throw invalidOperation('Line items of this shopping list have no keys.');
  const line = doc.lineItems.find((candidate) => candidate.id === input.lineItemId);
  if (!line) throw invalidOperation(`The shopping list has no line item with ID '${String(input.lineItemId)}'.`);
  return line;
}

/** Applies `updateMyShoppingList` actions in order; throws the commercetools error of the first it rejects. */
export function applyShoppingListActions(
  doc: ShoppingListDoc,
  actions: Record<string, unknown>[],
  products: ProductLookup,
  now = new Date().toISOString(),
): ShoppingListDoc {
  let next = doc;
  for (const action of actions) {
    const [name, input] = singleAction(action, SHOPPING_LIST_ACTIONS);
    switch (name) {
      case 'addLineItem':
        next = { ...next, lineItems: addShoppingListLine(next.lineItems, input, products, now) };
        break;
      case 'removeLineItem': {
        const line = lineOf(next, input);
        const remove = input.quantity == null ? line.quantity : quantityOf(input.quantity, 1, 1);
        next = {
          ...next,
          lineItems:
            remove >= line.quantity
              ? next.lineItems.filter((candidate) => candidate !== line)
              : next.lineItems.map((candidate) =>
                  candidate === line ? { ...candidate, quantity: candidate.quantity - remove } : candidate,
                ),
        };
        break;
      }
      case 'changeLineItemQuantity': {
        const line = lineOf(next, input);
        const quantity = quantityOf(input.quantity, 1, 0);
        next = {
          ...next,
          lineItems:
            quantity === 0
              ? next.lineItems.filter((candidate) => candidate !== line)
              : next.lineItems.map((candidate) => (candidate === line ? { ...candidate, quantity } : candidate)),
        };
        break;
      }
      case 'changeName': {
        const names = readLocalized(input.name, 'name');
        if (!names) throw invalidInput('A shopping list needs a name.');
        next = { ...next, name: names };
        break;
      }
      case 'setDescription':
        next = { ...next, description: readLocalized(input.description, 'description') };
        break;
    }
  }
  if (next.lineItems.length > MAX_SHOPPING_LIST_LINES)
    throw invalidOperation(`A shopping list holds at most ${MAX_SHOPPING_LIST_LINES} line items.`);
  return next;
}

/** The products every line-item draft of a list of actions or drafts refers to. */
export function referencedProducts(drafts: Record<string, unknown>[]): { ids: string[]; skus: string[] } {
  return {
    ids: drafts.map((draft) => draft.productId).filter((id): id is string => typeof id === 'string'),
    skus: drafts.map((draft) => draft.sku).filter((sku): sku is string => typeof sku === 'string'),
  };
}
