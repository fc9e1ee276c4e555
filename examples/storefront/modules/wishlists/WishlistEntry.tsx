'use client';

import { WishlistFormDialog, type WishlistsState, wishlistSummary } from '@bookshop/react';
import type { Wishlist } from '@bookshop/sdk';
import { useId, useState } from 'react';
import { formDialogClassNames } from './formDialogClassNames';
import { ShareLink } from './ShareLink';
import { showOutcome } from './showOutcome';
import styles from './Wishlists.module.css';

export interface WishlistEntryProps {
  list: Wishlist;
  state: WishlistsState;
  onDelete: () => void;
}

/**
 * One wishlist of the account's list: its summary as a disclosure over its items (each with Remove), then its actions
 * (Rename, Delete, Share link), always in view.
 */
export function WishlistEntry({ list, state, onDelete }: WishlistEntryProps) {
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const panel = useId();
  const summary = wishlistSummary(list);
  return (
    <li className={styles.entry}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.choiceName}>{summary.name}</span>
        <span className={styles.meta}>{summary.countLabel}</span>
        <span className={styles.meta}>Created {summary.created}</span>
      </button>
      <div id={panel} hidden={!open} className={styles.panel}>
        {list.description ? <p className={styles.meta}>{list.description}</p> : null}
        {list.lineItems.length ? (
          <ul className={styles.items} aria-label={`Items in ${summary.name}`}>
            {list.lineItems.map((line) => {
              const name = line.name ?? 'This product';
              return (
                <li key={line.id} className={styles.item}>
                  {line.productSlug ? <a href={`/product/${line.productSlug}`}>{name}</a> : <span>{name}</span>}
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={`Remove ${name} from ${summary.name}`}
                    disabled={line.id.startsWith('pending:')}
                    onClick={() => void showOutcome(() => state.removeItem(list, line.id))}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.status}>This wishlist is empty.</p>
        )}
      </div>
      {/* The list's own actions stay in view whether or not its items are open. */}
      <div className={styles.entryActions}>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setRenaming(true)}>
            Rename
          </button>
          <button type="button" className={styles.secondary} onClick={onDelete}>
            Delete
          </button>
        </div>
        <ShareLink wishlistId={list.id} name={summary.name} />
      </div>
      <WishlistFormDialog
        open={renaming}
        onOpenChange={setRenaming}
        title="Rename wishlist"
        withDescription={false}
        defaultValues={{ name: summary.name }}
        labels={{ submit: 'Save' }}
        className={styles.dialog}
        classNames={formDialogClassNames}
        onSubmit={async ({ name }) => {
          if (!(await showOutcome(() => state.rename(list, name)))) throw new Error('not renamed');
        }}
      />
    </li>
  );
}
