import { emailBody } from '@/lib/auth/authInput';
import { authFailures, requestPasswordReset } from '@/lib/data/auth';
import { route } from '@/lib/http/route';

/** Asks for a password-reset email: `{ email }`. The answer is the same whether or not the account exists. */
export const POST = route(
  { what: 'Password reset', ...authFailures(), body: emailBody, shape: '{ "email": string }' },
  async ({ body }) => requestPasswordReset(body.email),
);
