import * as z from 'zod/mini';
import { requestMagicLink } from '@/lib/data/auth';
import { authResponse } from '@/lib/http/authResponse';
import { readPostedJson } from '@/lib/http/postedJson';

const emailBody = z.object({ email: z.string() });

/** Starts a passwordless sign-in: `{ email }`; answers the `pollId` this device then polls with. */
export async function POST(request: Request) {
  const posted = await readPostedJson(request, emailBody, '{ "email": string }');
  return posted.ok ? authResponse(await requestMagicLink(posted.value.email)) : posted.response;
}
