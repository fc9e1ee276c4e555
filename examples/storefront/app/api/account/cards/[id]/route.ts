import * as z from 'zod/mini';
import { accountCustomer } from '@/lib/data/account';
import { removeSavedCard } from '@/lib/data/payments';
import { route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

/**
 * Deletes one of the signed-in customer's saved cards: `{ removed: id }`. A card id that is not theirs (someone
 * else's, unknown or malformed) is the same 404: the back end deletes only within the session's customer.
 */
export const DELETE = route(
  { what: 'Your saved card', params: z.object({ id: z.string() }), session: accountCustomer },
  async ({ params: { id } }) => {
    if (!(await removeSavedCard(id))) throw new RouteRefusal('We couldn’t find that card in your account', 404);
    return { removed: id };
  },
);
