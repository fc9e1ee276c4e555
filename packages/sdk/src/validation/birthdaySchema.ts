import dayjs from 'dayjs';
import { formatDate } from '../rules/formatDate';
import { latestBirthday } from '../rules/latestBirthday';
import { requiredText } from './requiredText';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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
  const latestIso = dayjs(latest).format('YYYY-MM-DD');
  return requiredText('Please select date of birth')
    .refine((value) => ISO_DATE.test(value) && dayjs(value).format('YYYY-MM-DD') === value, {
      error: 'Please select date of birth',
      abort: true,
    })
    .refine((value) => value <= latestIso, { error: `Please select a date on or before ${formatDate(latest)}` });
}
