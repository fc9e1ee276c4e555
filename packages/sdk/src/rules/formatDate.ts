// The account area's date format (birthday, wishlist dates; spec A9), in `YYYY`, `MMM`, `MM` and `DD` tokens.
const DATE_FORMAT = 'DD/MM/YYYY';

/** A date as the account area receives it: ISO text (`'2024-03-05'`, `'2024-03-05T10:00:00Z'`), a Date or epoch ms. */
export type DateInput = string | number | Date;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';

/**
 * A date input as a `Date`, which may be invalid. `Date` reads ISO date-only text as midnight UTC, which is the day
 * before west of Greenwich; a birthday means that day wherever it is read, so date-only text is read in local time.
 *
 * @example
 * ```ts
 * toDate('2024-03-05').getDate(); // 5, in any time zone
 * ```
 * @internal
 */
export function toDate(date: DateInput): Date {
  const day = typeof date === 'string' ? ISO_DAY.exec(date) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(date);
}

/**
 * Parses a date input, or returns `undefined` when there is none or it is not a date. Never reads the clock.
 *
 * @example
 * ```ts
 * parseDate('2024-03-05')?.getMonth(); // 2
 * parseDate('not a date');             // undefined
 * ```
 * @internal
 */
export function parseDate(date: DateInput | null | undefined): Date | undefined {
  if (date === null || date === undefined || date === '') return undefined;
  const parsed = toDate(date);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/**
 * A date in a format of `YYYY`, `MMM` (English month abbreviation), `MM` and `DD` tokens, in local time; `''` when
 * there is no valid date.
 *
 * @example
 * ```ts
 * formatDateAs('2024-03-05', 'YYYY-MM-DD'); // '2024-03-05'
 * formatDateAs('2024-03-05', 'MMM YYYY');   // 'Mar 2024'
 * ```
 * @internal
 */
export function formatDateAs(date: DateInput | null | undefined, format: string): string {
  const parsed = parseDate(date);
  if (!parsed) return '';
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const month = parsed.getMonth();
  const tokens = {
    YYYY: pad(parsed.getFullYear(), 4),
    MMM: MONTHS.slice(month * 3, month * 3 + 3),
    MM: pad(month + 1),
    DD: pad(parsed.getDate()),
  };
  return format.replace(/YYYY|MMM|MM|DD/g, (token) => tokens[token as keyof typeof tokens]);
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
  return formatDateAs(date, DATE_FORMAT);
}
