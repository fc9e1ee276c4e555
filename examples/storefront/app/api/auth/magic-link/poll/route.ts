import * as z from 'zod/mini';
import { pollMagicLink } from '@/lib/data/auth';
import { authResponse } from '@/lib/http/authResponse';
import { readPostedJson } from '@/lib/http/postedJson';

const pollBody = z.object({ pollId: z.string() });

/**
 * The asking device's poll: `{ pollId }`; answers `status` pending, expired or signed-in (with the customer). A POST,
 * because the poll that finds the link opened signs this device in.
 */
export async function POST(request: Request) {
  const posted = await readPostedJson(request, pollBody, '{ "pollId": string }');
  return posted.ok ? authResponse(await pollMagicLink(posted.value.pollId)) : posted.response;
}
