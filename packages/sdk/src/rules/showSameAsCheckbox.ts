import type { CustomerKind } from './customerKind';

/**
 * Whether the add-address modal shows the 'Same as billing address' / 'Same as delivery address' checkbox:
 * hidden for business customers, shown for everyone else (spec A2, A6).
 *
 * @example
 * ```ts
 * showSameAsCheckbox('b2c'); // true
 * showSameAsCheckbox('b2b'); // false
 * ```
 */
export function showSameAsCheckbox(kind: CustomerKind): boolean {
  return kind !== 'b2b';
}
