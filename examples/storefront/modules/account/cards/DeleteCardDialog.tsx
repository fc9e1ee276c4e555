'use client';

import { Modal, ModalClose } from '@bookshop/react';
import type { SavedCard } from '@bookshop/sdk';
import { useState } from 'react';
import { deleteSavedCard } from '@/lib/account/paymentsApi';
import { toast } from '@/modules/ui/toast';
import styles from './Payments.module.css';

/** A card as the shopper knows it: 'VISA ending in 1111'. */
export const cardName = (card: Pick<SavedCard, 'name' | 'brand' | 'lastFour'>) =>
  `${card.name ?? card.brand.toUpperCase()} ending in ${card.lastFour}`;

/**
 * 'Delete this card?': asks before removing a saved card through the account's card route (a card already gone, in
 * another window, counts as deleted). Used by /account/cards and by checkout's saved cards.
 */
export function DeleteCardDialog({
  card,
  onDeleted,
  onCancel,
}: {
  card: SavedCard;
  onDeleted(card: SavedCard): void;
  onCancel(): void;
}) {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setDeleting(true);
    setError(null);
    const refusal = await deleteSavedCard(card.id);
    setDeleting(false);
    if (refusal) {
      setError(refusal);
      return;
    }
    toast.success('Card deleted successfully');
    onDeleted(card);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !deleting) onCancel();
      }}
      title="Delete this card?"
      description={`${cardName(card)} will be removed from your account.`}
      className={styles.dialog}
      classNames={{
        overlay: styles.overlay,
        title: styles.dialogTitle,
        description: styles.dialogDescription,
        close: styles.close,
      }}
    >
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={deleting} aria-busy={deleting} onClick={remove}>
          {deleting ? 'Deleting…' : 'Delete card'}
        </button>
        <ModalClose className={styles.secondary}>Cancel</ModalClose>
      </div>
    </Modal>
  );
}
