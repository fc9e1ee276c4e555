/** The key of the line-item custom type a gift card's recipient travels in. */
export const GIFT_CARD_RECIPIENT_TYPE_KEY = 'gift-card-recipient';

/** A gift card's recipient (what `giftCardRecipientSchema` checks). */
interface Recipient {
  name: string;
  email: string;
  message?: string;
}

/** A line item's custom fields to send with an add: the type's key and each field's value. */
export interface LineItemCustomInput {
  typeKey: string;
  fields: Record<string, string | number | boolean>;
}

/**
 * A gift card's recipient as the basket line's custom fields (`gift-card-recipient`: `recipientName`,
 * `recipientEmail`, `giftMessage`); an empty message is left out.
 *
 * @example
 * ```ts
 * await bookshop.cart.add({ productId, sku, custom: giftCardRecipientFields({ name: 'Ann', email: 'ann@example.com' }) });
 * ```
 */
export function giftCardRecipientFields(recipient: Recipient): LineItemCustomInput {
  return {
    typeKey: GIFT_CARD_RECIPIENT_TYPE_KEY,
    fields: {
      recipientName: recipient.name,
      recipientEmail: recipient.email,
      ...(recipient.message ? { giftMessage: recipient.message } : {}),
    },
  };
}

/**
 * The gift card recipient a basket line carries, read from its custom fields (`customFieldsRaw`); `undefined` for a
 * line without one.
 *
 * @example
 * ```ts
 * giftCardRecipientOf(line.custom?.customFieldsRaw);
 * // { name: 'Ann', email: 'ann@example.com', message: 'Happy birthday' }
 * ```
 */
export function giftCardRecipientOf(
  fields: ReadonlyArray<{ name: string; value: unknown }> | null | undefined,
): Recipient | undefined {
  const value = (name: string) => {
    const found = fields?.find((field) => field.name === name)?.value;
    return typeof found === 'string' && found ? found : undefined;
  };
  const name = value('recipientName');
  const email = value('recipientEmail');
  if (!name || !email) return undefined;
  const message = value('giftMessage');
  return { name, email, ...(message ? { message } : {}) };
}
