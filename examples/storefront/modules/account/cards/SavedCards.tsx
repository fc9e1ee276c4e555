'use client';

import { Modal, ModalClose } from '@bookshop/react';
import type { SavedCard } from '@bookshop/sdk';
import { useEffect, useState } from 'react';
import { toast } from '@/modules/ui/toast';
import styles from './Payments.module.css';

/** A card as the shopper knows it: 'VISA ending in 1111'. */
export const cardName = (card: Pick<SavedCard, 'name' | 'brand' | 'lastFour'>) =>
  `${card.name ?? card.brand.toUpperCase()} ending in ${card.lastFour}`;

/**
 * The saved cards (`/account/cards`): brand, last four digits, expiry and holder of each, and a Delete button that
 * asks first in a dialog (focus goes back to the button on Cancel, to the list heading after a delete).
 */
export function SavedCards({ cards: initial }: { cards: SavedCard[] }) {
  const [cards, setCards] = useState(initial);
  const [confirming, setConfirming] = useState<SavedCard | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(0);

  useEffect(() => {
    if (!deleted) return;
    // The dialog's button is gone with its card: focus goes to the list's heading, after the dialog lets go of it.
    const timer = setTimeout(() => document.getElementById('cards-heading')?.focus(), 0);
    return () => clearTimeout(timer);
  }, [deleted]);

  async function remove(card: SavedCard) {
    setDeleting(true);
    setError(null);
    try {
      const response = await fetch(`/api/account/cards/${encodeURIComponent(card.id)}`, { method: 'DELETE' });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      // A card already gone (deleted in another window) is what the shopper asked for.
      if (response.ok || response.status === 404) {
        setCards((current) => current.filter((candidate) => candidate.id !== card.id));
        setConfirming(null);
        setDeleted((count) => count + 1);
        toast.success('Card deleted successfully');
      } else {
        setError(body.error ?? 'The card could not be deleted, please try again later');
      }
    } catch {
      setError('The card could not be deleted, please try again later');
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="cards-heading">
      <h2 id="cards-heading" className={styles.heading} tabIndex={-1}>
        Saved cards
      </h2>
      {cards.length ? (
        <ul className={styles.cards} aria-labelledby="cards-heading">
          {cards.map((card) => (
            <li key={card.id} className={styles.card}>
              <div>
                <p>
                  <strong>{cardName(card)}</strong>
                </p>
                <p className={styles.muted}>
                  Expires {card.expiryMonth}/{card.expiryYear}
                  {card.holderName ? ` · ${card.holderName}` : ''}
                </p>
              </div>
              <button
                type="button"
                className={styles.secondary}
                aria-label={`Delete ${cardName(card)}`}
                onClick={() => {
                  setError(null);
                  setConfirming(card);
                }}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>You have no saved cards. Cards you save when you pay appear here.</p>
      )}
      {confirming ? (
        <Modal
          open
          onOpenChange={(open) => {
            if (!open && !deleting) setConfirming(null);
          }}
          title="Delete this card?"
          description={`${cardName(confirming)} will be removed from your account.`}
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
            <button
              type="button"
              className={styles.button}
              disabled={deleting}
              aria-busy={deleting}
              onClick={() => remove(confirming)}
            >
              {deleting ? 'Deleting…' : 'Delete card'}
            </button>
            <ModalClose className={styles.secondary}>Cancel</ModalClose>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
