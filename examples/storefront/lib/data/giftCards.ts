import 'server-only';
import { type Bookshop, type GiftCardBalance, HttpError } from '@bookshop/sdk';
import { type GiftCardCheckInput, giftCardRefusal } from '@bookshop/sdk/rules';
import { bookshop } from '../bookshop';

/** What a gift card balance check found out. */
export type GiftCardCheck =
  | { outcome: 'balance'; card: GiftCardBalance }
  | { outcome: 'unknown' | 'discount' | 'wrong-pin' }
  | { outcome: 'locked'; message: string };

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
  const notACard = giftCardRefusal({ type }, 'balance');
  if (notACard) return { outcome: notACard.reason === 'discount' ? 'discount' : 'unknown' };
  let pinCheck: Awaited<ReturnType<typeof giftCard.validatePin>>;
  try {
    pinCheck = await giftCard.validatePin({ code: cardNumber, pin });
  } catch (error) {
    // The card went between the two calls.
    if (error instanceof HttpError && error.status === 404) return { outcome: 'unknown' };
    throw error;
  }
  const refused = giftCardRefusal({ type, pin: pinCheck }, 'balance');
  if (refused)
    return refused.reason === 'locked' ? { outcome: 'locked', message: refused.message } : { outcome: 'wrong-pin' };
  const card = await giftCard.balance(cardNumber);
  return card ? { outcome: 'balance', card } : { outcome: 'unknown' };
}
