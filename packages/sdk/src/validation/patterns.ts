// The shared patterns of the account and newsletter forms (spec A5, C5).

/**
 * An email address: local@domain where the domain ends in a top-level part of 2 or more letters, or is an IP
 * literal in brackets (spec A5, C5).
 *
 * @example
 * ```ts
 * EMAIL_PATTERN.test('reader@example.com.au'); // true
 * EMAIL_PATTERN.test('reader@[192.168.0.1]');  // true
 * EMAIL_PATTERN.test('reader@example.c');      // false
 * ```
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/**
 * The spec's digits rule: 8 or more digits and nothing else.
 *
 * @example
 * ```ts
 * DIGITS_PATTERN.test('12345678'); // true
 * DIGITS_PATTERN.test('1234567');  // false
 * ```
 */
export const DIGITS_PATTERN = /^[0-9]{8,}$/;

/**
 * A membership number: the digits rule (8 or more digits).
 *
 * @example
 * ```ts
 * MEMBERSHIP_NUMBER_PATTERN.test('100200300'); // true
 * ```
 */
export const MEMBERSHIP_NUMBER_PATTERN = DIGITS_PATTERN;

/**
 * A password: at least 6 characters drawn from letters, digits and the specials `!@#$%^&*`, with at least one
 * special (spec A5).
 *
 * @example
 * ```ts
 * PASSWORD_PATTERN.test('secret!'); // true
 * PASSWORD_PATTERN.test('secret1'); // false (no special)
 * ```
 */
export const PASSWORD_PATTERN = /^(?=.*[!@#$%^&*])[a-zA-Z0-9!@#$%^&*]{6,}$/;

/**
 * A phone number's characters: digits with an optional leading plus (spec A5).
 *
 * @example
 * ```ts
 * PHONE_PATTERN.test('+61412345678'); // true
 * PHONE_PATTERN.test('0412 345 678'); // false
 * ```
 */
export const PHONE_PATTERN = /^\+?[0-9]+$/;
