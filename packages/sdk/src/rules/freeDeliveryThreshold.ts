/**
 * Orders at or over this total, in cents, ship free (spec A9, C9: 'Free shipping over $99').
 *
 * @example
 * ```ts
 * `Free shipping over ${formatMoney(FREE_DELIVERY_THRESHOLD_CENTS).replace(/\.00$/, '')}`; // 'Free shipping over $99'
 * ```
 */
export const FREE_DELIVERY_THRESHOLD_CENTS = 9900;
