import type { Database } from '../../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../../http/router';
import { restErrorBody } from '../errors';
import type { CommercetoolsContext } from '../graphql/resolvers';
import { requireOwner } from '../graphql/session';
import { findActiveCart, findCart } from '../model/cartDoc';
import { createCart, updateCart, viewCart } from '../model/cartStore';
import type { Session } from '../oauth/tokenStore';
import { type Json, readUpdate, restAnswer, restJson } from './restShape';

/** A cart's REST JSON (`Cart`), from the same view the GraphQL answers. */
function cartJson(view: Json) {
  // `warnings` is a field of the GraphQL Cart only.
  const { warnings: _warnings, ...json } = restJson(view) as Json;
  const lineItems = (json.lineItems as Json[]).map((line) => {
    const { availability, isMatchingVariant: _m, ...variant } = line.variant as Json;
    const noChannel = (availability as { noChannel?: Json } | undefined)?.noChannel;
    return { ...line, variant: { ...variant, ...(noChannel ? { availability: { ...noChannel, channels: {} } } : {}) } };
  });
  return { type: 'Cart', ...json, lineItems };
}

/**
 * The shopper's carts over REST, on the model the GraphQL uses: `GET /{projectKey}/me/active-cart`,
 * `POST /me/carts` (a `MyCartDraft`, 201), `GET /me/carts/{id}` and `POST /me/carts/{id}` with
 * `{ version, actions: [{ action, … }] }` (the update actions `updateMyCart` takes). A stale version is a 409
 * `ConcurrentModification` with `currentVersion`.
 */
export function registerMyCartRoutes(
  router: Router,
  db: Database,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  const owner = async (context: RequestContext) =>
    restAnswer(async () => requireOwner({ session: await authenticate(context) } as CommercetoolsContext));
  const notFound = (what: string) => new ReplyError(404, what, { body: restErrorBody(404, 'ResourceNotFound', what) });

  router.get('/:projectKey/me/active-cart', async (context) => {
    const doc = await findActiveCart(db, await owner(context));
    if (!doc) throw notFound('No active cart exists.');
    return { json: cartJson(await viewCart(db, doc, context.origin)) };
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
}
