import type { Database } from '../../../db/database';
import type { RequestContext, Router } from '../../../http/router';
import { cartJson } from '../model/cartJson';
import { customerJson } from '../model/customerJson';
import { queryCustomers } from '../model/customerQuery';
import { signInResult, signUpCustomer } from '../model/customerSignIn';
import { requireScope } from '../oauth/requireScope';
import type { Session } from '../oauth/tokenStore';
import { restQueryArgs } from './queryParams';
import { restAnswer } from './restShape';

/**
 * The Admin API's customers: the list, `GET /{projectKey}/customers` (`view_customers`; paged, `where`, `sort` on the
 * REST customer, over the first 500, oldest first), and creation, `POST /{projectKey}/customers` with a `CustomerDraft` (201,
 * `{ customer, cart? }`), for a token with `manage_customers` (or `manage_project`): the same customer a sign-up
 * makes, with the draft's `key`; the draft's `anonymousId` hands that session's carts and orders over.
 */
export function registerCustomerRoutes(
  router: Router,
  db: Database,
  projectKey: string,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  router.get('/:projectKey/customers', async (context) => {
    const session = await authenticate(context);
    const customers = await restAnswer(async () => {
      requireScope(session, projectKey, ['view_customers', 'manage_customers']);
      const page = await queryCustomers(db, restQueryArgs(context.url.searchParams));
      return { ...page, results: page.results.map(customerJson) };
    });
    return { json: customers };
  });

  router.post('/:projectKey/customers', async (context) => {
    const session = await authenticate(context);
    const customerId = await restAnswer(async () => {
      requireScope(session, projectKey, ['manage_customers']);
      return signUpCustomer(db, context.body);
    });
    const { customer, cart } = await signInResult(db, customerId, context.origin);
    return { status: 201, json: { customer: customerJson(customer), ...(cart ? { cart: cartJson(cart) } : {}) } };
  });
}
