import * as z from 'zod/mini';

/**
 * A trimmed text field that must not be empty, with one message for a missing value and an empty one. Later
 * checks chained on it run only when it is filled in.
 *
 * @example
 * ```ts
 * requiredText('Required').check(z.minLength(2, { error: 'Too Short!', abort: true }));
 * ```
 * @internal
 */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }));
}
