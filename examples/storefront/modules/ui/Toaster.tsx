'use client';

import { useSyncExternalStore } from 'react';
import styles from './Toaster.module.css';
import { toastStore } from './toast';

/**
 * Where toasts appear (top centre). The live region is always in the page, so a screen reader announces each
 * message as it is added; each stays four seconds.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return (
    <div className={styles.toaster} role="status" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={styles.toast} data-kind={item.kind}>
          <span className={styles.icon} aria-hidden="true">
            {item.kind === 'success' ? '✓' : '!'}
          </span>
          <span>{item.message}</span>
        </div>
      ))}
    </div>
  );
}
