'use client';

import {
  type AccountRowSaveOutcome,
  accountRowNotSavedMessage,
  accountRowSavedMessage,
  useAccountRows,
  useCustomer,
} from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import { type AccountRow, type AccountRowKey, accountRows, customerKind, formatDate } from '@bookshop/sdk/rules';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { customerSource, type DetailSaveAnswer, saveDetail } from '@/lib/account/customerApi';
import { type DetailField, type DetailUpdate, withDetail } from '@/lib/account/detailFields';
import { ActionLink } from '@/modules/ui/ActionLink';
import { toast } from '@/modules/ui/toast';
import { DeliveryAddressEditor } from '../addresses/DeliveryAddressEditor';
import { useAccountOwner } from '../useAccountOwner';
import styles from './AccountDetails.module.css';
import { RowEditor } from './RowEditor';
import { notSetLine, rowDisplay } from './rowDisplay';

/** Placeholders the panel shows while the customer's details load (spec A9). */
export const ACCOUNT_LOADING_PLACEHOLDERS = 6;

export interface AccountDetailsProps {
  /**
   * The customer as the server read it for this page: the panel starts from it without a request. Without it the
   * panel reads the customer itself and shows its placeholders meanwhile.
   */
  customer?: Customer | null;
}

const DETAIL_FIELDS: ReadonlySet<AccountRowKey> = new Set(['name', 'phone', 'email', 'birthday', 'gender']);

/** The id of a row's inline editor: where its Edit link points. One details panel per page. */
const editorId = (key: AccountRowKey) => `account-${key}-editor`;

/** The values another window had stored, as one line for the notice. */
const replacedLine = (field: DetailField, values: Record<string, string>) =>
  field === 'birthday' ? formatDate(values.dateOfBirth) : Object.values(values).filter(Boolean).join(' ');

/**
 * The account details panel (spec A2, A4, A6): rows Name, Phone, Email, Delivery Address, ABN (business customers
 * only), Birthday and Gender, each with its value or 'Default {label} not set' and, where the customer's kind may
 * change it, an Edit link opening the row's inline editor; one editor open at a time.
 */
export function AccountDetails({ customer: fromServer }: AccountDetailsProps) {
  // Keyed by the signed-in shopper, as the address book is: the next shopper in this tab never sees this one's details.
  const owner = useAccountOwner(fromServer?.email);
  const { customer, save } = useCustomer(customerSource, { fallbackData: fromServer, owner });
  const router = useRouter();
  const kind = customerKind(customer);
  const rules = useMemo(() => accountRows(kind), [kind]);
  const { rows, editing, edit, close } = useAccountRows(rules);
  const [notice, setNotice] = useState<{ key: AccountRowKey; text: string }>();

  if (customer === undefined) {
    return (
      <Panel>
        <div className={styles.loading} aria-busy="true">
          <span className={styles.visuallyHidden}>Loading your details…</span>
          {Array.from({ length: ACCOUNT_LOADING_PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are all alike and never reorder.
            <span key={index} className={styles.placeholder} data-placeholder="" />
          ))}
        </div>
      </Panel>
    );
  }
  if (customer === null) {
    return (
      <Panel>
        <p>Please sign in to see your details.</p>
      </Panel>
    );
  }

  const saveRow = async (
    row: AccountRow,
    update: DetailUpdate,
  ): Promise<AccountRowSaveOutcome<Record<string, string>>> => {
    let answer: DetailSaveAnswer | undefined;
    try {
      await save(
        async () => {
          answer = await saveDetail(update);
          if (!answer.ok) throw new Error(answer.message ?? `${row.label} not saved`);
          return answer.customer;
        },
        (current) => withDetail(current, update),
      );
    } catch {
      // The answer says what went wrong; useCustomer has put the customer back.
    }
    if (answer?.ok) {
      toast.success(accountRowSavedMessage(row.label));
      close();
      if (answer.replaced) {
        const was = replacedLine(update.field, answer.replaced);
        setNotice({
          key: row.key,
          text: `${row.label} had been changed in another window to ${was}; your change replaced it.`,
        });
      }
      // The banner above shows the name, and is drawn on the server.
      if (update.field === 'name') router.refresh();
      return { ok: true };
    }
    if (answer?.reason === 'loyalty-refused' && answer.message) {
      toast.error(answer.message);
      return { ok: false };
    }
    toast.error(accountRowNotSavedMessage(row.label));
    return { ok: false, message: answer?.message, field: answer?.field };
  };

  return (
    <Panel>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <DetailRow
            key={row.key}
            row={row}
            value={rowDisplay(customer, row.key)}
            editing={editing === row.key}
            notice={notice?.key === row.key ? notice.text : undefined}
            onEdit={() => {
              setNotice(undefined);
              edit(row.key);
            }}
          >
            {row.key === 'deliveryAddress' ? (
              <DeliveryAddressEditor id={editorId(row.key)} owner={owner} onClose={close} />
            ) : (
              DETAIL_FIELDS.has(row.key) && (
                <RowEditor
                  id={editorId(row.key)}
                  field={row.key as DetailField}
                  label={row.label}
                  customer={customer}
                  onSave={(update) => saveRow(row, update)}
                  onCancel={close}
                />
              )
            )}
          </DetailRow>
        ))}
      </dl>
    </Panel>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby="account-details-heading">
      <h2 id="account-details-heading" className={styles.heading}>
        Account Details
      </h2>
      {children}
    </section>
  );
}

/** One row: its label, then its value and Edit link, or its open editor (`children`). */
function DetailRow({
  row,
  value,
  editing,
  notice,
  onEdit,
  children,
}: {
  row: AccountRow;
  value: string;
  editing: boolean;
  notice?: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const editLink = useRef<HTMLAnchorElement>(null);
  const wasEditing = useRef(editing);
  // Closing the editor (Save, Cancel, Escape) removes the focused field: the focus goes back to this row's Edit.
  useEffect(() => {
    if (wasEditing.current && !editing) {
      const focused = document.activeElement;
      if (!focused || focused === document.body || box.current?.contains(focused)) editLink.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);
  return (
    <div ref={box} className={styles.row} data-state={editing ? 'editing' : 'viewing'} data-row={row.key}>
      <dt className={styles.label}>{row.label}</dt>
      <dd className={styles.value}>
        {editing ? (
          <>
            {/* The address book picks among several addresses: the row keeps saying which is the default. */}
            {row.key === 'deliveryAddress' ? (
              <span className={value ? undefined : styles.notSet}>{value || notSetLine(row.label)}</span>
            ) : null}
            {children}
          </>
        ) : (
          <>
            <span className={value ? undefined : styles.notSet}>{value || notSetLine(row.label)}</span>
            {row.editable ? (
              <ActionLink
                ref={editLink}
                targetId={editorId(row.key)}
                className={styles.edit}
                aria-label={`Edit ${row.label}`}
                onAction={onEdit}
              >
                Edit
              </ActionLink>
            ) : null}
          </>
        )}
        {notice ? (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        ) : null}
      </dd>
    </div>
  );
}
