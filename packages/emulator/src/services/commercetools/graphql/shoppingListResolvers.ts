import { randomUUID } from 'node:crypto';
import { CommercetoolsError, invalidInput, resourceNotFound } from '../errors';
import { readLocalized } from '../model/localizedInput';
import { addShoppingListLine, applyShoppingListActions, referencedProducts } from '../model/shoppingListActions';
import {
  findShoppingList,
  insertShoppingList,
  listShoppingLists,
  type ShoppingListDoc,
  saveShoppingList,
} from '../model/shoppingListDoc';
import { shoppingListResource, shoppingListSources, shoppingListTypeResolvers } from '../model/shoppingListView';
import { checkActionCount } from '../model/updateActions';
import { checkVersion } from '../model/versioned';
import { loadProducts } from '../products/productRows';
import { compilePredicate, compileSort } from '../rest/queryPredicate';
import { mergeResolvers, type ResolverMap } from './resolvers';
import { requireOwner } from './session';

const page = (value: unknown, fallback: number, max: number, name: string) => {
  const number = value == null ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max)
    throw invalidInput(`Malformed parameter: ${name}: The ${name} parameter must be in the range of [0..${max}]`);
  return number;
};

const notFound = (args: Record<string, unknown>) =>
  resourceNotFound(
    args.id
      ? `The ShoppingList with ID '${args.id}' was not found.`
      : `The ShoppingList with key '${args.key}' was not found.`,
  );

function requireIdOrKey(args: Record<string, unknown>) {
  if (!args.id === !args.key) throw invalidInput('Exactly one of id and key is required.');
}

const actionDrafts = (actions: Record<string, unknown>[]) =>
  actions.map((action) => action.addLineItem).filter(Boolean) as Record<string, unknown>[];

export const shoppingListResolvers: ResolverMap = mergeResolvers(shoppingListTypeResolvers, {
  Me: {
    shoppingLists: async (_source, args, context) => {
      const owner = requireOwner(context);
      const limit = page(args.limit, 20, 500, 'limit');
      const offset = page(args.offset, 0, 10_000, 'offset');
      const predicate = args.where ? compilePredicate(String(args.where)) : () => true;
      const sort = compileSort((args.sort as string[] | null) ?? []);
      const docs = (await listShoppingLists(context.db, owner))
        .map((doc) => ({ doc, resource: shoppingListResource(doc) }))
        .filter(({ resource }) => predicate(resource))
        .sort((a, b) => sort(a.resource, b.resource));
      const results = await shoppingListSources(
        context.db,
        docs.slice(offset, offset + limit).map(({ doc }) => doc),
        context.origin,
      );
      return { offset, count: results.length, total: docs.length, exists: docs.length > 0, results };
    },
    shoppingList: async (_source, args, context) => {
      requireIdOrKey(args);
      const doc = await findShoppingList(context.db, requireOwner(context), args);
      return doc ? (await shoppingListSources(context.db, [doc], context.origin))[0] : null;
    },
  },
  Mutation: {
    createMyShoppingList: async (_source, args, context) => {
      const owner = requireOwner(context);
      const draft = args.draft as Record<string, unknown>;
      if ((draft.textLineItems as unknown[] | null)?.length || draft.custom || draft.store) {
        throw new CommercetoolsError(
          'NotImplemented',
          'Text line items, custom fields and stores of shopping lists are not implemented by the emulator',
        );
      }
      const name = readLocalized(draft.name, 'name');
      if (!name) throw invalidInput('A shopping list needs a name.');
      const drafts = (draft.lineItems as Record<string, unknown>[] | null) ?? [];
      if (drafts.length > 500) throw invalidInput('A shopping list holds at most 500 line items.');
      const doc = await context.db.transaction(async (tx) => {
        const products = await loadProducts(tx, referencedProducts(drafts));
        const now = new Date().toISOString();
        let lineItems: ShoppingListDoc['lineItems'] = [];
        for (const line of drafts) lineItems = addShoppingListLine(lineItems, line, products, now);
        return insertShoppingList(tx, {
          id: randomUUID(),
          version: 1,
          key: null,
          customerId: owner.customerId,
          anonymousId: owner.anonymousId,
          name,
          description: readLocalized(draft.description, 'description'),
          lineItems,
          deleteDaysAfterLastModification: (draft.deleteDaysAfterLastModification as number | null) ?? null,
          createdAt: now,
          lastModifiedAt: now,
        });
      });
      return (await shoppingListSources(context.db, [doc], context.origin))[0];
    },
    updateMyShoppingList: async (_source, args, context) => {
      requireIdOrKey(args);
      const owner = requireOwner(context);
      const actions = args.actions as Record<string, unknown>[];
      checkActionCount(actions);
      const doc = await context.db.transaction(async (tx) => {
        const current = await findShoppingList(tx, owner, args, true);
        if (!current) throw notFound(args);
        checkVersion(current.id, Number(args.version), current.version);
        const products = await loadProducts(tx, referencedProducts(actionDrafts(actions)));
        return saveShoppingList(tx, applyShoppingListActions(current, actions, products));
      });
      return (await shoppingListSources(context.db, [doc], context.origin))[0];
    },
    deleteMyShoppingList: async (_source, args, context) => {
      requireIdOrKey(args);
      const owner = requireOwner(context);
      const doc = await context.db.transaction(async (tx) => {
        const current = await findShoppingList(tx, owner, args, true);
        if (!current) throw notFound(args);
        checkVersion(current.id, Number(args.version), current.version);
        await tx.query('DELETE FROM shopping_lists WHERE id = $1', [current.id]);
        return current;
      });
      return (await shoppingListSources(context.db, [doc], context.origin))[0];
    },
  },
});
