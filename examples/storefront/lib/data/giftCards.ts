import 'server-only';
import { type Bookshop, type GiftCardBalance, HttpError } from '@bookshop/sdk';
import type { GiftCardCheckInput } from '@bookshop/sdk/rules';
import { bookshop } from '../bookshop';

/** What a gift card balance check found out. */
export type GiftCardCheck =
  | { outcome: 'balance'; card: GiftCardBalance }
  | { outcome: 'unknown' | 'discount' | 'wrong-pin' }
  | { outcome: 'locked'; message: string };

/** The words the shopper reads for each refusal (the spec has none; see docs/decisions.md). */
export const GIFT_CARD_MESSAGES = {
  unknown: 'We couldn’t find a gift card with that number. Please check it and try again.',
  discount: 'That is a discount code, not a gift card. You can enter it in your basket at checkout.',
  'wrong-pin': 'That PIN doesn’t match this gift card. Please check it and try again.',
} as const;

/**
 * A gift card's balance for its number and PIN, through the back end's three gift card paths: check-type (is it a
 * gift card at all), validate-pin (a wrong PIN is counted, and too many lock the card) and balance. Acts as no one:
 * anyone holding a card may check it.
 */
export async function checkGiftCard(
  { cardNumber, pin }: GiftCardCheckInput,
  client: Bookshop = bookshop(),
): Promise<GiftCardCheck> {
  const { giftCard } = client.backend;
  const type = await giftCard.type(cardNumber);
  if (type !== 'giftcard') return { outcome: type === 'discount' ? 'discount' : 'unknown' };
  let pinCheck: Awaited<ReturnType<typeof giftCard.validatePin>>;
  try {
    pinCheck = await giftCard.validatePin({ code: cardNumber, pin });
  } catch (error) {
    // The card went between the two calls.
    if (error instanceof HttpError && error.status === 404) return { outcome: 'unknown' };
    throw error;
  }
  if (!pinCheck.valid) {
    return pinCheck.locked
      ? { outcome: 'locked', message: pinCheck.message ?? 'This gift card is locked.' }
      : { outcome: 'wrong-pin' };
  }
  const card = await giftCard.balance(cardNumber);
  return card ? { outcome: 'balance', card } : { outcome: 'unknown' };
}
