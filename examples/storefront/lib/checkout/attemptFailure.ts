import { CheckoutError, type CheckoutErrorCode, ConcurrentModificationError } from '@bookshop/sdk';
import { RouteRefusal } from '../http/routeRefusal';
import { checkoutWording } from './checkoutWording';

/**
 * How an attempt that placed no order failed, in a form any instance can read back (JSON in the shared store): the
 * shopper's reason as it was (a card refused, stock sold, a field to fix, the basket changed), anything else as the
 * outage it is answered as.
 */
export type AttemptFailure =
  | { kind: 'checkout'; code: CheckoutErrorCode; message: string; skus?: string[]; refusalReason?: string }
  | { kind: 'refusal'; status: RouteRefusal['status']; message: string; field?: string; code?: string };

/** What an attempt that failed for no reason of the shopper's is answered with (route()'s outage sentence). */
export const CHECKOUT_UNAVAILABLE = `${checkoutWording.what} is unavailable, please try again later`;

/** The failure of an attempt, kept for whichever instance is asked about it next. */
export function attemptFailure(error: unknown): AttemptFailure {
  if (error instanceof CheckoutError) {
    const { skus, refusalReason } = error.details;
    return {
      kind: 'checkout',
      code: error.code,
      message: error.message,
      ...(skus ? { skus } : {}),
      ...(refusalReason ? { refusalReason } : {}),
    };
  }
  if (error instanceof RouteRefusal)
    return { kind: 'refusal', status: error.status, message: error.message, ...error.details };
  // Another tab's write outlasted the SDK's retries: the shopper looks at the basket again, as route() says.
  if (error instanceof ConcurrentModificationError) {
    return { kind: 'refusal', status: 409, message: checkoutWording.changed };
  }
  return { kind: 'refusal', status: 502, message: CHECKOUT_UNAVAILABLE };
}

/** A kept failure as the error its attempt's route answers (the same status, code and message). */
export function attemptError(failure: AttemptFailure): CheckoutError | RouteRefusal {
  if (failure.kind === 'checkout') {
    const { skus, refusalReason } = failure;
    return new CheckoutError(failure.message, failure.code, {
      ...(skus ? { skus } : {}),
      ...(refusalReason ? { refusalReason } : {}),
    });
  }
  const { status, message, field, code } = failure;
  return new RouteRefusal(message, status, { ...(field ? { field } : {}), ...(code ? { code } : {}) });
}
