import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './patterns';
import { requiredText } from './requiredText';

/**
 * An email address in the account area (spec A5): trimmed, required ('Please enter email') and valid
 * ('Invalid email').
 *
 * @example
 * ```ts
 * emailSchema.parse(' reader@example.com '); // 'reader@example.com'
 * emailSchema.safeParse('reader@').error?.issues[0]?.message; // 'Invalid email'
 * ```
 */
export const emailSchema = requiredText('Please enter email').check(z.regex(EMAIL_PATTERN, { error: 'Invalid email' }));
