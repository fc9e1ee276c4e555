import {
  createMyShoppingList,
  deleteMyShoppingList,
  findMyShoppingList,
  queryMyShoppingLists,
  updateMyShoppingList,
} from '../model/shoppingListStore';
import { localizedField } from './common';
import type { ResolverMap } from './resolvers';

export const shoppingListResolvers: ResolverMap = {
  Me: {
    shoppingLists: (_source, args, context) => queryMyShoppingLists(context.db, context.session, args, context.origin),
    shoppingList: (_source, args, context) => findMyShoppingList(context.db, context.session, args, context.origin),
  },
  Mutation: {
    createMyShoppingList: (_source, args, context) =>
      createMyShoppingList(context.db, context.session, args.draft as Record<string, unknown>, context.origin),
    updateMyShoppingList: (_source, args, context) =>
      updateMyShoppingList(
        context.db,
        context.session,
        args,
        Number(args.version),
        args.actions as Record<string, unknown>[],
        context.origin,
      ),
    deleteMyShoppingList: (_source, args, context) =>
      deleteMyShoppingList(context.db, context.session, args, Number(args.version), context.origin),
  },
  ShoppingList: { ...localizedField('name', 'names'), ...localizedField('description', 'descriptions') },
  ShoppingListLineItem: { ...localizedField('name', 'names'), ...localizedField('productSlug', 'slugs') },
};
