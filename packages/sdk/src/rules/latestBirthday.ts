import dayjs from 'dayjs';
import { BIRTHDAY_MIN_AGE_YEARS } from './constants';

/**
 * The latest selectable birthday: the end of the month ten years before `now` (spec A5), in local time.
 *
 * @example
 * ```ts
 * latestBirthday(new Date(2025, 2, 15)); // 31 March 2015, 23:59:59.999 local time
 * ```
 */
export function latestBirthday(now: Date | string | number): Date {
  return dayjs(now).subtract(BIRTHDAY_MIN_AGE_YEARS, 'year').endOf('month').toDate();
}
