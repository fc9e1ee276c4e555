import { CommercetoolsError } from '../errors';
import { loadCustomer } from '../model/customerDoc';
import { customerSource, customFieldResolvers } from '../model/customerView';
import { updateCustomer } from '../model/updateCustomer';
import { mergeResolvers, type ResolverMap } from './resolvers';
import { requireOwner } from './session';

const requireCustomer = (owner: ReturnType<typeof requireOwner>): string => {
  if (!owner.customerId) {
    throw new CommercetoolsError(
      'insufficient_scope',
      'This action requires a customer token (password flow).',
      {},
      403,
    );
  }
  return owner.customerId;
};

export const customerResolvers: ResolverMap = mergeResolvers(customFieldResolvers, {
  Me: {
    customer: async (_source, _args, context) => {
      const owner = requireOwner(context);
      if (!owner.customerId) return null;
      const doc = await loadCustomer(context.db, owner.customerId);
      return doc && customerSource(doc);
    },
  },
  Mutation: {
    updateMyCustomer: async (_source, args, context) => {
      const customerId = requireCustomer(requireOwner(context));
      const doc = await updateCustomer(
        context.db,
        customerId,
        Number(args.version),
        args.actions as Record<string, unknown>[],
      );
      return customerSource(doc);
    },
  },
});
