'use client';

import styles from './page.module.css';

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
      <p>
        <button type="button" onClick={reset}>
          Try again
        </button>{' '}
        or go <a href="/">back to the home page</a>.
      </p>
    </section>
  );
}
