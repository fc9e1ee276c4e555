/**
 * The store locator's helpline hours (spec C9).
 *
 * @example
 * ```ts
 * `Call our helpline, ${HELPLINE_HOURS}.`; // 'Call our helpline, 9 am to 5 pm, Monday to Saturday.'
 * ```
 */
export const HELPLINE_HOURS = '9 am to 5 pm, Monday to Saturday';
