import * as z from 'zod/mini';
import { requiredText } from './requiredText';

/** A gift card number as printed on the card: 16 to 19 digits (spaces and hyphens between groups are dropped). */
export const GIFT_CARD_NUMBER_PATTERN = /^\d{16,19}$/;
/** A gift card PIN: 4 to 8 digits. */
export const GIFT_CARD_PIN_PATTERN = /^\d{4,8}$/;

/**
 * The gift card balance check (card number and PIN). The number is read as printed, with or without the spaces or
 * hyphens between its groups, and comes out as digits only; both fields are trimmed.
 *
 * @example
 * ```ts
 * giftCardCheckSchema.parse({ cardNumber: '6280 0000 0000 0001', pin: ' 1234 ' });
 * // { cardNumber: '6280000000000001', pin: '1234' }
 * giftCardCheckSchema.safeParse({ cardNumber: '12', pin: '' }).error?.issues.map((issue) => issue.message);
 * // ['Please enter a valid gift card number (16 to 19 digits)', 'Please enter your PIN']
 * ```
 */
export const giftCardCheckSchema = z.object({
  cardNumber: requiredText('Please enter your gift card number').check(
    z.overwrite((value) => value.replace(/[\s-]/g, '')),
    z.regex(GIFT_CARD_NUMBER_PATTERN, { error: 'Please enter a valid gift card number (16 to 19 digits)' }),
  ),
  pin: requiredText('Please enter your PIN').check(
    z.regex(GIFT_CARD_PIN_PATTERN, { error: 'Please enter a valid PIN (4 to 8 digits)' }),
  ),
});

/** The gift card balance check's values. */
export type GiftCardCheckInput = z.infer<typeof giftCardCheckSchema>;
