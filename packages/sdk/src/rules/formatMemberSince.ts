import { type DateInput, formatDateAs } from './formatDate';

// The account banner's 'member since' format (spec A9), e.g. 'Aug 2019'.
const MEMBER_SINCE_FORMAT = 'MMM YYYY';

/**
 * A customer's since-date as MMM YYYY for the account banner ('Since {this}'), in local time; `''` when there is
 * no valid date.
 *
 * @example
 * ```ts
 * formatMemberSince('2019-08-15T03:00:00.000Z'); // 'Aug 2019'
 * ```
 */
export function formatMemberSince(date: DateInput | null | undefined): string {
  return formatDateAs(date, MEMBER_SINCE_FORMAT);
}
