import { type GiftCardRecipient, giftCardRecipientSchema } from '@bookshop/sdk/rules';

/** The gift card form's fields, as typed. */
export interface GiftCardRecipientValues {
  name: string;
  email: string;
  message: string;
}

/** Each field's message, for the fields that have one. */
export type GiftCardRecipientErrors = Partial<Record<keyof GiftCardRecipientValues, string>>;

/**
 * The gift card form's values checked by the route's own schema (`giftCardRecipientSchema`): the recipient to send,
 * or each field's first message. An empty message is no message.
 */
export function readGiftCardRecipient(
  values: GiftCardRecipientValues,
): { ok: true; recipient: GiftCardRecipient } | { ok: false; errors: GiftCardRecipientErrors } {
  const parsed = giftCardRecipientSchema.safeParse({
    name: values.name,
    email: values.email,
    ...(values.message.trim() ? { message: values.message } : {}),
  });
  if (parsed.success) return { ok: true, recipient: parsed.data };
  const errors: GiftCardRecipientErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof GiftCardRecipientValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
