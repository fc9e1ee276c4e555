import * as z from 'zod/mini';
import { NAME_MIN_LENGTH } from './fieldLimits';
import { EMAIL_PATTERN } from './patterns';
import { requiredText } from './requiredText';

/** The longest recipient name a gift card carries. */
export const GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH = 100;
/** The longest message a gift card carries to its recipient. */
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 250;

/**
 * Who a gift card is for, as the product page asks it and the basket line carries it: the recipient's name (at least
 * 2 characters, as every name field), their email (the card is sent there) and an optional message; all trimmed.
 * Anything but an object is 'Please tell us who the gift card is for'.
 *
 * @example
 * ```ts
 * giftCardRecipientSchema.parse({ name: ' Ann Lee ', email: 'ann@example.com', message: 'Happy birthday!' });
 * // { name: 'Ann Lee', email: 'ann@example.com', message: 'Happy birthday!' }
 * giftCardRecipientSchema.safeParse({ name: 'A', email: 'ann@' }).error?.issues.map((issue) => issue.message);
 * // ['Enter at least 2 characters', 'Please enter a valid email address']
 * ```
 */
export const giftCardRecipientSchema = z.object(
  {
    name: requiredText("Please enter the recipient's name").check(
      z.minLength(NAME_MIN_LENGTH, { error: 'Enter at least 2 characters' }),
      z.maxLength(GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH, {
        error: `The name must be at most ${GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH} characters`,
      }),
    ),
    email: requiredText("Please enter the recipient's email").check(
      z.maxLength(254, { error: 'Please enter a valid email address', abort: true }),
      z.regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' }),
    ),
    message: z.optional(
      z.string({ error: 'The message must be text' }).check(
        z.trim(),
        z.maxLength(GIFT_CARD_MESSAGE_MAX_LENGTH, {
          error: `The message must be at most ${GIFT_CARD_MESSAGE_MAX_LENGTH} characters`,
        }),
      ),
    ),
  },
  { error: 'Please tell us who the gift card is for' },
);

/** A gift card's recipient. */
export type GiftCardRecipient = z.infer<typeof giftCardRecipientSchema>;
