import * as z from 'zod/mini';
import { approveMagicLink } from '@/lib/data/auth';
import { authResponse } from '@/lib/http/authResponse';
import { readPostedJson } from '@/lib/http/postedJson';

const tokenBody = z.object({ token: z.string() });

/** Approves the request behind an opened link, `{ token }`: the device that asked then signs in. */
export async function POST(request: Request) {
  const posted = await readPostedJson(request, tokenBody, '{ "token": string }');
  return posted.ok ? authResponse(await approveMagicLink(posted.value.token)) : posted.response;
}
