'use client';

import type { SavedCard } from '@bookshop/sdk';
import { useState } from 'react';
import type { NewCard } from '@/lib/checkout/checkoutTypes';
import { cardName, DeleteCardDialog } from '@/modules/account/cards/DeleteCardDialog';
import { Field } from '@/modules/ui/Field';
import fieldStyles from '@/modules/ui/Field.module.css';
import styles from './Checkout.module.css';

/** The choice of a new card rather than a saved one. */
export const NEW_CARD = 'new';
/** The new card's field ids, for Place order to send the focus to the first one in error. */
export const CARD_FIELD_IDS: Record<keyof NewCard, string> = {
  number: 'checkout-card-number',
  expiry: 'checkout-card-expiry',
  cvc: 'checkout-card-cvc',
  holderName: 'checkout-card-name',
};

const FIELDS: {
  name: keyof NewCard;
  label: string;
  auto: string;
  inputMode?: 'numeric';
  max: number;
  hint?: string;
}[] = [
  { name: 'number', label: 'Card number', auto: 'cc-number', inputMode: 'numeric', max: 23 },
  { name: 'expiry', label: 'Expiry (MM/YY)', auto: 'cc-exp', inputMode: 'numeric', max: 5 },
  { name: 'cvc', label: 'CVC', auto: 'cc-csc', inputMode: 'numeric', max: 4 },
  { name: 'holderName', label: 'Name on card', auto: 'cc-name', max: 100 },
];

/** Types the expiry's slash for the shopper: '1228' reads '12/28'. */
export function expiryAsTyped(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The card that pays what gift cards leave: one of the shopper's saved cards (deletable after a confirmation, as on
 * /account/cards) or a new card typed here (number, expiry, CVC, name), which goes only to the payment service.
 */
export function CardPayment({
  cards: initialCards,
  choice,
  onChoice,
  card,
  onCard,
  errors,
  refusal,
}: {
  cards: SavedCard[];
  choice: string;
  onChoice(choice: string): void;
  card: NewCard;
  onCard(card: NewCard): void;
  errors: Partial<Record<keyof NewCard | 'choice', string>>;
  /** The payment service's refusal of the last attempt ('declined'). */
  refusal?: string | null;
}) {
  const [cards, setCards] = useState(initialCards);
  const [confirming, setConfirming] = useState<SavedCard | null>(null);
  const newCard = choice === NEW_CARD || !cards.length;

  return (
    <div className={styles.form}>
      <h3 className={styles.legend}>Card</h3>
      {refusal ? (
        <p role="alert" className={styles.error} data-testid="card-refusal">
          {refusal}
        </p>
      ) : null}
      {cards.length ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Pay with</legend>
          <ul className={styles.choices}>
            {cards.map((saved) => (
              <li key={saved.id} className={styles.choice}>
                <label className={styles.choiceLabel}>
                  <input
                    type="radio"
                    name="card-choice"
                    value={saved.id}
                    checked={choice === saved.id}
                    onChange={() => onChoice(saved.id)}
                  />
                  <span>
                    {cardName(saved)}{' '}
                    <span className={styles.muted}>
                      (expires {saved.expiryMonth}/{saved.expiryYear})
                    </span>
                  </span>
                </label>
                <button
                  type="button"
                  className={styles.link}
                  aria-label={`Delete ${cardName(saved)}`}
                  onClick={() => setConfirming(saved)}
                >
                  Delete
                </button>
              </li>
            ))}
            <li className={styles.choice}>
              <label className={styles.choiceLabel}>
                <input
                  type="radio"
                  name="card-choice"
                  value={NEW_CARD}
                  checked={choice === NEW_CARD}
                  onChange={() => onChoice(NEW_CARD)}
                />
                <span>A new card</span>
              </label>
            </li>
          </ul>
        </fieldset>
      ) : null}
      {newCard ? (
        <div className={styles.row}>
          {FIELDS.map((field) => {
            const id = CARD_FIELD_IDS[field.name];
            return (
              <Field
                key={field.name}
                id={id}
                label={`${field.label} *`}
                error={errors[field.name]}
                classNames={fieldStyles}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    inputMode={field.inputMode}
                    autoComplete={field.auto}
                    maxLength={field.max}
                    value={card[field.name]}
                    aria-required
                    onChange={(event) =>
                      onCard({
                        ...card,
                        [field.name]: field.name === 'expiry' ? expiryAsTyped(event.target.value) : event.target.value,
                      })
                    }
                  />
                )}
              </Field>
            );
          })}
        </div>
      ) : null}
      {confirming ? (
        <DeleteCardDialog
          card={confirming}
          onCancel={() => setConfirming(null)}
          onDeleted={(gone) => {
            const rest = cards.filter((candidate) => candidate.id !== gone.id);
            setCards(rest);
            setConfirming(null);
            if (choice === gone.id) onChoice(rest[0]?.id ?? NEW_CARD);
            // The dialog's opener went with the card: the card choice keeps the focus on the page.
            setTimeout(
              () =>
                document
                  .querySelector<HTMLInputElement>('input[name="card-choice"]:checked, #checkout-card-number')
                  ?.focus(),
              0,
            );
          }}
        />
      ) : null}
    </div>
  );
}
