import { requireOwner } from '../model/owner';
import type { ResolverMap } from './resolvers';

export const meResolvers: ResolverMap = {
  Query: {
    me: (_source, _args, context) => {
      requireOwner(context.session);
      return {};
    },
  },
};
