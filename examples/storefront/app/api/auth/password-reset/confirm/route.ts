import { newPasswordBody } from '@/lib/auth/authInput';
import { authFailures, resetPassword } from '@/lib/data/auth';
import { route } from '@/lib/http/route';

/** Sets a new password: `{ token, password }`, the token from the reset email. */
export const POST = route(
  {
    what: 'Password reset',
    ...authFailures(),
    body: newPasswordBody,
    shape: '{ "token": string, "password": string }',
  },
  async ({ body }) => resetPassword(body.token, body.password),
);
