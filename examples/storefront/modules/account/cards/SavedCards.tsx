'use client';

import type { SavedCard } from '@bookshop/sdk';
import { useEffect, useState } from 'react';
import { cardName, DeleteCardDialog } from './DeleteCardDialog';
import styles from './Payments.module.css';

export { cardName } from './DeleteCardDialog';

/**
 * The saved cards (`/account/cards`): brand, last four digits, expiry and holder of each, and a Delete button that
 * asks first in a dialog (focus goes back to the button on Cancel, to the list heading after a delete).
 */
export function SavedCards({ cards: initial }: { cards: SavedCard[] }) {
  const [cards, setCards] = useState(initial);
  const [confirming, setConfirming] = useState<SavedCard | null>(null);
  const [deleted, setDeleted] = useState(0);

  useEffect(() => {
    if (!deleted) return;
    // The dialog's button is gone with its card: focus goes to the list's heading, after the dialog lets go of it.
    const timer = setTimeout(() => document.getElementById('cards-heading')?.focus(), 0);
    return () => clearTimeout(timer);
  }, [deleted]);

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
                onClick={() => setConfirming(card)}
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
        <DeleteCardDialog
          card={confirming}
          onCancel={() => setConfirming(null)}
          onDeleted={(card) => {
            setCards((current) => current.filter((candidate) => candidate.id !== card.id));
            setConfirming(null);
            setDeleted((count) => count + 1);
          }}
        />
      ) : null}
    </section>
  );
}
