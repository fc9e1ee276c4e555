import type { Database } from '../../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../../http/router';
import { restErrorBody } from '../errors';
import { findActiveCart, findCart } from '../model/cartDoc';
import { cartJson } from '../model/cartJson';
import { queryCarts } from '../model/cartQuery';
import { createCart, deleteCart, updateCart, viewCart } from '../model/cartStore';
import { requireOwner } from '../model/owner';
import type { Json } from '../model/restJson';
import type { Session } from '../oauth/tokenStore';
import { restQueryArgs } from './queryParams';
import { readUpdate, readVersion, restAnswer } from './restShape';

/**
 * The shopper's carts over REST, on the model the GraphQL uses: `GET /{projectKey}/me/active-cart`,
 * `GET /me/carts` (paged: `limit`, `offset`, `withTotal`, `where`, `sort`, as `me.carts`), `POST /me/carts` (a
 * `MyCartDraft`, 201), `GET /me/carts/{id}`, `POST /me/carts/{id}` with `{ version, actions: [{ action, … }] }` (the
 * update actions `updateMyCart` takes) and `DELETE /me/carts/{id}?version=`. A stale version is a 409
 * `ConcurrentModification` with `currentVersion`.
 */
export function registerMyCartRoutes(
  router: Router,
  db: Database,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  const owner = async (context: RequestContext) => restAnswer(async () => requireOwner(await authenticate(context)));
  const notFound = (what: string) => new ReplyError(404, what, { body: restErrorBody(404, 'ResourceNotFound', what) });

  router.get('/:projectKey/me/active-cart', async (context) => {
    const doc = await findActiveCart(db, await owner(context));
    if (!doc) throw notFound('No active cart exists.');
    return { json: cartJson(await viewCart(db, doc, context.origin)) };
  });

  router.get('/:projectKey/me/carts', async (context) => {
    const who = await owner(context);
    const page = await restAnswer(() => queryCarts(db, who, context.origin, restQueryArgs(context.url.searchParams)));
    return { json: { ...page, results: page.results.map(cartJson) } };
  });

  router.post('/:projectKey/me/carts', async (context) => {
    const who = await owner(context);
    if (!context.body || typeof context.body !== 'object') throw new ReplyError(400, 'The body must be a MyCartDraft.');
    const doc = await restAnswer(() => createCart(db, who, context.body as Json));
    return { status: 201, json: cartJson(await viewCart(db, doc, context.origin)) };
  });

  router.get('/:projectKey/me/carts/:id', async (context) => {
    const id = String(context.params.id).slice(0, 256);
    const doc = await findCart(db, await owner(context), id);
    if (!doc) throw notFound(`The Cart with ID '${id}' was not found.`);
    return { json: cartJson(await viewCart(db, doc, context.origin)) };
  });

  router.post('/:projectKey/me/carts/:id', async (context) => {
    const who = await owner(context);
    const id = String(context.params.id).slice(0, 256);
    const doc = await restAnswer(async () => {
      const { version, actions } = readUpdate(context.body);
      return updateCart(db, who, id, version, actions);
    });
    return { json: cartJson(await viewCart(db, doc, context.origin)) };
  });

  router.on('DELETE', '/:projectKey/me/carts/:id', async (context) => {
    const who = await owner(context);
    const id = String(context.params.id).slice(0, 256);
    const doc = await restAnswer(() => deleteCart(db, who, id, readVersion(context.url.searchParams)));
    return { json: cartJson(await viewCart(db, doc, context.origin)) };
  });
}
