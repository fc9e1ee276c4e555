/**
 * Postal address types the shop cannot deliver to, as Loqate and Australia Post name them.
 *
 * @example
 * ```ts
 * UNSUPPORTED_ADDRESS_TYPES.includes('PO Box'); // true
 * ```
 */
export const UNSUPPORTED_ADDRESS_TYPES = [
  'PO Box',
  'GPO Box',
  'Locked Bag',
  'Private Bag',
  'Parcel Locker',
  'Community Mail Bag',
  'Roadside Mail Box',
  'Care Of Post Office',
] as const;

const PATTERNS: [RegExp, string][] = [
  [/\bG\.?\s*P\.?\s*O\.?\s*Box\b/i, 'GPO Box'],
  [/\bP\.?\s*O\.?\s*Box\b/i, 'PO Box'],
  [/\bLocked\s+Bag\b/i, 'Locked Bag'],
  [/\bPrivate\s+Bag\b/i, 'Private Bag'],
  [/\bParcel\s+Locker\b/i, 'Parcel Locker'],
  [/\bCommunity\s+Mail\s+Bag\b|\bCMB\b/i, 'Community Mail Bag'],
  [/\bRoadside\s+Mail\s+Box\b|\bRMB\b/i, 'Roadside Mail Box'],
  [/\bCare\s+(?:Of\s+)?P(?:ost\s+)?O(?:ffice)?\b|\bC\/-?\s*PO\b/i, 'Care Of Post Office'],
];

/**
 * The postal type of an address the shop cannot accept ('PO Box', 'Locked Bag', …), or `null` for a street
 * address. Loqate's own `PostalType` wins; otherwise the address lines are matched.
 *
 * @example
 * ```ts
 * unsupportedAddressType({ postalType: 'Locked Bag', lines: [] }); // 'Locked Bag'
 * unsupportedAddressType({ lines: ['P.O. Box 12'] });               // 'PO Box'
 * unsupportedAddressType({ lines: ['12 Smith Street'] });           // null
 * ```
 */
export function unsupportedAddressType(address: { postalType?: string | null; lines: string[] }): string | null {
  const postalType = address.postalType?.trim();
  if (postalType) return PATTERNS.find(([pattern]) => pattern.test(postalType))?.[1] ?? postalType;
  for (const line of address.lines) {
    const found = PATTERNS.find(([pattern]) => pattern.test(line));
    if (found) return found[1];
  }
  return null;
}

/**
 * The text shown for an address type the shop cannot accept (spec A4, wording as the product has it).
 *
 * @example
 * ```ts
 * unsupportedAddressMessage('PO Box');
 * // 'We cannot currently accept this type of PO Box address. Please contact customer service'
 * ```
 */
export const unsupportedAddressMessage = (type: string) =>
  `We cannot currently accept this type of ${type} address. Please contact customer service`;
