import { projectSettings } from '../model/projectSettings';
import type { ResolverMap } from './resolvers';

/**
 * `project`: the settings REST's `GET /{projectKey}` answers, plus what the emulated project genuinely lacks
 * (`trialUntil`, `shippingRateInputType`, `externalOAuth`: none configured). Other settings are not emulated and
 * say so when asked for.
 */
export const projectResolvers: ResolverMap = {
  Query: {
    project: async (_source, _args, context) => ({
      ...(await projectSettings(context.db, context.projectKey)),
      trialUntil: null,
      shippingRateInputType: null,
      externalOAuth: null,
    }),
  },
};
