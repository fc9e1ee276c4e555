'use client';

/** What a shopper can do on an error page: try the page again, or go home. */
export function ErrorRecovery({ reset }: { reset: () => void }) {
  return (
    <p>
      <button type="button" onClick={reset}>
        Try again
      </button>{' '}
      or go <a href="/">back to the home page</a>.
    </p>
  );
}
