'use client';

import { Modal, ModalClose } from '@bookshop/react';
import { useRouter } from 'next/navigation';
import styles from './OrderFailureModal.module.css';

/** The order-failure dialog; closing it in any way goes to the home page. */
export function OrderFailureDialog() {
  const router = useRouter();
  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next) router.push('/');
      }}
      // The trailing space keeps the spec's one message readable as one text across the title and description.
      title="Your order could not be completed. "
      description="We apologize for the inconvenience. You will receive an email in the next hour informing you of the status for your order."
      closeLabel={null}
      className={styles.dialog}
      classNames={{ overlay: styles.overlay, title: styles.title, description: styles.description }}
    >
      <ModalClose className={styles.close}>Close</ModalClose>
    </Modal>
  );
}
