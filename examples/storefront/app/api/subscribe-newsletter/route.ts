import { isSubscribeError } from '@bookshop/sdk';
import * as z from 'zod/mini';
import { subscribeToNewsletter } from '@/lib/data/newsletter';
import { route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

/**
 * Newsletter sign-up (spec C7): body `{ firstname, lastname, email }` (the pop-up sends `fisrtname`, as the spec's
 * wire format has it), each field read as text whatever was posted. Answers the SDK's outcome, `{ result }`:
 * 'subscribed' or 'already-subscribed'; the service's error text is the refusal's `error`, with status 400.
 */
export const POST = route({ what: 'The newsletter sign-up', body: z.unknown() }, async ({ body }) => {
  const result = await subscribeToNewsletter(body);
  if (isSubscribeError(result)) throw new RouteRefusal(result, 400);
  return { result };
});
