import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { ReplyError } from '../../http/router';
import { mergeAnonymousCart } from '../commercetools/model/cartStore';
import { apiClients, DEMO_CLIENT } from '../commercetools/oauth/clients';
import { findAccessToken, issueTokens, type TokenResponse } from '../commercetools/oauth/tokenStore';

/**
 * Signs a customer in on the storefront's behalf: a commercetools password-flow token pair (scope with
 * `customer_id:<id>`), usable against the emulated commercetools API.
 */
export function customerTokens(q: Queryable, customerId: string, projectKey: string): Promise<TokenResponse> {
  const client = apiClients(projectKey).find((candidate) => candidate.id === DEMO_CLIENT.id);
  const scope = `${client?.scopes.join(' ')} customer_id:${customerId}`;
  return issueTokens(q, { clientId: DEMO_CLIENT.id, scope, customerId, anonymousId: null }, { refresh: true });
}

/** The anonymous cart every sign-in path may name (optional), to be merged into the customer's. */
export const anonymousCartId = z.string().trim().min(1).max(128).nullish();

/**
 * Signs a customer in on any of the back end's paths (password, sign-up, either magic-link redemption): the signing-in
 * device's anonymous cart, when named, is merged into theirs first (commercetools' MergeWithExistingCustomerCart),
 * then their token pair is answered. Runs in the caller's transaction, so a sign-in that fails merges nothing.
 */
export async function signInTokens(
  tx: Queryable,
  customer: { id: string; email: string },
  projectKey: string,
  cartId: string | null | undefined,
): Promise<TokenResponse> {
  if (cartId) await mergeAnonymousCart(tx, customer.id, cartId);
  return customerTokens(tx, customer.id, projectKey);
}

/** The customer of the request's bearer token (a token from sign-in); 401 `{ error }` otherwise. */
export async function requireCustomer(db: Database, headers: IncomingHttpHeaders): Promise<string> {
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(headers.authorization ?? '');
  const session = match?.[1] ? await findAccessToken(db, match[1]) : null;
  if (!session?.customerId) throw new ReplyError(401, 'A signed-in customer token is required');
  return session.customerId;
}
