import type { ResolverMap } from './resolvers';
import { requireOwner } from './session';

export const meResolvers: ResolverMap = {
  Query: {
    me: (_source, _args, context) => {
      requireOwner(context);
      return {};
    },
  },
};
