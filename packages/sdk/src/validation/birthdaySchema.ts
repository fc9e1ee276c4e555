import * as z from 'zod/mini';
import { formatDate, formatDateAs } from '../rules/formatDate';
import { latestBirthday } from '../rules/latestBirthday';
import { requiredText } from './requiredText';

const ISO_DATE = 'YYYY-MM-DD';

/**
 * The Birthday editor (spec A5) for a given `now`: an ISO date (`YYYY-MM-DD`, as commercetools stores
 * `dateOfBirth`), required ('Please select date of birth'), no later than the end of the month ten years
 * before `now`. The spec has no text for a date that is too recent or not a real date; those read
 * 'Please select a date on or before {DD/MM/YYYY}' and 'Please select date of birth'.
 *
 * @example
 * ```ts
 * const schema = birthdaySchema(new Date(2025, 2, 15));
 * schema.parse('2015-03-31');                         // '2015-03-31'
 * schema.safeParse('2015-04-01').error?.issues[0]?.message; // 'Please select a date on or before 31/03/2015'
 * ```
 */
export function birthdaySchema(now: Date | string | number) {
  const latest = latestBirthday(now);
  const latestIso = formatDateAs(latest, ISO_DATE);
  return requiredText('Please select date of birth').check(
    // Only a real day written as YYYY-MM-DD reads back unchanged ('2001-02-30' reads back as '2001-03-02').
    z.refine((value) => formatDateAs(value, ISO_DATE) === value, { error: 'Please select date of birth', abort: true }),
    z.refine((value) => value <= latestIso, { error: `Please select a date on or before ${formatDate(latest)}` }),
  );
}
