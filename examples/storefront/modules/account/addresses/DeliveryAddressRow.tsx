'use client';

import { useAddressBook } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import { accountRows, customerKind } from '@bookshop/sdk/rules';
import { useId, useRef, useState } from 'react';
import { addressBookSource } from './addressApi';
import styles from './addresses.module.css';
import { DeliveryAddressEditor } from './DeliveryAddressEditor';

/**
 * The account details' Delivery Address row on its own: the default delivery address (or 'Default Delivery Address
 * not set') and, where the row is editable (not for business customers), an Edit button that opens the editor. The
 * details panel hosts the same editor in its row.
 */
export function DeliveryAddressRow({ customer }: { customer: Customer }) {
  const book = useAddressBook(addressBookSource, { fallbackData: customer });
  const [editing, setEditing] = useState(false);
  const edit = useRef<HTMLButtonElement | null>(null);
  const labelId = useId();
  const row = accountRows(customerKind(book.customer ?? customer)).find((entry) => entry.key === 'deliveryAddress');
  return (
    <div className={styles.row} data-part="delivery-address">
      <div className={styles.rowHead}>
        <span id={labelId} className={styles.rowLabel}>
          {row?.label}
        </span>
        <span className={styles.rowValue}>{book.defaultDelivery?.line ?? `Default ${row?.label} not set`}</span>
        {row?.editable ? (
          <button
            ref={edit}
            type="button"
            className={styles.link}
            aria-label={`Edit ${row.label}`}
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            Edit
          </button>
        ) : null}
      </div>
      {editing ? (
        <DeliveryAddressEditor
          onClose={() => {
            setEditing(false);
            edit.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
