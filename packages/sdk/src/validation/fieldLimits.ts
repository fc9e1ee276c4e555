// Field limits as plain values, apart from the schemas that apply them: a form that only needs a `maxLength` (the
// footer's newsletter form is on every page) then imports no schema, and so no validation library.

/**
 * A password at login needs at least this many characters (spec A9).
 *
 * @example
 * ```tsx
 * <input name="password" type="password" required minLength={LOGIN_PASSWORD_MIN_LENGTH} />
 * ```
 */
export const LOGIN_PASSWORD_MIN_LENGTH = 2;

/**
 * Name fields need at least this many characters (spec A9).
 *
 * @example
 * ```tsx
 * <input name="firstName" required minLength={NAME_MIN_LENGTH} />
 * ```
 */
export const NAME_MIN_LENGTH = 2;

/**
 * A newsletter contact's first or last name is at most this long (the spec sets no limit; the marketing service's
 * text fields hold 255 characters, and no real name comes near 100).
 *
 * @example
 * ```tsx
 * <input name="firstname" maxLength={NEWSLETTER_NAME_MAX_LENGTH} />
 * ```
 */
export const NEWSLETTER_NAME_MAX_LENGTH = 100;

/**
 * A phone number's length with a leading plus (spec A9).
 *
 * @example
 * ```tsx
 * <input name="mobile" type="tel" maxLength={PHONE_LENGTH_WITH_PLUS} />
 * ```
 */
export const PHONE_LENGTH_WITH_PLUS = 12;

/**
 * A phone number's lengths without a plus (spec A9).
 *
 * @example
 * ```ts
 * PHONE_LENGTHS_WITHOUT_PLUS.includes(digits.length as 10 | 11);
 * ```
 */
export const PHONE_LENGTHS_WITHOUT_PLUS = [10, 11] as const;
