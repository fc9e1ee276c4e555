import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './patterns';

const MESSAGE = 'Please enter a valid email.';

/**
 * The newsletter sign-up email (footer and pop-up, spec C5): trimmed and matching the shared email pattern;
 * anything else, empty included, is 'Please enter a valid email.' (and no request is made).
 *
 * @example
 * ```ts
 * newsletterEmailSchema.parse('reader@example.com');                     // 'reader@example.com'
 * newsletterEmailSchema.safeParse('reader').error?.issues[0]?.message; // 'Please enter a valid email.'
 * ```
 */
export const newsletterEmailSchema = z
  .string({ error: MESSAGE })
  .check(z.trim(), z.regex(EMAIL_PATTERN, { error: MESSAGE }));
