import type { AccountRow, AccountRowKey } from '@bookshop/sdk/rules';
import { createListeners } from '../store/listeners';

/** Which account details row is open in its editor, if any. */
export interface AccountRowsState {
  /** The row whose inline editor is open; `null` when every row shows its value. */
  editing: AccountRowKey | null;
}

export interface AccountRowsControllerOptions {
  /** The rows as `accountRows(customerKind(customer))` gives them: only visible, editable rows open. */
  rows: readonly AccountRow[];
  /** The row open at first. */
  defaultEditing?: AccountRowKey | null;
  /** Told every time a row opens or the open one closes. */
  onEditingChange?: (editing: AccountRowKey | null) => void;
}

export interface AccountRowsController {
  getState(): AccountRowsState;
  subscribe(listener: () => void): () => void;
  /** Opens a row's editor and closes any other (spec A4); a row that is hidden or not editable stays closed. */
  edit(key: AccountRowKey): void;
  /** Closes the open editor (Cancel, or after Save). */
  close(): void;
  /** Takes new rows (the customer changed); an open row that may no longer be edited closes. */
  setRows(rows: readonly AccountRow[]): void;
}

/**
 * The toast after a row's save (spec A4): '{row title} updated successfully'.
 *
 * @example
 * ```ts
 * toast.success(accountRowSavedMessage('Name')); // 'Name updated successfully'
 * ```
 */
export const accountRowSavedMessage = (title: string) => `${title} updated successfully`;

/**
 * The toast after a row's save failed (spec A4, A8): '{title} not updated successfully'.
 *
 * @example
 * ```ts
 * toast.error(accountRowNotSavedMessage('Phone')); // 'Phone not updated successfully'
 * ```
 */
export const accountRowNotSavedMessage = (title: string) => `${title} not updated successfully`;

const opens = (rows: readonly AccountRow[], key: AccountRowKey | null | undefined) =>
  key ? rows.some((row) => row.key === key && row.visible && row.editable) : false;

/**
 * The account details panel's rows without any UI (spec A2, A4, A6): one row at a time moves from its value to its
 * inline editor on Edit and back on Cancel or after Save; opening one closes the other; a row the customer's kind may
 * not edit never opens, whatever asks.
 *
 * @example
 * ```ts
 * const rows = createAccountRowsController({ rows: accountRows(customerKind(customer)) });
 * rows.edit('phone');
 * rows.edit('gender'); // the phone editor closes
 * rows.getState();     // { editing: 'gender' }
 * ```
 */
export function createAccountRowsController(options: AccountRowsControllerOptions): AccountRowsController {
  let rows = options.rows;
  let state: AccountRowsState = {
    editing: opens(rows, options.defaultEditing) ? (options.defaultEditing ?? null) : null,
  };
  const listeners = createListeners();
  const set = (editing: AccountRowKey | null) => {
    if (editing === state.editing) return;
    state = { editing };
    listeners.notify();
    options.onEditingChange?.(editing);
  };
  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    edit(key) {
      if (opens(rows, key)) set(key);
    },
    close() {
      set(null);
    },
    setRows(next) {
      rows = next;
      if (state.editing && !opens(rows, state.editing)) set(null);
    },
  };
}
