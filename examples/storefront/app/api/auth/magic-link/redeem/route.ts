import * as z from 'zod/mini';
import { redeemMagicLink } from '@/lib/data/auth';
import { authResponse } from '@/lib/http/authResponse';
import { readPostedJson } from '@/lib/http/postedJson';

const tokenBody = z.object({ token: z.string() });

/** Signs in on the device that opened the link, `{ token }`, instead of the one that asked. */
export async function POST(request: Request) {
  const posted = await readPostedJson(request, tokenBody, '{ "token": string }');
  return posted.ok ? authResponse(await redeemMagicLink(posted.value.token)) : posted.response;
}
