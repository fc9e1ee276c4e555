import { loginSchema } from '@bookshop/sdk/rules';
import { authFailures, signIn } from '@/lib/data/auth';
import { route } from '@/lib/http/route';
import { shopperAddressHeaders } from '@/lib/http/shopperAddress';

/**
 * Signs the shopper in: the token goes into the httpOnly session cookie and the answer carries only what the
 * header shows, `{ customer }` (`SignInResult`, as `@bookshop/react`'s session API reads it). Otherwise `{ error }`:
 * 400 for a form the login rules refuse, 401 for a refused login (the message for under the form), 429 when sign-in is
 * paused for the account (the same message, with `pausedMinutes` and `Retry-After`), 502 for an outage.
 */
export const POST = route(
  {
    what: 'Sign-in',
    ...authFailures('Sign-in is unavailable, please try again later'),
    signsIn: true,
    body: loginSchema,
  },
  async ({ body, request }) => signIn(body, { headers: shopperAddressHeaders(request.headers) }),
);
