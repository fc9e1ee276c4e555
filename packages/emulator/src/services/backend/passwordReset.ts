import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ReplyError, type Router } from '../../http/router';
import { hashPassword } from '../../seed/passwords';
import { hashToken, revokeCustomerTokens } from '../commercetools/oauth/tokenStore';
import type { BackendDeps } from './deps';
import { mail } from './mail';
import { email, newPassword } from './passwordRules';
import { linkToken, readBody } from './request';

const RESET_MINUTES = 60;
const requestReset = z.object({ email });
const INVALID_LINK = 'The reset link is invalid or has expired.';
const reset = z.object({ token: linkToken(INVALID_LINK), password: newPassword });

/**
 * `POST auth/customers/password-reset-token` `{ email }`: mails a reset link (valid an hour) when the account
 * exists, and answers `{ success: true }` either way. `POST auth/customers/password-reset-flow`
 * `{ token, password }`: sets the new password once, signs the customer out everywhere.
 */
export function registerPasswordResetRoutes(router: Router, deps: BackendDeps): void {
  const { db } = deps;
  router.post('/auth/customers/password-reset-token', async (context) => {
    const input = readBody(context, requestReset);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; email: string; first_name: string | null }>(
        'SELECT id, email, first_name FROM customers WHERE lower(email) = lower($1)',
        [input.email],
      );
      const customer = rows[0];
      if (!customer) return;
      const token = randomBytes(24).toString('base64url');
      await tx.query('INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at) VALUES ($1, $2, $3)', [
        hashToken(token),
        customer.id,
        new Date(Date.now() + RESET_MINUTES * 60_000),
      ]);
      const link = `${deps.storefrontUrl}/auth/reset-password?token=${token}`;
      await mail(tx, deps, {
        email: customer.email,
        subject: 'Reset your password',
        body: `Hi ${customer.first_name ?? 'there'}, use this link within an hour to choose a new password: ${link}`,
        link,
      });
    });
    return { json: { success: true } };
  });

  router.post('/auth/customers/password-reset-flow', async (context) => {
    const input = readBody(context, reset, { shopperWords: true });
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ customer_id: string }>(
        `UPDATE password_reset_tokens SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING customer_id`,
        [hashToken(input.token)],
      );
      const customerId = rows[0]?.customer_id;
      if (!customerId) throw new ReplyError(400, INVALID_LINK);
      await tx.query(
        'UPDATE customers SET password_hash = $2, version = version + 1, last_modified_at = now() WHERE id = $1',
        [customerId, passwordHash],
      );
      await revokeCustomerTokens(tx, customerId);
    });
    return { json: { success: true } };
  });
}
