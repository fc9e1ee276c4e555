import * as z from 'zod/mini';
import { LOGIN_PASSWORD_MIN_LENGTH } from './fieldLimits';
import { EMAIL_PATTERN, MEMBERSHIP_NUMBER_PATTERN } from './patterns';
import { requiredText } from './requiredText';

/**
 * The login form (spec A5): `username` is an email or a membership number, `password` at least 2 characters;
 * both are trimmed.
 *
 * @example
 * ```ts
 * loginSchema.parse({ username: ' reader@example.com ', password: 'pw' }); // { username: 'reader@example.com', password: 'pw' }
 * loginSchema.safeParse({ username: 'abc', password: '' }).error?.issues.map((issue) => issue.message);
 * // ['Please enter valid email or membership no', 'Required']
 * ```
 */
export const loginSchema = z.object({
  username: requiredText('Please enter email or membership no').check(
    z.refine((value) => EMAIL_PATTERN.test(value) || MEMBERSHIP_NUMBER_PATTERN.test(value), {
      error: 'Please enter valid email or membership no',
    }),
  ),
  password: requiredText('Required').check(z.minLength(LOGIN_PASSWORD_MIN_LENGTH, { error: 'Password too short' })),
});

/** The login form's values. */
export type LoginInput = z.infer<typeof loginSchema>;
