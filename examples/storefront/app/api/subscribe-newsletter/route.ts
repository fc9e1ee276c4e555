import { isSubscribeError } from '@bookshop/sdk';
import { subscribeToNewsletter } from '@/lib/data/newsletter';
import { readJsonBody } from '@/lib/http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';

/**
 * Newsletter sign-up (spec C7): body `{ firstname, lastname, email }` (the pop-up sends `fisrtname`, as the spec's
 * wire format has it). Answers the SDK's outcome, `{ result }`: 'subscribed', 'already-subscribed', or the service's
 * error text with status 400.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  try {
    const result = await subscribeToNewsletter(read.value as Record<string, unknown> | null);
    return Response.json({ result }, { status: isSubscribeError(result) ? 400 : 200 });
  } catch (error) {
    console.error('Newsletter sign-up failed', error);
    return Response.json({ error: 'The newsletter sign-up is unavailable, please try again later' }, { status: 502 });
  }
}
