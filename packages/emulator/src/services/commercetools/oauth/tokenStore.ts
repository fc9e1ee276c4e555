import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/database';

/** Who a token speaks for: the API client, and at most one customer or one anonymous session. */
export interface TokenGrant {
  clientId: string;
  scope: string;
  customerId: string | null;
  anonymousId: string | null;
}

/** A valid access token as a request sees it. */
export interface Session extends TokenGrant {
  expiresAt: Date;
}

/** The OAuth token response; `refresh_token` only for the flows that issue one. */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  scope: string;
  token_type: 'Bearer';
  refresh_token?: string;
}

/** commercetools' defaults: access tokens live 48 hours, refresh tokens 200 days. */
export const ACCESS_TOKEN_SECONDS = 172_800;
export const REFRESH_TOKEN_SECONDS = 200 * 86_400;

/** Tokens are stored only as their SHA-256, so the database never holds a usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

async function store(q: Queryable, kind: 'access' | 'refresh', grant: TokenGrant, seconds: number, now: Date) {
  const token = newToken();
  await q.query(
    `INSERT INTO oauth_tokens (token_hash, kind, client_id, scope, customer_id, anonymous_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashToken(token),
      kind,
      grant.clientId,
      grant.scope,
      grant.customerId,
      grant.anonymousId,
      new Date(now.getTime() + seconds * 1000),
    ],
  );
  return token;
}

/** Issues an access token (and a refresh token when asked) for a grant; expired tokens are swept as it goes. */
export async function issueTokens(
  q: Queryable,
  grant: TokenGrant,
  options: { refresh: boolean; now?: Date },
): Promise<TokenResponse> {
  const now = options.now ?? new Date();
  await q.query('DELETE FROM oauth_tokens WHERE expires_at < $1', [now]);
  const response: TokenResponse = {
    access_token: await store(q, 'access', grant, ACCESS_TOKEN_SECONDS, now),
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: grant.scope,
    token_type: 'Bearer',
  };
  if (options.refresh) response.refresh_token = await store(q, 'refresh', grant, REFRESH_TOKEN_SECONDS, now);
  return response;
}

interface TokenRow {
  client_id: string;
  scope: string;
  customer_id: string | null;
  anonymous_id: string | null;
  expires_at: Date;
}

async function find(q: Queryable, kind: 'access' | 'refresh', token: string, now: Date): Promise<Session | null> {
  const { rows } = await q.query<TokenRow>(
    `SELECT client_id, scope, customer_id, anonymous_id, expires_at FROM oauth_tokens
     WHERE token_hash = $1 AND kind = $2 AND expires_at > $3`,
    [hashToken(token), kind, now],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    clientId: row.client_id,
    scope: row.scope,
    customerId: row.customer_id,
    anonymousId: row.anonymous_id,
    expiresAt: new Date(row.expires_at),
  };
}

/** The session of a bearer token, or null when it is unknown or expired. */
export const findAccessToken = (q: Queryable, token: string, now = new Date()) => find(q, 'access', token, now);

/** A new access token for a refresh token of the same client; null when the refresh token is unknown or expired. */
export async function refreshAccessToken(
  q: Queryable,
  refreshToken: string,
  clientId: string,
  now = new Date(),
): Promise<TokenResponse | null> {
  const session = await find(q, 'refresh', refreshToken, now);
  if (!session || session.clientId !== clientId) return null;
  return issueTokens(q, session, { refresh: false, now });
}

/**
 * Revokes one token issued to the client (RFC 7009): a refresh token, or an access token, whichever it is. An unknown
 * token, or one of another client, changes nothing.
 */
export async function revokeToken(q: Queryable, token: string, clientId: string): Promise<void> {
  await q.query('DELETE FROM oauth_tokens WHERE token_hash = $1 AND client_id = $2', [hashToken(token), clientId]);
}

/** Revokes every token of a customer (after a password reset). */
export async function revokeCustomerTokens(q: Queryable, customerId: string): Promise<void> {
  await q.query('DELETE FROM oauth_tokens WHERE customer_id = $1', [customerId]);
}
