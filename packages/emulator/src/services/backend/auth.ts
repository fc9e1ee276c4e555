import { z } from 'zod';
import type { Router } from '../../http/router';
import { oauthError } from '../commercetools/errors';
import { authenticateCustomer } from '../commercetools/oauth/authenticateCustomer';
import { loginThrottleFor } from '../commercetools/oauth/loginThrottle';
import { anonymousCartId, signInTokens } from './customerTokens';
import type { BackendDeps } from './deps';
import { clientOf, readBody } from './request';

const signIn = z.object({
  username: z
    .string({ error: 'Please enter email or membership no' })
    .trim()
    .min(1, 'Please enter email or membership no')
    .max(256),
  password: z.string({ error: 'Required' }).min(1, 'Required').max(1024),
  anonymousCartId,
});

/**
 * `POST auth/customers/token`: signs in with an email or a member number. Answers the commercetools token pair
 * (`access_token`, `scope` with `customer_id:<id>`, `refresh_token`, `expires_in`, `token_type`) and merges the
 * anonymous cart when `anonymousCartId` is given. A refusal relays commercetools' OAuth error body too (`error` is
 * its code, `error_description` the words): wrong credentials answer 401 `invalid_customer_account_credentials`, too
 * many attempts 429 `too_many_requests` with `retry-after`.
 */
export function registerAuthRoutes(router: Router, { db, projectKey }: BackendDeps): void {
  const throttle = loginThrottleFor(db);
  router.post('/auth/customers/token', async (context) => {
    const input = readBody(context, signIn);
    const result = await authenticateCustomer(db, throttle, {
      identifier: input.username,
      password: input.password,
      client: clientOf(context.headers),
    });
    if (!result.ok && result.reason === 'throttled') {
      throw oauthError(
        429,
        'too_many_requests',
        `Too many failed sign-in attempts. Try again in ${result.retryAfterSeconds} seconds.`,
        { 'retry-after': String(result.retryAfterSeconds) },
      );
    }
    if (!result.ok) {
      throw oauthError(
        401,
        'invalid_customer_account_credentials',
        'Customer account with the given credentials not found.',
      );
    }
    const tokens = await db.transaction((tx) =>
      signInTokens(tx, { id: result.customerId, email: result.email }, projectKey, input.anonymousCartId),
    );
    return { json: tokens };
  });
}
