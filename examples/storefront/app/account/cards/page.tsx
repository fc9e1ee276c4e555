import type { Metadata } from 'next';
import { savedCards } from '@/lib/data/payments';
import { SavedCards } from '@/modules/account/cards/SavedCards';

export const metadata: Metadata = { title: 'Saved cards' };

/** `/account/cards`: the signed-in customer's saved cards, each deletable (the account layout guards it). */
export default async function SavedCardsPage() {
  const cards = await savedCards();
  return cards ? <SavedCards cards={cards} /> : null;
}
