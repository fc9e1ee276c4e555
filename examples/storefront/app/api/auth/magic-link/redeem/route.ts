import { tokenBody } from '@/lib/auth/authInput';
import { authAnswer, redeemMagicLink } from '@/lib/data/auth';
import { route } from '@/lib/http/route';

/** Signs in on the device that opened the link, `{ token }`, instead of the one that asked. */
export const POST = route(
  { what: 'Sign-in by email', body: tokenBody, shape: '{ "token": string }' },
  async ({ body }) => authAnswer(await redeemMagicLink(body.token)),
);
