'use client';

import { useState } from 'react';
import * as z from 'zod/mini';
import { saveContact } from '@/lib/checkout/checkoutApi';
import { contactRequest } from '@/lib/checkout/checkoutInput';
import type { CheckoutState } from '@/lib/checkout/checkoutTypes';
import { signInHref } from '@/lib/http/searchParam';
import { Field } from '@/modules/ui/Field';
import fieldStyles from '@/modules/ui/Field.module.css';
import styles from './Checkout.module.css';

/** The id of the guest's email field, for Place order to send the focus to. */
export const CONTACT_EMAIL_ID = 'checkout-email';

/**
 * Contact: a signed-in shopper's own email, or a guest's, checked with the route's own schema ('Please enter email',
 * 'Invalid email') and saved on the basket; a guest may sign in instead.
 */
export function ContactSection({
  state,
  onSaved,
  problem,
}: {
  state: CheckoutState;
  onSaved(next: CheckoutState): void;
  /** Place order's complaint when no email was given yet. */
  problem?: string | null;
}) {
  const [email, setEmail] = useState(state.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = error ?? problem ?? null;

  if (state.signedIn) {
    return (
      <section className={styles.section} aria-labelledby="checkout-contact">
        <h2 id="checkout-contact" className={styles.subheading}>
          Contact
        </h2>
        <p className={styles.note}>
          Signed in as <strong>{state.email}</strong>. Your order confirmation goes to this email.
        </p>
      </section>
    );
  }

  const submit = async () => {
    const checked = z.safeParse(contactRequest, { email });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Invalid email');
      document.getElementById(CONTACT_EMAIL_ID)?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    const answer = await saveContact(checked.data.email);
    setSaving(false);
    if (answer.ok) onSaved(answer.value);
    else {
      setError(answer.error);
      document.getElementById(CONTACT_EMAIL_ID)?.focus();
    }
  };

  return (
    <section className={styles.section} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className={styles.subheading}>
        Contact
      </h2>
      <p className={styles.note}>
        Checking out as a guest. Have an account? <a href={signInHref('/checkout')}>Sign in</a>
      </p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field id={CONTACT_EMAIL_ID} label="Email *" error={shown} classNames={fieldStyles}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              aria-required
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <div className={styles.actions}>
          <button type="submit" className={styles.secondary} disabled={saving} aria-busy={saving}>
            {state.email ? 'Update email' : 'Continue'}
          </button>
          {state.email && !saving ? <span className={styles.muted}>Saved: {state.email}</span> : null}
        </div>
      </form>
    </section>
  );
}
