'use client';

import { NewsletterForm, rememberNewsletterSignup, useNewsletterSignup } from '@bookshop/react';
import { trackNewsletterSignUp } from '@/lib/analytics/trackNewsletterSignUp';
import { postSubscribe } from '@/lib/newsletter/newsletterApi';
import { toast } from '@/modules/ui/toast';
import styles from './Footer.module.css';

/**
 * The footer's sign-up: a bad email is flagged under the field; the outcome is a toast (spec C8). A sign-up is
 * remembered like the pop-up's, so the pop-up is not offered to someone who just subscribed.
 */
export function FooterNewsletter() {
  const signup = useNewsletterSignup({
    subscribe: ({ email }) => postSubscribe({ firstname: '', lastname: '', email }),
    onResult: (state) => {
      trackNewsletterSignUp(state, 'footer');
      if (state.status === 'success') {
        rememberNewsletterSignup();
        toast.success(state.message ?? '');
      } else toast.error(state.message ?? '');
    },
  });
  return (
    <NewsletterForm
      signup={signup}
      aria-label="Newsletter sign-up"
      className={styles.form}
      classNames={{
        field: styles.field,
        label: styles.label,
        input: styles.input,
        fieldError: styles.fieldError,
        submit: styles.submit,
      }}
    />
  );
}
