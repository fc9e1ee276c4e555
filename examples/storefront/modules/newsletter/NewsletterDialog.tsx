'use client';

import { Modal, NewsletterForm, type useNewsletterPopup, useNewsletterSignup } from '@bookshop/react';
import { trackNewsletterSignUp } from '@/lib/analytics/trackNewsletterSignUp';
import { postSubscribe } from '@/lib/newsletter/newsletterApi';
import { formFieldClassNames } from '@/modules/ui/formFieldClassNames';
import styles from './NewsletterPopup.module.css';

/** The pop-up's dialog and form, kept mounted once offered so closing and reopening behave as one dialog. */
export function NewsletterDialog({ popup }: { popup: ReturnType<typeof useNewsletterPopup> }) {
  const signup = useNewsletterSignup({
    subscribe: ({ firstname = '', lastname = '', email }) => postSubscribe({ fisrtname: firstname, lastname, email }),
    onResult: (state) => {
      trackNewsletterSignUp(state, 'popup');
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
          ...formFieldClassNames,
          message: styles.message,
          submit: styles.submit,
        }}
      />
    </Modal>
  );
}
