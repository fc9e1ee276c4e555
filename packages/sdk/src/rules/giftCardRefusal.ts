/** Why a gift card cannot be used: not one (unknown, or a discount code), a wrong or locked PIN, expired, spent. */
export type GiftCardRefusalReason = 'unknown' | 'discount' | 'wrong-pin' | 'locked' | 'expired' | 'empty';

/** Who asks: checking a balance (expired and spent cards show their nil balance) or paying with the card. */
export type GiftCardUse = 'balance' | 'payment';

/**
 * The words the shopper reads for each refusal, paying with the card; checking a balance explains the three refusals
 * it gives at more length (`balance-…`). The spec words none of them (docs/decisions.md, 'Gift card balance check').
 */
export const GIFT_CARD_MESSAGES = {
  unknown: 'Gift card not found',
  discount: 'This is not a gift card number',
  'wrong-pin': 'Incorrect PIN',
  locked: 'This gift card is locked.',
  expired: 'This gift card has expired',
  empty: 'This gift card has no balance left',
  'balance-unknown': 'We couldn’t find a gift card with that number. Please check it and try again.',
  'balance-discount': 'That is a discount code, not a gift card. You can enter it in your basket at checkout.',
  'balance-wrong-pin': 'That PIN doesn’t match this gift card. Please check it and try again.',
} as const;

/** What the back end said of a card: its type (`giftCard.type`) and, once asked, its PIN check (`validatePin`). */
export interface GiftCardAnswers {
  type: 'giftcard' | 'discount' | 'unknown';
  pin?:
    | { valid: true; expired?: boolean; balance: { centAmount: number } }
    | { valid: false; attemptsRemaining?: number; locked?: boolean; message?: string };
}

/** A refused gift card: why, the form field it is shown by, and the shopper's message. */
export interface GiftCardRefusal {
  reason: GiftCardRefusalReason;
  field: 'number' | 'pin';
  message: string;
}

/**
 * Whether the back end's answers so far refuse a gift card, and with which message; `null` while it may still be used
 * (ask for the PIN check next when `pin` is not known yet). A wrong PIN tells a payer the attempts left before the
 * back end locks the card (the balance check shows no count); a locked card has the back end's words. Paying also
 * refuses an expired or spent card, which a balance check shows with its nil balance.
 *
 * @example
 * ```ts
 * giftCardRefusal({ type: 'discount' }, 'balance')?.message; // 'That is a discount code, not a gift card. …'
 * giftCardRefusal({ type: 'giftcard', pin: { valid: false, attemptsRemaining: 4 } })?.message; // 'Incorrect PIN (4 attempts left)'
 * ```
 */
export function giftCardRefusal({ type, pin }: GiftCardAnswers, use: GiftCardUse = 'payment'): GiftCardRefusal | null {
  const words = (reason: 'unknown' | 'discount' | 'wrong-pin') =>
    GIFT_CARD_MESSAGES[use === 'balance' ? (`balance-${reason}` as const) : reason];
  if (type !== 'giftcard') return { reason: type, field: 'number', message: words(type) };
  if (!pin) return null;
  if (!pin.valid) {
    if (pin.locked) return { reason: 'locked', field: 'pin', message: pin.message ?? GIFT_CARD_MESSAGES.locked };
    const attempts =
      use === 'payment' && pin.attemptsRemaining !== undefined ? ` (${pin.attemptsRemaining} attempts left)` : '';
    return { reason: 'wrong-pin', field: 'pin', message: `${words('wrong-pin')}${attempts}` };
  }
  if (use === 'balance') return null;
  if (pin.expired) return { reason: 'expired', field: 'number', message: GIFT_CARD_MESSAGES.expired };
  if (pin.balance.centAmount <= 0) return { reason: 'empty', field: 'number', message: GIFT_CARD_MESSAGES.empty };
  return null;
}
