import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import type { RequestContext, Router } from '../../../http/router';
import { oauthError } from '../errors';
import { authenticateCustomer } from './authenticateCustomer';
import { type ApiClient, apiClients, authenticateClient } from './clients';
import { loginThrottleFor } from './loginThrottle';
import { issueTokens, refreshAccessToken, revokeToken } from './tokenStore';

const text = z.string().max(1000);
const params = z.object({
  grant_type: text.optional(),
  scope: text.optional(),
  username: text.optional(),
  password: text.optional(),
  refresh_token: text.optional(),
  token: text.optional(),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
  anonymous_id: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,256}$/, 'anonymous_id may hold letters, digits and _ . : - (at most 256)')
    .optional(),
});

/** OAuth parameters come as a form body (or JSON), and commercetools also accepts them in the query string. */
function readParams(context: RequestContext) {
  const body = context.body && typeof context.body === 'object' && !Array.isArray(context.body) ? context.body : {};
  const parsed = params.safeParse({ ...Object.fromEntries(context.url.searchParams), ...body });
  if (!parsed.success) {
    throw oauthError(400, 'invalid_request', parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  return parsed.data;
}

function requireClient(context: RequestContext, clients: ApiClient[]): ApiClient {
  const client = authenticateClient(context.headers, clients);
  if (!client) {
    throw oauthError(401, 'invalid_client', 'Please provide valid client credentials using HTTP Basic Authentication.');
  }
  return client;
}

function grantedScope(client: ApiClient, requested: string | undefined): string {
  if (!requested?.trim()) return client.scopes.join(' ');
  const scopes = requested.trim().split(/\s+/);
  const unknown = scopes.filter((scope) => !client.scopes.includes(scope));
  if (unknown.length) throw oauthError(400, 'invalid_scope', `Invalid scopes: ${unknown.join(', ')}.`);
  return scopes.join(' ');
}

function requireGrant(actual: string | undefined, expected: string[]) {
  if (!actual) throw oauthError(400, 'invalid_request', 'Missing required parameter: grant_type.');
  if (!expected.includes(actual))
    throw oauthError(400, 'unsupported_grant_type', `Grant type '${actual}' is not supported here.`);
}

function requireProject(actual: string | undefined, projectKey: string) {
  if (actual !== projectKey) throw oauthError(400, 'invalid_request', `Unknown project '${actual}'.`);
}

/**
 * commercetools' auth API: client credentials and refresh at `/oauth/token`, anonymous sessions at
 * `/oauth/{projectKey}/anonymous/token`, the customer password flow at `/oauth/{projectKey}/customers/token`.
 */
export function registerOauthRoutes(router: Router, db: Database, projectKey: string): void {
  const clients = apiClients(projectKey);
  const throttle = loginThrottleFor(db);

  router.post('/oauth/token', async (context) => {
    const input = readParams(context);
    const client = requireClient(context, clients);
    requireGrant(input.grant_type, ['client_credentials', 'refresh_token']);
    if (input.grant_type === 'refresh_token') {
      if (!input.refresh_token) throw oauthError(400, 'invalid_request', 'Missing required parameter: refresh_token.');
      const refreshed = await db.transaction((tx) => refreshAccessToken(tx, input.refresh_token as string, client.id));
      if (!refreshed) throw oauthError(400, 'invalid_grant', 'The refresh token was not found. It may have expired.');
      return { json: refreshed };
    }
    const scope = grantedScope(client, input.scope);
    const tokens = await db.transaction((tx) =>
      issueTokens(tx, { clientId: client.id, scope, customerId: null, anonymousId: null }, { refresh: false }),
    );
    return { json: tokens };
  });

  // Token revocation (RFC 7009, as commercetools answers it): 200 whether or not the token was known, so a caller
  // learns nothing about other tokens; the client must authenticate.
  router.post('/oauth/token/revoke', async (context) => {
    const input = readParams(context);
    const client = requireClient(context, clients);
    if (!input.token) throw oauthError(400, 'invalid_request', 'Missing required parameter: token.');
    await revokeToken(db, input.token, client.id);
    return { status: 200, text: '' };
  });

  router.post('/oauth/:projectKey/anonymous/token', async (context) => {
    const input = readParams(context);
    const client = requireClient(context, clients);
    requireProject(context.params.projectKey, projectKey);
    requireGrant(input.grant_type, ['client_credentials']);
    const anonymousId = input.anonymous_id ?? randomUUID();
    const scope = `${grantedScope(client, input.scope)} anonymous_id:${anonymousId}`;
    const tokens = await db.transaction((tx) =>
      issueTokens(tx, { clientId: client.id, scope, customerId: null, anonymousId }, { refresh: true }),
    );
    return { json: tokens };
  });

  router.post('/oauth/:projectKey/customers/token', async (context) => {
    const input = readParams(context);
    const client = requireClient(context, clients);
    requireProject(context.params.projectKey, projectKey);
    requireGrant(input.grant_type, ['password']);
    if (!input.username || !input.password) {
      throw oauthError(400, 'invalid_request', 'Missing required parameters: username and password.');
    }
    const result = await authenticateCustomer(db, throttle, {
      identifier: input.username,
      password: input.password,
      client: client.id,
    });
    if (!result.ok && result.reason === 'throttled') {
      throw oauthError(429, 'too_many_requests', 'Too many failed sign-in attempts. Try again later.', {
        'retry-after': String(result.retryAfterSeconds),
      });
    }
    if (!result.ok) {
      throw oauthError(
        400,
        'invalid_customer_account_credentials',
        'Customer account with the given credentials not found.',
      );
    }
    const scope = `${grantedScope(client, input.scope)} customer_id:${result.customerId}`;
    const tokens = await db.transaction((tx) =>
      issueTokens(
        tx,
        { clientId: client.id, scope, customerId: result.customerId, anonymousId: null },
        { refresh: true },
      ),
    );
    return { json: tokens };
  });
}
