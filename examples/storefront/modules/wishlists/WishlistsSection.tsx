'use client';

import {
  Modal,
  ModalClose,
  useFocusShownFrom,
  useWishlists,
  WISHLIST_CREATE_FAILURE_MESSAGE,
  WISHLIST_FAILURE_MESSAGE,
  WishlistFormDialog,
} from '@bookshop/react';
import type { Wishlist, WishlistPage } from '@bookshop/sdk';
import { useRef, useState } from 'react';
import { wishlistApi } from '@/lib/wishlists/wishlistApi';
import { useAccountOwner } from '@/modules/account/useAccountOwner';
import { toast } from '@/modules/ui/toast';
import { formDialogClassNames } from './formDialogClassNames';
import { showOutcome } from './showOutcome';
import { WishlistEntry } from './WishlistEntry';
import styles from './Wishlists.module.css';

/** The wishlist list scrolls above this height (spec A9). */
export const WISHLIST_LIST_MAX_HEIGHT = '25rem';

/**
 * The account's wishlists (`#wishlist`, spec A2, A4, A9): each list with its item count and creation date, opening to
 * its items (each linked to its product, with Remove), Rename, Delete (confirmed) and a share link; 'Create new
 * wishlist' above. The spec's page of 20 is read first; 'Show more wishlists' reads the next, and the focus moves to
 * the first list it brought.
 */
export function WishlistsSection({
  initial,
  renderedFor,
}: {
  initial?: Pick<WishlistPage, 'results' | 'total'>;
  /** The customer the server rendered the account page for (see useAccountOwner). */
  renderedFor?: string;
}) {
  const state = useWishlists(wishlistApi, { fallbackData: initial, owner: useAccountOwner(renderedFor) });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Wishlist | null>(null);
  const { wishlists } = state;
  const listRef = useRef<HTMLUListElement>(null);
  const focusShownFrom = useFocusShownFrom(listRef, wishlists?.length ?? 0);
  const showMore = async () => {
    const shown = wishlists?.length ?? 0;
    try {
      await state.loadMore();
      focusShownFrom(shown);
    } catch {
      toast.error(WISHLIST_FAILURE_MESSAGE);
    }
  };
  return (
    <div className={styles.section}>
      <button type="button" className={styles.primary} onClick={() => setCreating(true)}>
        Create new wishlist
      </button>
      {state.isLoading ? <p role="status">Loading your wishlists…</p> : null}
      {state.error && !wishlists ? <p role="alert">{WISHLIST_FAILURE_MESSAGE}</p> : null}
      {wishlists?.length === 0 ? <p className={styles.status}>You have no wishlists yet.</p> : null}
      {wishlists?.length ? (
        <ul
          ref={listRef}
          className={styles.lists}
          style={{ maxHeight: WISHLIST_LIST_MAX_HEIGHT }}
          aria-label="Your wishlists"
        >
          {wishlists.map((list) => (
            <WishlistEntry key={list.id} list={list} state={state} onDelete={() => setDeleting(list)} />
          ))}
        </ul>
      ) : null}
      {state.hasMore ? (
        <button
          type="button"
          className={styles.secondary}
          aria-busy={state.isLoadingMore || undefined}
          onClick={showMore}
        >
          Show more wishlists
        </button>
      ) : null}
      <WishlistFormDialog
        open={creating}
        onOpenChange={setCreating}
        className={styles.dialog}
        classNames={formDialogClassNames}
        onSubmit={async (values) => {
          if (!(await showOutcome(() => state.create(values), WISHLIST_CREATE_FAILURE_MESSAGE)))
            throw new Error('not created');
        }}
      />
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete wishlist"
        description={deleting ? `Delete “${deleting.name ?? ''}” and everything in it?` : undefined}
        className={styles.dialog}
        classNames={{ overlay: styles.overlay, title: styles.dialogTitle, close: styles.close }}
      >
        <div className={styles.actions}>
          <ModalClose
            className={styles.danger}
            onClick={() => {
              if (deleting) void showOutcome(() => state.remove(deleting));
            }}
          >
            Delete
          </ModalClose>
          <ModalClose className={styles.secondary}>Cancel</ModalClose>
        </div>
      </Modal>
    </div>
  );
}
