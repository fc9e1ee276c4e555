import type { PlaceOrderRequest } from './checkoutTypes';

// Kept in this module's memory only: a card number must never reach the URL, sessionStorage or localStorage. A client
// navigation to the processing page keeps the module, so the request is there; a reload loses it, and the processing
// page asks the server what became of the attempt instead of posting again.
const pending = new Map<string, PlaceOrderRequest>();
let notice: { message: string; field: 'card' } | null = null;

/** Keeps an attempt's request for the processing page to post. */
export function rememberAttempt(request: PlaceOrderRequest): void {
  pending.set(request.attempt, request);
}

/** The attempt's request, taken out of memory: it is posted once, and never kept after. */
export function takeAttempt(attempt: string): PlaceOrderRequest | undefined {
  const request = pending.get(attempt);
  pending.delete(attempt);
  return request;
}

/** What checkout shows when the shopper comes back to it: the card's refusal. */
export function leaveCheckoutNotice(message: string): void {
  notice = { message, field: 'card' };
}

/** The notice left for checkout, read once. */
export function takeCheckoutNotice(): { message: string; field: 'card' } | null {
  const left = notice;
  notice = null;
  return left;
}
