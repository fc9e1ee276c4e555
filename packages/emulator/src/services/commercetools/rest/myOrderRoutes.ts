import type { Database } from '../../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../../http/router';
import { invalidInput, restErrorBody } from '../errors';
import { orderJson } from '../model/cartJson';
import { queryOrders } from '../model/orderQuery';
import { createOrderFromCart, findOrder, orderSource } from '../model/orderStore';
import { requireOwner } from '../model/owner';
import type { Json } from '../model/restJson';
import type { Session } from '../oauth/tokenStore';
import { restQueryArgs } from './queryParams';
import { restAnswer } from './restShape';

/** A `MyOrderFromCartDraft`: the cart's id and the version the shopper last saw. */
function readOrderDraft(body: unknown): { id: string; version: number } {
  const draft = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Json;
  if (typeof draft.id !== 'string' || !draft.id || draft.id.length > 256)
    throw invalidInput("Request body does not contain valid JSON: 'id' of the cart is missing.");
  if (!Number.isInteger(draft.version) || (draft.version as number) < 1)
    throw invalidInput("Request body does not contain valid JSON: 'version' must be a positive whole number.");
  return { id: draft.id, version: draft.version as number };
}

/**
 * The shopper's orders over REST, on the model `createMyOrderFromCart` and `me.order(s)` use: `GET /{projectKey}/me/orders`
 * (paged: `limit`, `offset`, `withTotal`, `where`, `sort`), `GET /me/orders/{id}` and `POST /me/orders` with a
 * `MyOrderFromCartDraft` `{ id, version }` (201). Ordering takes stock in the same transaction; a stale cart version
 * is a 409 with `currentVersion`, too little stock a 400 `OutOfStock` naming the line items and skus.
 */
export function registerMyOrderRoutes(
  router: Router,
  db: Database,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  const owner = async (context: RequestContext) => restAnswer(async () => requireOwner(await authenticate(context)));

  router.get('/:projectKey/me/orders', async (context) => {
    const who = await owner(context);
    const page = await restAnswer(() => queryOrders(db, who, context.origin, restQueryArgs(context.url.searchParams)));
    return { json: { ...page, results: page.results.map(orderJson) } };
  });

  router.get('/:projectKey/me/orders/:id', async (context) => {
    const who = await owner(context);
    const id = String(context.params.id).slice(0, 256);
    const order = await findOrder(db, who, { id });
    if (!order) {
      const message = `The Order with ID '${id}' was not found.`;
      throw new ReplyError(404, message, { body: restErrorBody(404, 'ResourceNotFound', message) });
    }
    return { json: orderJson(orderSource(order, context.origin)) };
  });

  router.post('/:projectKey/me/orders', async (context) => {
    const who = await owner(context);
    const order = await restAnswer(async () => {
      const { id, version } = readOrderDraft(context.body);
      return createOrderFromCart(db, who, id, version);
    });
    return { status: 201, json: orderJson(orderSource(order, context.origin)) };
  });
}
