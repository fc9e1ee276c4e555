'use client';

import { useState } from 'react';
import { toast } from '@/modules/ui/toast';
import styles from './Preferences.module.css';
import { savePreference } from './savePreference';

/** Toasts of the newsletter choice: the sign-up's own success text (spec C7), and its counterparts. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Subscribed to newsletter',
  unsubscribed: 'Unsubscribed from newsletter',
  failed: 'Newsletter not updated successfully',
} as const;

/**
 * The newsletter subscription of the signed-in customer's own email, with the button that changes it. `subscribed`
 * is `null` when the marketing service could not say: then there is nothing to change either.
 */
export function NewsletterPreference({ subscribed: initial, email }: { subscribed: boolean | null; email: string }) {
  const [subscribed, setSubscribed] = useState(initial);
  const [busy, setBusy] = useState(false);
  if (subscribed === null) {
    return (
      <p className={styles.note}>Your newsletter subscription cannot be checked right now. Please try again later.</p>
    );
  }
  const change = async () => {
    const wanted = !subscribed;
    setBusy(true);
    const outcome = await savePreference(
      '/api/account/preferences/newsletter',
      { subscribed: wanted },
      NEWSLETTER_MESSAGES.failed,
    );
    setBusy(false);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return;
    }
    setSubscribed(wanted);
    toast.success(wanted ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.unsubscribed);
  };
  return (
    <div className={styles.row}>
      <p className={styles.status} aria-live="polite">
        {subscribed
          ? `${email} is subscribed to the Koorong newsletter.`
          : `${email} is not subscribed to the Koorong newsletter.`}
      </p>
      <button
        type="button"
        className={subscribed ? styles.secondary : styles.button}
        onClick={change}
        disabled={busy}
        aria-busy={busy}
      >
        {subscribed ? 'Unsubscribe' : 'Subscribe'}
      </button>
    </div>
  );
}
