import * as z from 'zod/mini';
import { requestPasswordReset } from '@/lib/data/auth';
import { authResponse } from '@/lib/http/authResponse';
import { readPostedJson } from '@/lib/http/postedJson';

const emailBody = z.object({ email: z.string() });

/** Asks for a password-reset email: `{ email }`. The answer is the same whether or not the account exists. */
export async function POST(request: Request) {
  const posted = await readPostedJson(request, emailBody, '{ "email": string }');
  return posted.ok ? authResponse(await requestPasswordReset(posted.value.email)) : posted.response;
}
