import { CheckoutError } from '@bookshop/sdk';
import { attemptQuery, placeOrderRequest } from '@/lib/checkout/checkoutInput';
import { checkoutWording } from '@/lib/checkout/checkoutWording';
import { attemptStatus, checkoutErrorStatus, placeOrder } from '@/lib/data/checkout';
import { route, routeJson } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

/**
 * A failed attempt's answer: the shopper's reason (402 declined, 409 sold out or changed, 400) with its `code`, and
 * the sold-out `skus`, which a refusal does not carry; any other failure is thrown on to route()'s answer.
 */
function failedAttempt(error: unknown): Response {
  const known = checkoutErrorStatus(error);
  if (!known || !(error instanceof CheckoutError)) throw error;
  return routeJson({ error: error.message, code: known.code, skus: error.skus }, known.status);
}

/** Places the order (`PlaceOrderRequest`) → 201 `PlacedOrder`; 402 declined, 409 sold out, 400 bad input. */
export const POST = route({ ...checkoutWording, body: placeOrderRequest }, async ({ body }) => {
  try {
    return routeJson(await placeOrder(body), 201);
  } catch (error) {
    return failedAttempt(error);
  }
});

/**
 * How an attempt stands (`?attempt=`), whichever instance runs it: 200 `PlacedOrder`, 202 while it runs, its failure
 * (409 `interrupted` when the instance placing it stopped before it ended and commerce has no order), or 404 unknown.
 */
export const GET = route({ ...checkoutWording, query: attemptQuery }, async ({ query }) => {
  const status = await attemptStatus(query.attempt);
  switch (status.state) {
    case 'placed':
      return status.order;
    case 'running':
      return routeJson({ state: 'running' }, 202);
    case 'failed':
      return failedAttempt(status.error);
    default:
      throw new RouteRefusal('No order was placed with this attempt', 404);
  }
});
