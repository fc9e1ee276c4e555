import type { AccountRow, AccountRowKey } from '@bookshop/sdk/rules';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type AccountRowsControllerOptions, createAccountRowsController } from './accountRowsController';

/** What `useAccountRows` answers. */
export interface AccountRowsBinding {
  /** The rows to show, in order (hidden rows, such as ABN for a consumer, left out). */
  rows: AccountRow[];
  /** The row whose editor is open, or `null`. */
  editing: AccountRowKey | null;
  /** Opens a row's editor, closing any other; ignored for a row that may not be edited. */
  edit(key: AccountRowKey): void;
  /** Closes the open editor. */
  close(): void;
}

/**
 * Binds the account rows controller to React: the visible rows and the one open editor. Give it the rules' rows for
 * the current customer; when they change (another kind of customer), an editor that may no longer be open closes.
 *
 * @example
 * ```tsx
 * const { rows, editing, edit, close } = useAccountRows(accountRows(customerKind(customer)));
 * rows.map((row) => (editing === row.key ? <Editor key={row.key} onCancel={close} /> : <Value key={row.key} />));
 * ```
 */
export function useAccountRows(
  rows: readonly AccountRow[],
  options: Omit<AccountRowsControllerOptions, 'rows'> = {},
): AccountRowsBinding {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [controller] = useState(() =>
    createAccountRowsController({
      rows,
      defaultEditing: options.defaultEditing,
      onEditingChange: (editing) => latest.current.onEditingChange?.(editing),
    }),
  );
  useEffect(() => controller.setRows(rows), [controller, rows]);
  const { editing } = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { rows: rows.filter((row) => row.visible), editing, edit: controller.edit, close: controller.close };
}
