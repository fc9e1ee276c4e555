import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ReplyError, type Router } from '../../http/router';
import { hashToken } from '../commercetools/oauth/tokenStore';
import { anonymousCartId, signInTokens } from './customerTokens';
import type { BackendDeps } from './deps';
import { mail } from './mail';
import { email } from './passwordRules';
import { linkToken, readBody } from './request';

const LINK_MINUTES = 15;
const pollId = z.string().trim().min(10).max(128);
const INVALID_LINK = 'The sign-in link is invalid or has expired.';
const tokenBody = z.object({ token: linkToken(INVALID_LINK) });
const redeemInitial = tokenBody.extend({ anonymousCartId });
const redeemCurrent = z.object({ pollId, anonymousCartId });

async function sendLink(q: Queryable, deps: BackendDeps, poll: string, customer: { id: string; email: string }) {
  const secret = randomBytes(24).toString('base64url');
  await q.query('UPDATE magic_links SET token_hash = $2, expires_at = $3 WHERE poll_id = $1', [
    poll,
    hashToken(secret),
    new Date(Date.now() + LINK_MINUTES * 60_000),
  ]);
  const link = `${deps.storefrontUrl}/auth/magic-link?token=${secret}`;
  await mail(q, deps, {
    email: customer.email,
    subject: 'Your sign-in link',
    body: `Open this link within ${LINK_MINUTES} minutes to sign in: ${link}`,
    link,
  });
}

const byToken = async (q: Queryable, secret: string) => {
  const { rows } = await q.query<{ poll_id: string; customer_id: string; email: string; state: string }>(
    `SELECT m.poll_id, m.customer_id, c.email, m.state FROM magic_links m JOIN customers c ON c.id = m.customer_id
     WHERE m.token_hash = $1 AND m.expires_at > now() FOR UPDATE OF m`,
    [hashToken(secret)],
  );
  const link = rows[0];
  if (!link || link.state === 'redeemed') throw new ReplyError(400, INVALID_LINK);
  return link;
};

/**
 * Passwordless sign-in across devices. `magic-request {email}` mails a link and answers a `pollId` (the same shape
 * for unknown emails); `magic-push {pollId}` mails a fresh link; opening it calls `magic-validate-token {token}`
 * (approves the request) and optionally `magic-redeem-initial {token}` (signs in that device); the requesting
 * device polls `magic-poll {pollId}` and, once approved, signs in with `magic-redeem-current {pollId}`. Both
 * redemptions take the signing-in device's `anonymousCartId`, merged as at `auth/customers/token`.
 */
export function registerMagicLinkRoutes(router: Router, deps: BackendDeps): void {
  const { db, projectKey } = deps;
  router.post('/auth/customers/magic-request', async (context) => {
    const input = readBody(context, z.object({ email }));
    const poll = randomBytes(18).toString('base64url');
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; email: string }>(
        'SELECT id, email FROM customers WHERE lower(email) = lower($1)',
        [input.email],
      );
      const customer = rows[0];
      if (!customer) return;
      await tx.query(
        'INSERT INTO magic_links (poll_id, token_hash, customer_id, expires_at) VALUES ($1, $2, $3, now())',
        [poll, hashToken(poll), customer.id],
      );
      await sendLink(tx, deps, poll, customer);
    });
    return { json: { success: true, pollId: poll, expiresIn: LINK_MINUTES * 60 } };
  });

  router.post('/auth/customers/magic-push', async (context) => {
    const input = readBody(context, z.object({ pollId }));
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ customer_id: string; email: string }>(
        `SELECT m.customer_id, c.email FROM magic_links m JOIN customers c ON c.id = m.customer_id
         WHERE m.poll_id = $1 AND m.state = 'pending' FOR UPDATE OF m`,
        [input.pollId],
      );
      const link = rows[0];
      if (!link) throw new ReplyError(404, 'No pending sign-in request with this pollId.');
      await sendLink(tx, deps, input.pollId, { id: link.customer_id, email: link.email });
    });
    return { json: { success: true } };
  });

  router.post('/auth/customers/magic-validate-token', async (context) => {
    const input = readBody(context, tokenBody, { shopperWords: true });
    const result = await db.transaction(async (tx) => {
      const link = await byToken(tx, input.token);
      await tx.query("UPDATE magic_links SET state = 'approved' WHERE poll_id = $1 AND state = 'pending'", [
        link.poll_id,
      ]);
      return { valid: true, email: link.email };
    });
    return { json: result };
  });

  router.post('/auth/customers/magic-redeem-initial', async (context) => {
    const input = readBody(context, redeemInitial, { shopperWords: true });
    const tokens = await db.transaction(async (tx) => {
      const link = await byToken(tx, input.token);
      await tx.query("UPDATE magic_links SET state = 'redeemed' WHERE poll_id = $1", [link.poll_id]);
      return signInTokens(tx, { id: link.customer_id, email: link.email }, projectKey, input.anonymousCartId);
    });
    return { json: tokens };
  });

  router.post('/auth/customers/magic-poll', async (context) => {
    const input = readBody(context, z.object({ pollId }));
    const { rows } = await db.query<{ state: string; expired: boolean }>(
      'SELECT state, expires_at <= now() AS expired FROM magic_links WHERE poll_id = $1',
      [input.pollId],
    );
    const link = rows[0];
    if (!link) throw new ReplyError(404, 'No sign-in request with this pollId.');
    return { json: { status: link.expired && link.state === 'pending' ? 'expired' : link.state } };
  });

  router.post('/auth/customers/magic-redeem-current', async (context) => {
    const input = readBody(context, redeemCurrent);
    const tokens = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; email: string }>(
        `UPDATE magic_links m SET state = 'redeemed' FROM customers c
         WHERE m.poll_id = $1 AND m.state = 'approved' AND c.id = m.customer_id RETURNING c.id, c.email`,
        [input.pollId],
      );
      const customer = rows[0];
      if (!customer) throw new ReplyError(409, 'The sign-in request is not approved (or was already used).');
      return signInTokens(tx, customer, projectKey, input.anonymousCartId);
    });
    return { json: tokens };
  });
}
