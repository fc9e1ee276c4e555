import * as z from 'zod/mini';
import { personalRecommendations } from '@/lib/data/products';
import { route } from '@/lib/http/route';
import { signedInShopper } from '@/lib/search/searchTracking';

// Profiles, skus and limits as the content settings and the catalogue write them.
const NAME = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A carousel's products as recommended to the signed-in shopper (`?tag=&product=&limit=`): the page shows everyone's
 * picks, the same for every visitor (the front cache), and the shopper's browser asks here for their own. Signed-in
 * shoppers only (401); never cached.
 */
export const GET = route(
  {
    what: 'Your recommendations',
    query: z.object({
      tag: z.string().check(z.regex(NAME, 'Expected a recommendation profile')),
      product: z.optional(z.string().check(z.regex(NAME, 'Expected a sku'))),
      limit: z.optional(z.string().check(z.regex(/^([1-9]\d?|1\d\d|200)$/, 'Expected a limit from 1 to 200'))),
    }),
    session: async () => (await signedInShopper()) ?? null,
  },
  async ({ query, session }) =>
    personalRecommendations(
      { tag: query.tag, product: query.product, limit: query.limit ? Number(query.limit) : undefined },
      session,
    ),
);
