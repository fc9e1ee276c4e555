import { CommercetoolsError } from '../errors';
import { signInResult, signMeIn, signMeUp } from '../model/customerSignIn';
import { loginThrottleFor } from '../oauth/loginThrottle';
import type { ResolverMap } from './resolvers';

/** Draft fields of `CustomerSignMeUpDraft` that REST's `MyCustomerDraft` lacks; they default to empty lists. */
const GRAPHQL_ONLY_LISTS = ['shippingAddresses', 'billingAddresses'];

/**
 * `customerSignMeIn` and `customerSignMeUp`, on the model `POST /me/login` and `POST /me/signup` use: the same checks,
 * codes and hand-over of an anonymous session's carts and orders.
 */
export const signInResolvers: ResolverMap = {
  Mutation: {
    customerSignMeIn: async (_source, args, context) => {
      if (args.storeKey != null)
        throw new CommercetoolsError('NotImplemented', 'Stores are not implemented by the emulator');
      const customerId = await signMeIn(context.db, loginThrottleFor(context.db), context.session, args.draft);
      return signInResult(context.db, customerId, context.origin);
    },
    customerSignMeUp: async (_source, args, context) => {
      if (args.storeKey != null)
        throw new CommercetoolsError('NotImplemented', 'Stores are not implemented by the emulator');
      const { key, ...draft } = args.draft as Record<string, unknown>;
      for (const field of GRAPHQL_ONLY_LISTS) {
        if ((draft[field] as unknown[] | null)?.length)
          throw new CommercetoolsError(
            'NotImplemented',
            `CustomerSignMeUpDraft.${field} is not implemented by the emulator`,
          );
        delete draft[field];
      }
      if (key != null)
        throw new CommercetoolsError('NotImplemented', 'Customer keys are not implemented by the emulator');
      const customerId = await signMeUp(context.db, context.session, draft);
      return signInResult(context.db, customerId, context.origin);
    },
  },
};
