import { emailBody } from '@/lib/auth/authInput';
import { authFailures, requestMagicLink } from '@/lib/data/auth';
import { route } from '@/lib/http/route';

/** Starts a passwordless sign-in: `{ email }`; answers the `pollId` this device then polls with. */
export const POST = route(
  { what: 'Sign-in by email', ...authFailures(), body: emailBody, shape: '{ "email": string }' },
  async ({ body }) => requestMagicLink(body.email),
);
