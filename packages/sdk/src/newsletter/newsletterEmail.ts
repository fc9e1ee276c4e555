import type { ValidationIssue } from '../errors';
import * as z from '../transport/guard';
import { EMAIL_PATTERN } from '../validation/patterns';

// The newsletter methods check an email as the sign-up form does (validation/newsletterEmailSchema.ts) without zod's
// runtime in the full client; newsletterEmail.test.ts holds both to the same answers.
const MESSAGE = 'Please enter a valid email.';
const newsletterEmail = z
  .pipe(
    z.string(MESSAGE),
    z.transform((value: string) => value.trim()),
  )
  .check(z.regex(EMAIL_PATTERN, MESSAGE));

/**
 * The email trimmed, or the first problem's message ('Please enter a valid email.'), as `newsletterEmailSchema`.
 */
export function checkNewsletterEmail(email: unknown): { email: string } | { message: string } {
  const issues: ValidationIssue[] = [];
  const checked = newsletterEmail.run(email, [], issues);
  return issues[0] ? { message: issues[0].message } : { email: checked };
}
