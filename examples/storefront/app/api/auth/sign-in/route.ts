import { signIn } from '@/lib/data/auth';
import { authFailureStatus } from '@/lib/http/authResponse';
import { readJsonBody } from '@/lib/http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';
import { shopperAddressHeaders } from '@/lib/http/shopperAddress';

/**
 * Signs the shopper in: the token goes into the httpOnly session cookie and the answer carries only what the
 * header shows, `{ customer }` (`SignInResult`, as `@bookshop/react`'s session API reads it). Otherwise `{ error }`:
 * 400 for a form the login rules refuse, 401 for a refused login (the message for under the form), 502 for an outage.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const result = await signIn(body.value, { headers: shopperAddressHeaders(request.headers) });
  if (result.ok) return Response.json({ customer: result.customer });
  return Response.json({ error: result.message }, { status: authFailureStatus(result.reason) });
}
