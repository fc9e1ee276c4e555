import type { Database } from '../../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../../http/router';
import { invalidInput, restErrorBody } from '../errors';
import { shoppingListResolvers } from '../graphql/shoppingListResolvers';
import type { Session } from '../oauth/tokenStore';
import { resolverRoute } from './resolverRoute';
import { type Json, readUpdate, restAnswer, restJson } from './restShape';

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
 * The shopper's shopping lists over REST, through the same resolvers the GraphQL runs (so the rules, limits and codes
 * are one): `GET /{projectKey}/me/shopping-lists` (paged: `limit` ≤ 500, `offset`, `where`, `sort`), `POST` a
 * `MyShoppingListDraft` (201), `GET`/`POST`/`DELETE /me/shopping-lists/{id}` or `key={key}` (`{ version, actions }`,
 * `DELETE ?version=`). A stale version is a 409 `ConcurrentModification` with `currentVersion`.
 */
export function registerMyShoppingListRoutes(
  router: Router,
  db: Database,
  projectKey: string,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  const run = resolverRoute(shoppingListResolvers, db, projectKey, authenticate);
  const target = (context: RequestContext): Json => {
    const wanted = String(context.params.id).slice(0, 256);
    return wanted.startsWith('key=') ? { key: wanted.slice(4) } : { id: wanted };
  };
  const missing = (args: Json) => {
    const message = args.id
      ? `The ShoppingList with ID '${args.id}' was not found.`
      : `The ShoppingList with key '${args.key}' was not found.`;
    return new ReplyError(404, message, { body: restErrorBody(404, 'ResourceNotFound', message) });
  };
  const number = (value: string | null) => (value === null ? undefined : Number(value));

  router.get('/:projectKey/me/shopping-lists', async (context) => {
    const params = context.url.searchParams;
    const limit = number(params.get('limit')) ?? 20;
    const offset = number(params.get('offset')) ?? 0;
    const page = (await run(context, 'Me', 'shoppingLists', {
      limit,
      offset,
      where: params.get('where'),
      sort: params.getAll('sort'),
    })) as { offset: number; count: number; total: number; results: unknown[] };
    return {
      json: { limit, offset, count: page.count, total: page.total, results: page.results.map(listJson) },
    };
  });

  router.post('/:projectKey/me/shopping-lists', async (context) => {
    if (!context.body || typeof context.body !== 'object' || Array.isArray(context.body)) {
      throw new ReplyError(400, 'The body must be a MyShoppingListDraft.');
    }
    const draft = await restAnswer(async () => localizedLists(context.body as Json));
    return { status: 201, json: listJson(await run(context, 'Mutation', 'createMyShoppingList', { draft })) };
  });

  router.get('/:projectKey/me/shopping-lists/:id', async (context) => {
    const args = target(context);
    const found = await run(context, 'Me', 'shoppingList', args);
    if (!found) throw missing(args);
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
    const updated = await run(context, 'Mutation', 'updateMyShoppingList', {
      ...target(context),
      version,
      actions: converted,
    });
    return { json: listJson(updated) };
  });

  router.on('DELETE', '/:projectKey/me/shopping-lists/:id', async (context) => {
    const version = context.url.searchParams.get('version');
    if (!version || !/^\d{1,9}$/.test(version)) {
      const message = "The parameter 'version' must be a positive whole number.";
      throw new ReplyError(400, message, { body: restErrorBody(400, 'InvalidInput', message) });
    }
    const deleted = await run(context, 'Mutation', 'deleteMyShoppingList', {
      ...target(context),
      version: Number(version),
    });
    return { json: listJson(deleted) };
  });
}
