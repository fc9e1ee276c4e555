import { emailSchema, nameSchema } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';
import type { JoinFieldErrors, JoinInput } from './authResults';

// What the auth routes take, and the join form's rules, which the form checks before it posts and the route again.

/** `{ email }`: asking for a reset link or a sign-in link. */
export const emailBody = z.object({ email: z.string() });

/** `{ token }`: an emailed link's token. */
export const tokenBody = z.object({ token: z.string() });

/** `{ token, password }`: a new password with the reset link's token. */
export const newPasswordBody = z.object({ token: z.string(), password: z.string() });

/** `{ pollId }`: the asking device's poll for its magic link. */
export const pollBody = z.object({ pollId: z.string() });

/** The join form's values, each as text; {@link joinProblems} says what is wrong with them. */
export const joinBody = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  password: z.string(),
});

export const INVALID_EMAIL = 'Please enter a valid email.';

/** The email trimmed, or `null` when it is not one. */
export function validEmail(value: string): string | null {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The account service's longest first or last name. */
const NAME_MAX_LENGTH = 100;

/** The password rule (spec A5) as the SDK's `PASSWORD_PATTERN` checks it: the characters it allows, one special at least. */
const PASSWORD_RULE = 'Use at least 6 letters, digits or !@#$%^&*, with at least one of !@#$%^&*.';

/**
 * The join form's problems, each beside its field; none when the back end may be asked. `passwordPattern` is the SDK's
 * `PASSWORD_PATTERN`, passed in: the browser gets it from the join page as text, since the SDK module that holds it is
 * shared with every page's newsletter form, and importing it here would add it to every page's first load.
 */
export function joinProblems(input: JoinInput, passwordPattern: RegExp): JoinFieldErrors {
  const fields: JoinFieldErrors = {};
  const names = z
    .pick(nameSchema, { firstName: true, lastName: true })
    .safeParse({ firstName: input.firstName, lastName: input.lastName });
  if (!names.success) {
    for (const issue of names.error.issues) fields[issue.path[0] as 'firstName' | 'lastName'] ??= issue.message;
  }
  for (const name of ['firstName', 'lastName'] as const) {
    if (input[name].trim().length > NAME_MAX_LENGTH)
      fields[name] ??= `Names are limited to ${NAME_MAX_LENGTH} characters.`;
  }
  if (!validEmail(input.email)) fields.email = INVALID_EMAIL;
  if (!input.password) fields.password = 'Required';
  else if (!passwordPattern.test(input.password)) fields.password = PASSWORD_RULE;
  return fields;
}
