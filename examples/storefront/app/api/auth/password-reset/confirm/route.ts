import * as z from 'zod/mini';
import { resetPassword } from '@/lib/data/auth';
import { authResponse } from '@/lib/http/authResponse';
import { readPostedJson } from '@/lib/http/postedJson';

const newPasswordBody = z.object({ token: z.string(), password: z.string() });

/** Sets a new password: `{ token, password }`, the token from the reset email. */
export async function POST(request: Request) {
  const posted = await readPostedJson(request, newPasswordBody, '{ "token": string, "password": string }');
  return posted.ok ? authResponse(await resetPassword(posted.value.token, posted.value.password)) : posted.response;
}
