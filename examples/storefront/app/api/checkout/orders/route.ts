import { attemptQuery, placeOrderRequest } from '@/lib/checkout/checkoutInput';
import { checkoutWording } from '@/lib/checkout/checkoutWording';
import { attemptStatus, placeOrder } from '@/lib/data/checkout';
import { route, routeJson } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

/**
 * Places the order (`PlaceOrderRequest`) → 201 `PlacedOrder`; a checkout the shopper can act on is answered by the
 * one failure map (402 declined, 409 sold out with its `skus`, 400 bad input).
 */
export const POST = route({ ...checkoutWording, body: placeOrderRequest }, async ({ body }) =>
  routeJson(await placeOrder(body), 201),
);

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
      // The attempt's own failure, answered as it was when the attempt ran.
      throw status.error;
    default:
      throw new RouteRefusal('No order was placed with this attempt', 404);
  }
});
