import type { BasketRecipient } from '@/lib/basket/basketApi';
import { basketCount } from '@/lib/basket/basketCount';
import type { BasketView } from '@/lib/basket/basketView';
import { toast } from '@/modules/ui/toast';

/** How an add ended: the basket it answered with, commerce's refusal (no more stock), or a failure already told. */
export type BasketAddOutcome = { added: BasketView } | { refused: string } | { failed: true };

/**
 * Adds one unit of a product (a gift card for `recipient`) through the site's basket route, without React, so a list's
 * one delegated island and a single button's hook share it. The shared basket count shows the answer; a refusal (the
 * stock ran out since the page was rendered) and a failure are toasts, and a refusal reads the basket again.
 */
export async function addOneToBasket({
  productId,
  sku,
  recipient,
}: {
  productId: string;
  sku: string;
  recipient?: BasketRecipient;
}): Promise<BasketAddOutcome> {
  const written = basketCount.beginWrite();
  let answered: BasketView | undefined;
  try {
    // The basket's calls arrive with their own chunk (the header's count has usually fetched it already), so the
    // cards of a listing page add nothing to its first load.
    const { addToBasket } = await import('@/lib/basket/basketApi');
    const answer = await addToBasket({ productId, sku, quantity: 1, recipient });
    if (answer.ok) {
      answered = answer.value;
      return { added: answer.value };
    }
    if (answer.status !== 409) throw new Error(`Adding to the basket failed (${answer.status})`);
    void basketCount.refresh();
    toast.error(answer.error);
    return { refused: answer.error };
  } catch (error) {
    console.error(error);
    toast.error('Could not add to basket, please try again.');
    return { failed: true };
  } finally {
    written(answered);
  }
}
