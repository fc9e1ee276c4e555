import { tokenBody } from '@/lib/auth/authInput';
import { approveMagicLink, authAnswer } from '@/lib/data/auth';
import { route } from '@/lib/http/route';

/** Approves the request behind an opened link, `{ token }`: the device that asked then signs in. */
export const POST = route(
  { what: 'Sign-in by email', body: tokenBody, shape: '{ "token": string }' },
  async ({ body }) => authAnswer(await approveMagicLink(body.token)),
);
