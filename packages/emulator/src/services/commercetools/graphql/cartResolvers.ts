import { CommercetoolsError, invalidInput } from '../errors';
import { findActiveCart, findCart } from '../model/cartDoc';
import { createCart, updateCart, viewCart } from '../model/cartStore';
import { cartTypeResolvers } from '../model/cartView';
import { createOrderFromCart, findOrder, orderSource } from '../model/orderStore';
import { mergeResolvers, type ResolverMap } from './resolvers';
import { requireOwner } from './session';

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
    createMyOrderFromCart: async (_source, args, context) => {
      const draft = args.draft as { id: string; version: number };
      const order = await createOrderFromCart(context.db, requireOwner(context), draft.id, Number(draft.version));
      return orderSource(order, context.origin);
    },
  },
});
