import { joinBody } from '@/lib/auth/authInput';
import { authFailures, signUp } from '@/lib/data/auth';
import { route } from '@/lib/http/route';

/** Joining: `{ firstName, lastName, email, password }` creates the account and signs the new customer in. */
export const POST = route(
  {
    what: 'Joining',
    ...authFailures(),
    body: joinBody,
    shape: '{ "firstName": string, "lastName": string, "email": string, "password": string }',
  },
  async ({ body }) => signUp(body),
);
