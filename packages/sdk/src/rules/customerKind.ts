import type { CustomerFieldsFragment } from '../generated/graphql';

/** The three kinds of customer the account area tells apart. */
export type CustomerKind = 'b2c' | 'b2b' | 'staff';

/** The part of a customer that decides its kind: the customer group (name and key). */
export type CustomerKindSource = Pick<CustomerFieldsFragment, 'customerGroup'>;

/**
 * The kind of a customer, from its customer group.
 *
 * - `'b2b'` when the group name contains `B2B` (spec A1; checked first, so a 'B2B Staff' group is B2B).
 * - `'staff'` when the group name or key contains `staff`, in any case (e.g. a group named 'Staff' or keyed
 *   'koorong-staff'). The spec does not say how staff are recognised; this is our rule.
 * - `'b2c'` otherwise, including a customer with no group, or no customer at all.
 *
 * @example
 * ```ts
 * customerKind({ customerGroup: { name: 'B2B Churches', key: 'b2b' } }); // 'b2b'
 * customerKind({ customerGroup: { name: 'Staff', key: 'staff' } });      // 'staff'
 * customerKind({ customerGroup: null });                                 // 'b2c'
 * ```
 */
export function customerKind(customer: CustomerKindSource | null | undefined): CustomerKind {
  const group = customer?.customerGroup;
  if (!group) return 'b2c';
  if (group.name.includes('B2B')) return 'b2b';
  const staffText = `${group.name} ${group.key ?? ''}`.toLowerCase();
  return staffText.includes('staff') ? 'staff' : 'b2c';
}
