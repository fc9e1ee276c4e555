import { myCustomer, updateMyCustomer } from '../model/myCustomer';
import { filterByName } from './common';
import type { ResolverMap } from './resolvers';

export const customerResolvers: ResolverMap = {
  Me: {
    customer: (_source, _args, context) => myCustomer(context.db, context.session),
  },
  Mutation: {
    updateMyCustomer: (_source, args, context) =>
      updateMyCustomer(context.db, context.session, Number(args.version), args.actions as Record<string, unknown>[]),
  },
  CustomFieldsType: {
    customFieldsRaw: (source, args) =>
      filterByName(
        Object.entries(source.fields as Record<string, unknown>).map(([name, value]) => ({
          name,
          value,
          referencedResource: null,
          referencedResourceSet: [],
        })),
        args,
      ),
  },
};
