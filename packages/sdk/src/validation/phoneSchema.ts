import * as z from 'zod/mini';
import { PHONE_LENGTH_WITH_PLUS, PHONE_LENGTHS_WITHOUT_PLUS } from './fieldLimits';
import { PHONE_PATTERN } from './patterns';
import { requiredText } from './requiredText';

const WITHOUT_PLUS: readonly number[] = PHONE_LENGTHS_WITHOUT_PLUS;

/**
 * A mobile or phone number (spec A5), trimmed: required ('Enter mobile number'), digits with an optional
 * leading plus ('Phone number is invalid'), 12 characters with the plus ('Must contain 12 digits'), otherwise
 * 10 or 11 digits ('Must contain either 10 or 11 digits'). One message at a time, in that order.
 *
 * @example
 * ```ts
 * phoneSchema.parse('0412345678');                   // '0412345678'
 * phoneSchema.safeParse('+6141234567').error?.issues[0]?.message; // 'Must contain 12 digits'
 * ```
 */
export const phoneSchema = requiredText('Enter mobile number').check(
  z.regex(PHONE_PATTERN, { error: 'Phone number is invalid', abort: true }),
  (ctx) => {
    const value = ctx.value;
    if (value.startsWith('+')) {
      if (value.length !== PHONE_LENGTH_WITH_PLUS) {
        ctx.issues.push({ code: 'custom', message: 'Must contain 12 digits', input: value });
      }
    } else if (!WITHOUT_PLUS.includes(value.length)) {
      ctx.issues.push({ code: 'custom', message: 'Must contain either 10 or 11 digits', input: value });
    }
  },
);
