import type { AddressType } from './addressBook';

/**
 * Address lookup suggests nothing for fewer characters than this (spec A9).
 *
 * @example
 * ```ts
 * if (text.trim().length >= ADDRESS_LOOKUP_MIN_LENGTH) suggest(text);
 * ```
 */
export const ADDRESS_LOOKUP_MIN_LENGTH = 3;

/**
 * The message shown when address lookup fails; the lookup field is then disabled and the address is entered by hand
 * (spec A8).
 *
 * @example
 * ```ts
 * const found = await bookshop.lookup.find({ text, country: 'AU' }).catch(() => {
 *   setManualEntry(true);
 *   toast.error(LOOKUP_FAILED_MESSAGE);
 *   return [];
 * });
 * ```
 */
export const LOOKUP_FAILED_MESSAGE = 'Failed to initialize Loqate. Please add address manually.';

/**
 * The address modals' banner for a lookup that found nothing, or a step that failed (spec A8).
 *
 * @example
 * ```ts
 * if (suggestions.length === 0) setBanner(ADDRESS_LOOKUP_EMPTY_MESSAGE);
 * ```
 */
export const ADDRESS_LOOKUP_EMPTY_MESSAGE = 'Something went wrong. Please try again later.';

/**
 * The address-lookup field's label for the modal's address type (spec A2): 'Delivery Address *' or
 * 'Billing Address *'.
 *
 * @example
 * ```ts
 * addressLookupLabel('shipping'); // 'Delivery Address *'
 * addressLookupLabel('billing');  // 'Billing Address *'
 * ```
 */
export function addressLookupLabel(type: AddressType): string {
  return type === 'billing' ? 'Billing Address *' : 'Delivery Address *';
}
