import type { Database } from '../../../db/database';
import { CommercetoolsError, invalidInput } from '../errors';
import { findActiveCart, findCart, listCarts } from '../model/cartDoc';
import { createCart, deleteCart, updateCart, viewCart } from '../model/cartStore';
import { cartTypeResolvers } from '../model/cartView';
import { createOrderFromCart, findOrder, listOrders, orderSource } from '../model/orderStore';
import { cartJson, orderJson } from '../rest/cartJson';
import { graphqlPage, graphqlQueryArgs, pageOf, type QueryArgs } from '../rest/queryParams';
import { mergeResolvers, type ResolverMap } from './resolvers';
import { type Owner, requireOwner } from './session';

/** A page of the owner's carts (`me.carts`, REST `GET /me/carts`) as GraphQL sources, `where` and `sort` on REST JSON. */
export async function queryMyCarts(db: Database, owner: Owner, origin: string, args: QueryArgs) {
  const views = await Promise.all((await listCarts(db, owner)).map((doc) => viewCart(db, doc, origin)));
  return pageOf(views, cartJson, args);
}

/** A page of the owner's orders (`me.orders`, REST `GET /me/orders`) as GraphQL sources. */
export async function queryMyOrders(db: Database, owner: Owner, origin: string, args: QueryArgs) {
  const sources = (await listOrders(db, owner)).map((order) => orderSource(order, origin));
  return pageOf(sources, orderJson, args);
}

export const cartResolvers: ResolverMap = mergeResolvers(cartTypeResolvers, {
  Me: {
    activeCart: async (_source, _args, context) => {
      const doc = await findActiveCart(context.db, requireOwner(context));
      return doc && viewCart(context.db, doc, context.origin);
    },
    cart: async (_source, args, context) => {
      const doc = await findCart(context.db, requireOwner(context), String(args.id));
      return doc && viewCart(context.db, doc, context.origin);
    },
    carts: async (_source, args, context) =>
      graphqlPage(await queryMyCarts(context.db, requireOwner(context), context.origin, graphqlQueryArgs(args))),
    orders: async (_source, args, context) =>
      graphqlPage(await queryMyOrders(context.db, requireOwner(context), context.origin, graphqlQueryArgs(args))),
    order: async (_source, args, context) => {
      if (!args.id === !args.orderNumber) throw invalidInput('Exactly one of id and orderNumber is required.');
      const order = await findOrder(context.db, requireOwner(context), args as { id?: string; orderNumber?: string });
      return order && orderSource(order, context.origin);
    },
  },
  Mutation: {
    createMyCart: async (_source, args, context) => {
      if (args.storeKey != null)
        throw new CommercetoolsError('NotImplemented', 'Stores are not implemented by the emulator');
      const doc = await createCart(context.db, requireOwner(context), args.draft as Record<string, unknown>);
      return viewCart(context.db, doc, context.origin);
    },
    updateMyCart: async (_source, args, context) => {
      const doc = await updateCart(
        context.db,
        requireOwner(context),
        String(args.id),
        Number(args.version),
        args.actions as Record<string, unknown>[],
      );
      return viewCart(context.db, doc, context.origin);
    },
    deleteMyCart: async (_source, args, context) => {
      if (args.storeKey != null)
        throw new CommercetoolsError('NotImplemented', 'Stores are not implemented by the emulator');
      const doc = await deleteCart(context.db, requireOwner(context), String(args.id), Number(args.version));
      return viewCart(context.db, doc, context.origin);
    },
    createMyOrderFromCart: async (_source, args, context) => {
      const draft = args.draft as { id: string; version: number };
      const order = await createOrderFromCart(context.db, requireOwner(context), draft.id, Number(draft.version));
      return orderSource(order, context.origin);
    },
  },
});
