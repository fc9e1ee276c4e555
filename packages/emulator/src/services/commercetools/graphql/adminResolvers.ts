import { invalidInput } from '../errors';
import { findCart } from '../model/cartDoc';
import { queryCarts } from '../model/cartQuery';
import { createAdminCart, deleteCart, updateCart, viewCart } from '../model/cartStore';
import { findCustomerByKey, loadCustomer } from '../model/customerDoc';
import { queryCustomers } from '../model/customerQuery';
import { customerSource } from '../model/customerView';
import { queryOrders } from '../model/orderQuery';
import { findOrder, orderSource, updateOrder } from '../model/orderStore';
import { requireScope } from '../oauth/requireScope';
import { graphqlPage, graphqlQueryArgs } from './queryPage';
import type { CommercetoolsContext, ResolverMap } from './resolvers';

/** The Admin API's scopes: reading needs `view_*` (or `manage_*`), writing `manage_*`; `manage_project` holds all. */
const may = (context: CommercetoolsContext, ...scopes: string[]) =>
  requireScope(context.session, context.projectKey, scopes);

const customerOf = async (source: Record<string, unknown>, context: CommercetoolsContext) => {
  const id = source.customerId as string | null;
  const doc = id ? await loadCustomer(context.db, id) : null;
  return doc ? customerSource(doc) : null;
};

/**
 * The Admin API's carts, orders and customers over GraphQL, as commercetools' graphql examples run them (a client
 * credentials token with the resources' scopes): `carts`, `cart`, `createCart`, `updateCart` (the actions
 * `updateMyCart` takes), `deleteCart`; `orders`, `order`, `updateOrder` (`changeOrderState`, `changePaymentState`);
 * `customers`, `customer(id | key)`; `Cart.customer` and `Order.customer`. The same store and model as `me`: lists
 * page over the first 500 (oldest first) with REST's predicates and sorts on each resource's REST JSON.
 */
export const adminResolvers: ResolverMap = {
  Query: {
    carts: async (_source, args, context) => {
      may(context, 'view_orders', 'manage_orders');
      return graphqlPage(await queryCarts(context.db, null, context.origin, graphqlQueryArgs(args)));
    },
    cart: async (_source, args, context) => {
      may(context, 'view_orders', 'manage_orders');
      const doc = await findCart(context.db, null, String(args.id));
      return doc && viewCart(context.db, doc, context.origin);
    },
    orders: async (_source, args, context) => {
      may(context, 'view_orders', 'manage_orders');
      return graphqlPage(await queryOrders(context.db, null, context.origin, graphqlQueryArgs(args)));
    },
    order: async (_source, args, context) => {
      may(context, 'view_orders', 'manage_orders');
      if (!args.id === !args.orderNumber) throw invalidInput('Exactly one of id and orderNumber is required.');
      const order = await findOrder(context.db, null, args as { id?: string; orderNumber?: string });
      return order && orderSource(order, context.origin);
    },
    customers: async (_source, args, context) => {
      may(context, 'view_customers', 'manage_customers');
      return graphqlPage(await queryCustomers(context.db, graphqlQueryArgs(args)));
    },
    customer: async (_source, args, context) => {
      may(context, 'view_customers', 'manage_customers');
      const { id, key, emailToken, passwordToken } = args as Record<string, string | null | undefined>;
      if (emailToken != null || passwordToken != null)
        throw invalidInput('Customers by email or password token are not served by the emulator.');
      if ((id == null) === (key == null)) throw invalidInput("Exactly one of 'id' or 'key' must be given.");
      const doc = id != null ? await loadCustomer(context.db, id) : await findCustomerByKey(context.db, key as string);
      return doc ? customerSource(doc) : null;
    },
  },
  Mutation: {
    createCart: async (_source, args, context) => {
      may(context, 'manage_orders');
      if (args.storeKey != null) throw invalidInput('Stores are not implemented by the emulator.');
      const doc = await createAdminCart(context.db, args.draft as Record<string, unknown>);
      return viewCart(context.db, doc, context.origin);
    },
    updateCart: async (_source, args, context) => {
      may(context, 'manage_orders');
      if (args.id == null) throw invalidInput("Carts are updated by 'id' in the emulator (they have no key).");
      const doc = await updateCart(
        context.db,
        null,
        String(args.id),
        Number(args.version),
        args.actions as Record<string, unknown>[],
      );
      return viewCart(context.db, doc, context.origin);
    },
    deleteCart: async (_source, args, context) => {
      may(context, 'manage_orders');
      if (args.id == null) throw invalidInput("Carts are deleted by 'id' in the emulator (they have no key).");
      const doc = await deleteCart(context.db, null, String(args.id), Number(args.version));
      return viewCart(context.db, doc, context.origin);
    },
    updateOrder: async (_source, args, context) => {
      may(context, 'manage_orders');
      const order = await updateOrder(
        context.db,
        args as { id?: string; orderNumber?: string },
        Number(args.version),
        args.actions as Record<string, unknown>[],
      );
      return orderSource(order, context.origin);
    },
  },
  Cart: { customer: (source, _args, context) => customerOf(source, context) },
  Order: { customer: (source, _args, context) => customerOf(source, context) },
};
