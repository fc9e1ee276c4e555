import { type BasketSummary, EMPTY_BASKET } from '@/lib/basket/basketSummary';
import type { BasketView } from '@/lib/basket/basketView';

/** A gift card's recipient, carried on its basket line. */
export interface BasketRecipient {
  name: string;
  email: string;
  message?: string;
}

/** The shopper's basket in brief, from the site's basket route; empty when it cannot be read. */
export async function readBasket(): Promise<BasketSummary> {
  const response = await fetch('/api/cart', { cache: 'no-store' });
  if (!response.ok) return EMPTY_BASKET;
  const answer = (await response.json()) as Partial<BasketSummary>;
  return { count: answer.count ?? 0, quantities: answer.quantities ?? {} };
}

/** What an add answered: the whole basket after it, or why it was refused (409 when the stock ran out). */
export type AddResult = { ok: true; basket: BasketView } | { ok: false; status: number; error?: string };

/** Adds units of a product (a gift card with its recipient) to the shopper's basket through the site's basket route. */
export async function addToBasket(line: {
  productId: string;
  sku: string;
  quantity: number;
  recipient?: BasketRecipient;
}): Promise<AddResult> {
  const response = await fetch('/api/cart', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(line),
  });
  const answer = (await response.json().catch(() => ({}))) as Partial<BasketView> & { error?: string };
  if (!response.ok || !answer.lines) return { ok: false, status: response.status, error: answer.error };
  return { ok: true, basket: answer as BasketView };
}
