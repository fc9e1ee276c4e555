/** A gift card applied to the order: what the back end said it holds. */
export interface AppliedGiftCard {
  number: string;
  pin: string;
  last4: string;
  type: string;
  balanceCents: number;
}

/** How an order's total is paid: each gift card's part, in the order applied, and what is left for the card. */
export interface PaymentSplit {
  giftCards: { card: AppliedGiftCard; paysCents: number }[];
  cardCents: number;
}

/**
 * Shares a total among the gift cards in the order they were applied (each pays its balance, at most what is still
 * owed) and leaves the rest for the card. For showing only: the server works out the same split when it charges.
 */
export function giftCardSplit(totalCents: number, cards: readonly AppliedGiftCard[]): PaymentSplit {
  let owed = Math.max(0, totalCents);
  const giftCards = cards.map((card) => {
    const paysCents = Math.min(owed, Math.max(0, card.balanceCents));
    owed -= paysCents;
    return { card, paysCents };
  });
  return { giftCards, cardCents: owed };
}
