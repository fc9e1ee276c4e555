import { pollBody } from '@/lib/auth/authInput';
import { authFailures, pollMagicLink } from '@/lib/data/auth';
import { route } from '@/lib/http/route';

/**
 * The asking device's poll: `{ pollId }`; answers `status` pending, expired or signed-in (with the customer). A POST,
 * because the poll that finds the link opened signs this device in.
 */
export const POST = route(
  { what: 'Sign-in by email', ...authFailures(), signsIn: true, body: pollBody, shape: '{ "pollId": string }' },
  async ({ body }) => pollMagicLink(body.pollId),
);
