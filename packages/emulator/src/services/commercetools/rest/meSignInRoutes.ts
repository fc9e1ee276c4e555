import type { Database } from '../../../db/database';
import type { RequestContext, Router } from '../../../http/router';
import { cartJson } from '../model/cartJson';
import { customerJson } from '../model/customerJson';
import { signInResult, signMeIn, signMeUp } from '../model/customerSignIn';
import { loginThrottleFor } from '../oauth/loginThrottle';
import type { Session } from '../oauth/tokenStore';
import { restAnswer } from './restShape';

/** `CustomerSignInResult` over REST: the customer, and `cart` only when they have an active one. */
async function signInJson(db: Database, customerId: string, origin: string) {
  const { customer, cart } = await signInResult(db, customerId, origin);
  return { customer: customerJson(customer), ...(cart ? { cart: cartJson(cart) } : {}) };
}

/**
 * commercetools' sign-in and sign-up for a shopper's token (anonymous session, password flow or client credentials
 * with `manage_my_profile`): `POST /{projectKey}/me/login` with `MyCustomerSignin` (200) and `POST /me/signup` with
 * `MyCustomerDraft` (201), both answering `{ customer, cart? }`. They do not change the token: the client then asks
 * for a password-flow token, as with the real API.
 */
export function registerMeSignInRoutes(
  router: Router,
  db: Database,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  const throttle = loginThrottleFor(db);

  router.post('/:projectKey/me/login', async (context) => {
    const session = await authenticate(context);
    const customerId = await restAnswer(() => signMeIn(db, throttle, session, context.body));
    return { json: await signInJson(db, customerId, context.origin) };
  });

  router.post('/:projectKey/me/signup', async (context) => {
    const session = await authenticate(context);
    const customerId = await restAnswer(() => signMeUp(db, session, context.body));
    return { status: 201, json: await signInJson(db, customerId, context.origin) };
  });
}
