import { emailBody } from '@/lib/auth/authInput';
import { authAnswer, requestPasswordReset } from '@/lib/data/auth';
import { route } from '@/lib/http/route';

/** Asks for a password-reset email: `{ email }`. The answer is the same whether or not the account exists. */
export const POST = route({ what: 'Password reset', body: emailBody, shape: '{ "email": string }' }, async ({ body }) =>
  authAnswer(await requestPasswordReset(body.email)),
);
