'use client';

import { useCustomer } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import { useEffect, useState } from 'react';
import { customerSource } from '@/lib/account/customerApi';
import { NEWSLETTER_ROUTE, readNewsletterSubscription, savePreference } from '@/lib/account/preferencesApi';
import { toast } from '@/modules/ui/toast';
import { useAccountOwner } from '../useAccountOwner';
import styles from './Preferences.module.css';

/** How often, and how patiently, the subscription is read again while an email change is still being saved. */
const REREAD_ATTEMPTS = 6;
const REREAD_PAUSE_MS = 250;

/** Toasts of the newsletter choice: the sign-up's own success text (spec C7), and its counterparts. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Subscribed to newsletter',
  unsubscribed: 'Unsubscribed from newsletter',
  failed: 'Newsletter not updated successfully',
} as const;

/**
 * The newsletter subscription of the signed-in customer's own email, with the button that changes it. `subscribed`
 * is `null` when the marketing service could not say: then there is nothing to change either. The email is the
 * customer's as the account's shared cache has it: after an email change in the details panel, the subscription of
 * the new address is read again.
 */
export function NewsletterPreference({
  subscribed: initial,
  customer: fromServer,
}: {
  subscribed: boolean | null;
  customer: Customer;
}) {
  const owner = useAccountOwner(fromServer.email);
  const { customer } = useCustomer(customerSource, { fallbackData: fromServer, owner });
  const email = customer?.email ?? fromServer.email;
  const [status, setStatus] = useState({ email: fromServer.email, subscribed: initial });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (email === status.email) return;
    let current = true;
    setBusy(true);
    const read = async () => {
      // The details panel shows a new email before its save lands: until then the account still answers the old one.
      for (let attempt = 0; attempt < REREAD_ATTEMPTS && current; attempt++) {
        const answer = await readNewsletterSubscription();
        if (answer?.email === email) return answer.subscribed;
        await new Promise((resolve) => setTimeout(resolve, REREAD_PAUSE_MS * (attempt + 1)));
      }
      return null;
    };
    void read().then((subscribed) => {
      if (!current) return;
      setStatus({ email, subscribed });
      setBusy(false);
    });
    return () => {
      current = false;
    };
  }, [email, status.email]);
  const { subscribed } = status;
  const setSubscribed = (next: boolean) => setStatus({ email, subscribed: next });
  if (subscribed === null) {
    return (
      <p className={styles.note}>Your newsletter subscription cannot be checked right now. Please try again later.</p>
    );
  }
  const change = async () => {
    const wanted = !subscribed;
    setBusy(true);
    const outcome = await savePreference(NEWSLETTER_ROUTE, { subscribed: wanted }, NEWSLETTER_MESSAGES.failed);
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
          ? `${status.email} is subscribed to the Koorong newsletter.`
          : `${status.email} is not subscribed to the Koorong newsletter.`}
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
