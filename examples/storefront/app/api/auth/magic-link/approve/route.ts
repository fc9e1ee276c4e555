import { tokenBody } from '@/lib/auth/authInput';
import { approveMagicLink, authFailures } from '@/lib/data/auth';
import { route } from '@/lib/http/route';

/** Approves the request behind an opened link, `{ token }`: the device that asked then signs in. */
export const POST = route(
  { what: 'Sign-in by email', ...authFailures(), body: tokenBody, shape: '{ "token": string }' },
  async ({ body }) => approveMagicLink(body.token),
);
