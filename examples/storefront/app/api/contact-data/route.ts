import { newsletterEmailSchema } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';
import { ownSubscription } from '@/lib/data/newsletter';
import { route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

/**
 * Contact lookup (spec C7): body `{ email }`, answer `{ subscribed }`. Only the signed-in customer's own email may
 * be looked up, so the route cannot be used to find out who is on the list.
 */
export const POST = route(
  { what: 'The newsletter subscription check', body: z.object({ email: newsletterEmailSchema }) },
  async ({ body }) => {
    const subscribed = await ownSubscription(body.email);
    if (subscribed === 'not-theirs') throw new RouteRefusal('Sign in to check your subscription', 403);
    return { subscribed };
  },
);
