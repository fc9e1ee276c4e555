import type { CartFieldsFragment, MyLineItemDraft } from '../generated/graphql';
import type { LineItemCustomInput } from '../rules/giftCardRecipientFields';

/** A product to put in the basket: the card's product and variant. */
export interface CartItemInput {
  productId: string;
  sku?: string;
  variantId?: number;
  quantity?: number;
  /**
   * The line's custom fields (a gift card's recipient: `giftCardRecipientFields`). A line of the same product with
   * other fields is a line of its own.
   */
  custom?: LineItemCustomInput;
}

/** One line of a basket as the SDK reads it. */
export type CartLine = CartFieldsFragment['lineItems'][number];

/** A product to add (quantity 1 by default) as commercetools' `MyLineItemDraft`. */
export function itemDraft({ productId, sku, variantId, quantity = 1, custom }: CartItemInput): MyLineItemDraft {
  return {
    productId,
    ...(variantId === undefined ? (sku ? { sku } : {}) : { variantId }),
    quantity,
    // Custom field values go as escaped JSON text, as commercetools takes them.
    ...(custom
      ? {
          custom: {
            typeKey: custom.typeKey,
            fields: Object.entries(custom.fields).map(([name, value]) => ({ name, value: JSON.stringify(value) })),
          },
        }
      : {}),
  };
}

/**
 * A line of another basket as the draft that adds it again as it was: the same product, variant, quantity and custom
 * fields (the type by id, which commercetools reports on the line). Added to a basket that holds a line of the same
 * product and fields, commercetools adds the quantities up: the shopper added both.
 */
export function movedLineDraft(line: CartLine): MyLineItemDraft {
  const type = line.custom?.typeRef.id;
  return {
    productId: line.productId,
    ...(line.variant ? { variantId: line.variant.id } : {}),
    quantity: line.quantity,
    ...(type
      ? {
          custom: {
            typeId: type,
            fields: (line.custom?.customFieldsRaw ?? []).map(({ name, value }) => ({
              name,
              value: JSON.stringify(value),
            })),
          },
        }
      : {}),
  };
}
