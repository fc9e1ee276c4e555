'use client';

import { formatMoney } from '@bookshop/sdk/rules';
import { useRef, useState } from 'react';
import { saveDonation } from '@/lib/checkout/checkoutApi';
import type { CheckoutState } from '@/lib/checkout/checkoutTypes';
import { signInHref } from '@/lib/http/searchParam';
import styles from './Checkout.module.css';

/** The donations offered at checkout, in cents (0: none). */
export const DONATION_CHOICES = [0, 200, 500, 1000] as const;

/**
 * An optional donation on the order, saved through the back end's donation add and remove. The back end keeps
 * donations for customers, so a guest is invited to sign in instead.
 */
export function DonationSection({ state, onSaved }: { state: CheckoutState; onSaved(next: CheckoutState): void }) {
  const [chosen, setChosen] = useState<number>(state.donationCents);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Arrowing through the choices saves each one: only the newest answer is shown.
  const newest = useRef(0);
  const currency = state.basket.totals.currency;
  const choices = DONATION_CHOICES.includes(state.donationCents as never)
    ? DONATION_CHOICES
    : [...DONATION_CHOICES, state.donationCents];

  const choose = async (cents: number) => {
    const ticket = ++newest.current;
    setChosen(cents);
    setSaving(true);
    setError(null);
    const answer = await saveDonation(cents);
    if (ticket !== newest.current) return;
    setSaving(false);
    if (answer.ok) {
      onSaved(answer.value);
      setChosen(answer.value.donationCents);
    } else {
      setChosen(state.donationCents);
      setError(answer.error);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="checkout-donation" aria-busy={saving}>
      <h2 id="checkout-donation" className={styles.subheading}>
        Donation
      </h2>
      {state.signedIn ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Add a donation to Bible Society Australia (optional)</legend>
          <ul className={styles.choices}>
            {choices.map((cents) => (
              <li key={cents} className={styles.choice}>
                <label className={styles.choiceLabel}>
                  <input
                    type="radio"
                    name="donation"
                    value={cents}
                    checked={chosen === cents}
                    onChange={() => void choose(cents)}
                  />
                  <span>{cents ? formatMoney(cents, currency) : 'No donation'}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <p className={styles.note}>
          <a href={signInHref('/checkout')}>Sign in</a> to add a donation to your order.
        </p>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
