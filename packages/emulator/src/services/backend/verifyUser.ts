import { z } from 'zod';
import type { Router } from '../../http/router';
import type { BackendDeps } from './deps';
import { readBody } from './request';

const input = z.object({
  username: z
    .string({ error: 'Please enter email or membership no' })
    .trim()
    .min(1, 'Please enter email or membership no')
    .max(256),
});

/**
 * `POST auth/verifyUser {username}`: whether an email or member number belongs to an account, and whether its email
 * is verified; login assistance uses it to choose between "reset your password" and "join now".
 */
export function registerVerifyUserRoutes(router: Router, { db }: BackendDeps): void {
  router.post('/auth/verifyUser', async (context) => {
    const { username } = readBody(context, input);
    const { rows } = await db.query<{ is_email_verified: boolean }>(
      'SELECT is_email_verified FROM customers WHERE lower(email) = lower($1) OR customer_number = $1 LIMIT 1',
      [username],
    );
    return { json: { exists: rows.length > 0, isEmailVerified: rows[0]?.is_email_verified ?? false } };
  });
}
