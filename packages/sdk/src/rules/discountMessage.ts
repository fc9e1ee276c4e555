/** The discount-code states (of commercetools' `DiscountCodeState`) that have a message of their own. */
export type DiscountMessageCode =
  | 'ApplicationStoppedByPreviousDiscount'
  | 'NotValid'
  | 'MaxApplicationReached'
  | 'DoesNotMatchCart'
  | 'NotActive';

const MESSAGES: Readonly<Record<DiscountMessageCode, string>> = {
  ApplicationStoppedByPreviousDiscount: 'Discount application stopped by an existing discount',
  NotValid: 'Discount not valid',
  MaxApplicationReached: 'Maximum application limit reached',
  DoesNotMatchCart: 'Cart condition not met',
  NotActive: 'Discount is not active',
};

/**
 * The shopper-facing text for a discount code's state (spec A8); any other state, including none, reads
 * 'Unknown error'.
 *
 * @example
 * ```ts
 * discountMessage('NotActive'); // 'Discount is not active'
 * discountMessage('Expired'); // 'Unknown error'
 * ```
 */
export function discountMessage(code: DiscountMessageCode | (string & {}) | null | undefined): string {
  // Own keys only, so that a code such as 'toString' cannot reach Object.prototype.
  return code && Object.hasOwn(MESSAGES, code) ? MESSAGES[code as DiscountMessageCode] : 'Unknown error';
}
