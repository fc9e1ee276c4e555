import type { CustomerKind } from './customerKind';

/** The keys of the account details rows, in display order. */
export type AccountRowKey = 'name' | 'phone' | 'email' | 'deliveryAddress' | 'abn' | 'birthday' | 'gender';

/** One row of the account details panel: what it is called, whether it is shown, whether it has an Edit link. */
export interface AccountRow {
  key: AccountRowKey;
  label: string;
  visible: boolean;
  editable: boolean;
}

const ROWS: ReadonlyArray<{ key: AccountRowKey; label: string }> = [
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'Email' },
  { key: 'deliveryAddress', label: 'Delivery Address' },
  { key: 'abn', label: 'ABN' },
  { key: 'birthday', label: 'Birthday' },
  { key: 'gender', label: 'Gender' },
];

/** Rows that business customers may see but not edit (spec A6). */
const LOCKED_FOR_B2B: ReadonlySet<AccountRowKey> = new Set(['name', 'email', 'deliveryAddress']);

/**
 * The seven account details rows for a kind of customer, per the role table (spec A6):
 * Name, Email and Delivery Address are editable for B2C and staff but not B2B; Phone, Birthday and Gender
 * are editable for everyone; ABN is shown only to B2B and is never editable.
 *
 * @example
 * ```ts
 * accountRows('b2b').find((row) => row.key === 'abn');
 * // { key: 'abn', label: 'ABN', visible: true, editable: false }
 * accountRows('b2c').filter((row) => row.visible).map((row) => row.label);
 * // ['Name', 'Phone', 'Email', 'Delivery Address', 'Birthday', 'Gender']
 * ```
 */
export function accountRows(kind: CustomerKind): AccountRow[] {
  const isB2B = kind === 'b2b';
  return ROWS.map(({ key, label }) => {
    if (key === 'abn') return { key, label, visible: isB2B, editable: false };
    return { key, label, visible: true, editable: !(isB2B && LOCKED_FOR_B2B.has(key)) };
  });
}
