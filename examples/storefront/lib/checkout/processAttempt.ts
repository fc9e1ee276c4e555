import type { RouteAnswer } from '../http/routeAnswer';
import type { PlacedOrder, PlaceOrderRequest } from './checkoutTypes';

/** Where the processing page sends the shopper. */
export type AttemptOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  | { kind: 'declined'; message: string }
  | { kind: 'soldOut'; message: string }
  | { kind: 'failed' };

export interface AttemptDeps {
  place(request: PlaceOrderRequest): Promise<RouteAnswer<PlacedOrder>>;
  outcome(attempt: string): Promise<RouteAnswer<PlacedOrder>>;
  wait(ms: number): Promise<void>;
}

/** How long the page asks again about an attempt still running, and how many times before it gives up. */
export const ATTEMPT_POLL_MS = 1000;
export const ATTEMPT_POLLS = 30;

const DECLINED_FALLBACK = 'Your card was declined. Please check the details or use another card.';
const SOLD_OUT_FALLBACK = 'Sorry, some items in your basket have sold out. Please review your basket.';

/**
 * Reads a post's or a poll's answer: placed, the card refused (402), still running (202), or the basket to look at
 * again (409: sold out, changed, or the attempt interrupted when the instance placing it stopped).
 */
function outcomeOf(answer: RouteAnswer<PlacedOrder>): AttemptOutcome | 'running' {
  if (answer.ok) return answer.status === 202 ? 'running' : { kind: 'placed', order: answer.value };
  if (answer.status === 402) return { kind: 'declined', message: answer.error || DECLINED_FALLBACK };
  if (answer.status === 409) return { kind: 'soldOut', message: answer.error || SOLD_OUT_FALLBACK };
  return { kind: 'failed' };
}

/**
 * What one checkout attempt came to. With its request in hand (the page was reached from Place order) it posts it,
 * once; without (a reload, or a post whose answer was lost on the way) it asks the server about the attempt, again
 * while it is still running, and never posts a second time: the same key could not order twice anyway, but a reload
 * has no card details to send. Anything unexpected is a failure the home page's modal explains.
 */
export async function processAttempt(
  attempt: string,
  request: PlaceOrderRequest | undefined,
  deps: AttemptDeps,
): Promise<AttemptOutcome> {
  if (request) {
    const answer = await deps.place(request);
    const posted = outcomeOf(answer);
    // A post whose answer was lost (status 0) may have ordered all the same: the attempt's own record says.
    if (posted !== 'running' && answer.status !== 0) return posted;
  }
  for (let poll = 0; poll < ATTEMPT_POLLS; poll++) {
    const answer = await deps.outcome(attempt);
    const read = outcomeOf(answer);
    if (read !== 'running') return read;
    await deps.wait(ATTEMPT_POLL_MS);
  }
  return { kind: 'failed' };
}
