'use client';

import { ErrorRecovery } from '@/modules/ui/ErrorRecovery';
import styles from '@/modules/ui/Page.module.css';

/**
 * What a page shows when it fails (a service down, a defect), inside the site's header and footer so the shopper can
 * carry on browsing. The server has logged the error; the shopper gets no technical detail.
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section aria-labelledby="page-error">
      <h1 id="page-error" className={styles.title}>
        Something went wrong
      </h1>
      <p>Sorry, this page could not be shown just now. Please try again in a moment.</p>
      <ErrorRecovery reset={reset} />
    </section>
  );
}
