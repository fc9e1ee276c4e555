import { tokenBody } from '@/lib/auth/authInput';
import { authFailures, redeemMagicLink } from '@/lib/data/auth';
import { route } from '@/lib/http/route';

/** Signs in on the device that opened the link, `{ token }`, instead of the one that asked. */
export const POST = route(
  { what: 'Sign-in by email', ...authFailures(), signsIn: true, body: tokenBody, shape: '{ "token": string }' },
  async ({ body }) => redeemMagicLink(body.token),
);
