'use client';

import { formatMoney } from '@bookshop/sdk/rules';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { checkGiftCard } from '@/lib/checkout/checkoutApi';
import { GIFT_CARDS_MAX, giftCardRequest } from '@/lib/checkout/checkoutInput';
import type { AppliedGiftCard, PaymentSplit } from '@/lib/checkout/giftCardSplit';
import { Field } from '@/modules/ui/Field';
import fieldStyles from '@/modules/ui/Field.module.css';
import styles from './Checkout.module.css';

/**
 * Gift cards: number and PIN are checked by the back end (type, PIN, balance) and listed with their balance and what
 * each pays of this order; each can be removed. Nothing is charged until the order is placed.
 */
export function GiftCards({
  split,
  currency,
  onApply,
  onRemove,
}: {
  split: PaymentSplit;
  currency: string;
  onApply(card: AppliedGiftCard): void;
  onRemove(card: AppliedGiftCard): void;
}) {
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ number?: string; pin?: string; form?: string }>({});
  const [checking, setChecking] = useState(false);
  const id = useId();
  const money = (cents: number) => formatMoney(cents, currency);

  const apply = async () => {
    const checked = z.safeParse(giftCardRequest, { number, pin });
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as 'number' | 'pin';
        next[field] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(`${id}-${next.number ? 'number' : 'pin'}`)?.focus();
      return;
    }
    if (split.giftCards.some(({ card }) => card.number === checked.data.number)) {
      setErrors({ number: 'This gift card is already applied' });
      document.getElementById(`${id}-number`)?.focus();
      return;
    }
    if (split.giftCards.length >= GIFT_CARDS_MAX) {
      setErrors({ form: `At most ${GIFT_CARDS_MAX} gift cards can pay one order` });
      return;
    }
    setChecking(true);
    setErrors({});
    const answer = await checkGiftCard(checked.data.number, checked.data.pin);
    setChecking(false);
    if (!answer.ok) {
      const field = answer.field === 'pin' ? 'pin' : answer.field === 'number' ? 'number' : 'form';
      setErrors({ [field]: answer.error });
      if (field !== 'form') document.getElementById(`${id}-${field}`)?.focus();
      return;
    }
    onApply({ number: checked.data.number, pin: checked.data.pin, ...answer.value });
    setNumber('');
    setPin('');
  };

  const field = (name: 'number' | 'pin', label: string, value: string, set: (value: string) => void) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]} classNames={fieldStyles}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={name === 'number' ? 23 : 8}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <div className={styles.form}>
      <h3 className={styles.legend}>Gift cards</h3>
      {split.giftCards.length ? (
        <ul className={styles.choices} aria-label="Applied gift cards">
          {split.giftCards.map(({ card, paysCents }) => (
            <li key={card.number} className={styles.choice}>
              <span>
                Gift card ••••{card.last4}: balance {money(card.balanceCents)}, pays {money(paysCents)}
              </span>
              <button
                type="button"
                className={styles.link}
                aria-label={`Remove gift card ending in ${card.last4}`}
                onClick={() => onRemove(card)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className={styles.form}
        noValidate
        aria-label="Add a gift card"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <div className={styles.row}>
          {field('number', 'Gift card number', number, setNumber)}
          {field('pin', 'PIN', pin, setPin)}
        </div>
        {errors.form ? (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary} disabled={checking} aria-busy={checking}>
            {checking ? 'Checking…' : 'Apply gift card'}
          </button>
        </div>
      </form>
    </div>
  );
}
