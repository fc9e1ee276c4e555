import { toDate } from './formatDate';

// A customer must be at least this many years old (spec A9).
const BIRTHDAY_MIN_AGE_YEARS = 10;

/**
 * The latest selectable birthday: the end of the month ten years before `now` (spec A5), in local time.
 *
 * @example
 * ```ts
 * latestBirthday(new Date(2025, 2, 15)); // 31 March 2015, 23:59:59.999 local time
 * ```
 */
export function latestBirthday(now: Date | string | number): Date {
  const date = toDate(now);
  // Day 0 of the following month is the last day of this one, whatever its length.
  return new Date(date.getFullYear() - BIRTHDAY_MIN_AGE_YEARS, date.getMonth() + 1, 0, 23, 59, 59, 999);
}
