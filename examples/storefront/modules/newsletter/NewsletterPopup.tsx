'use client';

import { Modal, NewsletterForm, useNewsletterPopup, useNewsletterSignup, useSession } from '@bookshop/react';
import styles from './NewsletterPopup.module.css';
import { postContactLookup, postSubscribe } from './newsletterClient';

/**
 * The newsletter pop-up (spec C2, C4): offered when the shopper scrolls back to the top after 5 seconds, never in
 * kiosk mode or within 24 hours of a sign-up or a dismissal; a signed-in customer already on the list is not
 * asked. Closing resets the form. Its request spells the first name `fisrtname`, as the spec's wire format does.
 */
export function NewsletterPopup({ kiosk }: { kiosk: boolean }) {
  const { customer, isLoading } = useSession();
  const popup = useNewsletterPopup({
    kiosk: kiosk || isLoading,
    email: customer?.email ?? null,
    isSubscribed: postContactLookup,
  });
  const signup = useNewsletterSignup({
    subscribe: ({ firstname = '', lastname = '', email }) => postSubscribe({ fisrtname: firstname, lastname, email }),
    onResult: (state) => {
      if (state.status === 'success') popup.subscribed();
    },
  });
  return (
    <Modal
      open={popup.open}
      onOpenChange={(open) => {
        if (open) return;
        popup.dismiss();
        signup.controller.reset();
      }}
      title="Stay in the loop"
      description="New releases, specials and events from Koorong, once a week."
      className={styles.dialog}
      classNames={{
        overlay: styles.overlay,
        title: styles.title,
        description: styles.description,
        close: styles.close,
      }}
    >
      <NewsletterForm
        key={popup.open ? 'open' : 'closed'}
        signup={signup}
        fields="names"
        showMessage
        lockOnError
        requireEmail
        className={styles.form}
        classNames={{
          field: styles.field,
          label: styles.label,
          input: styles.input,
          fieldError: styles.fieldError,
          message: styles.message,
          submit: styles.submit,
        }}
      />
    </Modal>
  );
}
