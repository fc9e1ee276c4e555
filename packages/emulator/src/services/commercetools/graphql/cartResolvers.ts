import { CommercetoolsError, invalidInput } from '../errors';
import { findActiveCart, findCart } from '../model/cartDoc';
import { queryCarts } from '../model/cartQuery';
import { createCart, deleteCart, updateCart, viewCart } from '../model/cartStore';
import { queryOrders } from '../model/orderQuery';
import { createOrderFromCart, findOrder, orderSource } from '../model/orderStore';
import { requireOwner } from '../model/owner';
import { localizedField } from './common';
import { graphqlPage, graphqlQueryArgs } from './queryPage';
import type { ResolverMap } from './resolvers';

const lineItemsById = (source: Record<string, unknown>, args: Record<string, unknown>) => {
  const all = source.allLineItems as { id: string }[];
  return args.id ? all.filter((line) => line.id === args.id) : all;
};

export const cartResolvers: ResolverMap = {
  Me: {
    activeCart: async (_source, _args, context) => {
      const doc = await findActiveCart(context.db, requireOwner(context.session));
      return doc && viewCart(context.db, doc, context.origin);
    },
    cart: async (_source, args, context) => {
      const doc = await findCart(context.db, requireOwner(context.session), String(args.id));
      return doc && viewCart(context.db, doc, context.origin);
    },
    carts: async (_source, args, context) =>
      graphqlPage(await queryCarts(context.db, requireOwner(context.session), context.origin, graphqlQueryArgs(args))),
    orders: async (_source, args, context) =>
      graphqlPage(await queryOrders(context.db, requireOwner(context.session), context.origin, graphqlQueryArgs(args))),
    order: async (_source, args, context) => {
      if (!args.id === !args.orderNumber) throw invalidInput('Exactly one of id and orderNumber is required.');
      const order = await findOrder(
        context.db,
        requireOwner(context.session),
        args as { id?: string; orderNumber?: string },
      );
      return order && orderSource(order, context.origin);
    },
  },
  Mutation: {
    createMyCart: async (_source, args, context) => {
      if (args.storeKey != null)
        throw new CommercetoolsError('NotImplemented', 'Stores are not implemented by the emulator');
      const doc = await createCart(context.db, requireOwner(context.session), args.draft as Record<string, unknown>);
      return viewCart(context.db, doc, context.origin);
    },
    updateMyCart: async (_source, args, context) => {
      const doc = await updateCart(
        context.db,
        requireOwner(context.session),
        String(args.id),
        Number(args.version),
        args.actions as Record<string, unknown>[],
      );
      return viewCart(context.db, doc, context.origin);
    },
    deleteMyCart: async (_source, args, context) => {
      if (args.storeKey != null)
        throw new CommercetoolsError('NotImplemented', 'Stores are not implemented by the emulator');
      const doc = await deleteCart(context.db, requireOwner(context.session), String(args.id), Number(args.version));
      return viewCart(context.db, doc, context.origin);
    },
    createMyOrderFromCart: async (_source, args, context) => {
      const draft = args.draft as { id: string; version: number };
      const order = await createOrderFromCart(
        context.db,
        requireOwner(context.session),
        draft.id,
        Number(draft.version),
      );
      return orderSource(order, context.origin);
    },
  },
  Cart: { lineItems: lineItemsById },
  Order: { lineItems: lineItemsById },
  LineItem: { ...localizedField('name', 'names'), ...localizedField('productSlug', 'slugs') },
  DiscountCode: { ...localizedField('name', 'names'), ...localizedField('description', 'descriptions') },
  ShippingMethod: {
    ...localizedField('localizedName', 'localizedNames'),
    ...localizedField('localizedDescription', 'localizedDescriptions'),
  },
};
