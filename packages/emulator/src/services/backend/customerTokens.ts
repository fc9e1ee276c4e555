import type { IncomingHttpHeaders } from 'node:http';
import type { Database, Queryable } from '../../db/database';
import { ReplyError } from '../../http/router';
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

/** The customer of the request's bearer token (a token from sign-in); 401 `{ error }` otherwise. */
export async function requireCustomer(db: Database, headers: IncomingHttpHeaders): Promise<string> {
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(headers.authorization ?? '');
  const session = match?.[1] ? await findAccessToken(db, match[1]) : null;
  if (!session?.customerId) throw new ReplyError(401, 'A signed-in customer token is required');
  return session.customerId;
}
