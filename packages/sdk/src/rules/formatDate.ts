import dayjs from 'dayjs';
import { DATE_FORMAT } from './constants';

/** A date as the account area receives it: ISO text (`'2024-03-05'`, `'2024-03-05T10:00:00Z'`), a Date or epoch ms. */
export type DateInput = string | number | Date;

/**
 * Parses a date input, or returns `undefined` when there is none or it is not a date. Never reads the clock
 * (dayjs would read it for `undefined`).
 *
 * @example
 * ```ts
 * parseDate('2024-03-05')?.month(); // 2
 * parseDate('not a date');          // undefined
 * ```
 * @internal
 */
export function parseDate(date: DateInput | null | undefined): dayjs.Dayjs | undefined {
  if (date === null || date === undefined || date === '') return undefined;
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed : undefined;
}

/**
 * A date as DD/MM/YYYY (birthdays, wishlist creation dates), in local time; `''` when there is no valid date,
 * so the row can show 'Default {label} not set'.
 *
 * @example
 * ```ts
 * formatDate('1990-07-04'); // '04/07/1990'
 * formatDate(null);         // ''
 * ```
 */
export function formatDate(date: DateInput | null | undefined): string {
  return parseDate(date)?.format(DATE_FORMAT) ?? '';
}
