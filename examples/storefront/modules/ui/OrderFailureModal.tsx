'use client';

import { Modal, ModalClose } from '@bookshop/react';
import { useRouter, useSearchParams } from 'next/navigation';
import styles from './OrderFailureModal.module.css';

/** Shown when checkout sends the shopper back with `from=checkout&status=orderCreationFailed` (spec C2, C8). */
export function OrderFailureModal() {
  const params = useSearchParams();
  const router = useRouter();
  const open = params.get('from') === 'checkout' && params.get('status') === 'orderCreationFailed';
  const goHome = () => router.push('/');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) goHome();
      }}
      title="Your order could not be completed."
      description="We apologize for the inconvenience. You will receive an email in the next hour informing you of the status for your order."
      closeLabel={null}
      className={styles.dialog}
      classNames={{ overlay: styles.overlay, title: styles.title, description: styles.description }}
    >
      <ModalClose className={styles.close}>Close</ModalClose>
    </Modal>
  );
}
