import * as z from 'zod/mini';
import { signUp } from '@/lib/data/auth';
import { authResponse } from '@/lib/http/authResponse';
import { readPostedJson } from '@/lib/http/postedJson';

const joinBody = z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), password: z.string() });

/** Joining: `{ firstName, lastName, email, password }` creates the account and signs the new customer in. */
export async function POST(request: Request) {
  const posted = await readPostedJson(
    request,
    joinBody,
    '{ "firstName": string, "lastName": string, "email": string, "password": string }',
  );
  return posted.ok ? authResponse(await signUp(posted.value)) : posted.response;
}
