import { signIn } from '@/lib/data/auth';
import { authFailureStatus } from '@/lib/http/authResponse';
import { readJsonBody } from '@/lib/http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';
import { shopperAddressHeaders } from '@/lib/http/shopperAddress';

/**
 * Signs the shopper in: the token goes into the httpOnly session cookie and the answer carries only what the
 * header shows, `{ customer }` (`SignInResult`, as `@bookshop/react`'s session API reads it). Otherwise `{ error }`:
 * 400 for a form the login rules refuse, 401 for a refused login (the message for under the form), 429 when sign-in is
 * paused for the account (the same message, with `pausedMinutes` and `Retry-After`), 502 for an outage.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const result = await signIn(body.value, { headers: shopperAddressHeaders(request.headers) });
  if (result.ok) return Response.json({ customer: result.customer });
  if (result.reason === 'paused') {
    // The back end pauses an account for 15 minutes; without its wait, say that.
    const seconds = result.retryAfterSeconds ?? 15 * 60;
    return Response.json(
      { error: result.message, pausedMinutes: Math.max(1, Math.ceil(seconds / 60)) },
      { status: 429, headers: { 'retry-after': String(seconds) } },
    );
  }
  return Response.json({ error: result.message }, { status: authFailureStatus(result.reason) });
}
