import type { Database } from '../../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../../http/router';
import { invalidInput, restErrorBody } from '../errors';
import { type Json, restJson } from '../model/restJson';
import {
  createMyShoppingList,
  deleteMyShoppingList,
  findMyShoppingList,
  queryMyShoppingLists,
  shoppingListNotFound,
  updateMyShoppingList,
} from '../model/shoppingListStore';
import type { Session } from '../oauth/tokenStore';
import { readUpdate, restAnswer } from './restShape';

const LOCALIZED = new Set(['name', 'description']);

/** REST's localized strings (`{ "en-AU": "…" }`) as the GraphQL input the model reads (`[{ locale, value }]`). */
function localizedLists(fields: Json): Json {
  const out: Json = { ...fields };
  for (const key of LOCALIZED) {
    const value = fields[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'object' || Array.isArray(value)) throw invalidInput(`'${key}' must be a localized string.`);
    out[key] = Object.entries(value as Json).map(([locale, text]) => {
      if (typeof text !== 'string') throw invalidInput(`'${key}.${locale}' must be a string.`);
      return { locale, value: text };
    });
  }
  return out;
}

/** A shopping list's REST JSON (`ShoppingList`), from the same source the GraphQL answers. */
function listJson(source: unknown) {
  const json = restJson(source) as Json;
  const { customerRef, ...rest } = json;
  return { ...rest, ...(customerRef ? { customer: customerRef } : {}) };
}

/**
 * The shopper's shopping lists over REST, on the model the GraphQL resolvers use (so the rules, limits and codes
 * are one): `GET /{projectKey}/me/shopping-lists` (paged: `limit` ≤ 500, `offset`, `where`, `sort`), `POST` a
 * `MyShoppingListDraft` (201), `GET`/`POST`/`DELETE /me/shopping-lists/{id}` or `key={key}` (`{ version, actions }`,
 * `DELETE ?version=`). A stale version is a 409 `ConcurrentModification` with `currentVersion`.
 */
export function registerMyShoppingListRoutes(
  router: Router,
  db: Database,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  const target = (context: RequestContext): Json => {
    const wanted = String(context.params.id).slice(0, 256);
    return wanted.startsWith('key=') ? { key: wanted.slice(4) } : { id: wanted };
  };
  const number = (value: string | null) => (value === null ? undefined : Number(value));

  router.get('/:projectKey/me/shopping-lists', async (context) => {
    const params = context.url.searchParams;
    const limit = number(params.get('limit')) ?? 20;
    const offset = number(params.get('offset')) ?? 0;
    const session = await authenticate(context);
    const page = await restAnswer(() =>
      queryMyShoppingLists(
        db,
        session,
        { limit, offset, where: params.get('where'), sort: params.getAll('sort') },
        context.origin,
      ),
    );
    return {
      json: { limit, offset, count: page.count, total: page.total, results: page.results.map(listJson) },
    };
  });

  router.post('/:projectKey/me/shopping-lists', async (context) => {
    if (!context.body || typeof context.body !== 'object' || Array.isArray(context.body)) {
      throw new ReplyError(400, 'The body must be a MyShoppingListDraft.');
    }
    const draft = await restAnswer(async () => localizedLists(context.body as Json));
    const session = await authenticate(context);
    const created = await restAnswer(() => createMyShoppingList(db, session, draft, context.origin));
    return { status: 201, json: listJson(created) };
  });

  router.get('/:projectKey/me/shopping-lists/:id', async (context) => {
    const args = target(context);
    const session = await authenticate(context);
    const found = await restAnswer(async () => {
      const list = await findMyShoppingList(db, session, args, context.origin);
      if (!list) throw shoppingListNotFound(args);
      return list;
    });
    return { json: listJson(found) };
  });

  router.post('/:projectKey/me/shopping-lists/:id', async (context) => {
    const { version, converted } = await restAnswer(async () => {
      const update = readUpdate(context.body);
      const lists = update.actions.map((action) =>
        Object.fromEntries(Object.entries(action).map(([name, fields]) => [name, localizedLists(fields as Json)])),
      );
      return { version: update.version, converted: lists };
    });
    const session = await authenticate(context);
    const updated = await restAnswer(() =>
      updateMyShoppingList(db, session, target(context), version, converted, context.origin),
    );
    return { json: listJson(updated) };
  });

  router.on('DELETE', '/:projectKey/me/shopping-lists/:id', async (context) => {
    const version = context.url.searchParams.get('version');
    if (!version || !/^\d{1,9}$/.test(version)) {
      const message = "The parameter 'version' must be a positive whole number.";
      throw new ReplyError(400, message, { body: restErrorBody(400, 'InvalidInput', message) });
    }
    const session = await authenticate(context);
    const deleted = await restAnswer(() =>
      deleteMyShoppingList(db, session, target(context), Number(version), context.origin),
    );
    return { json: listJson(deleted) };
  });
}
