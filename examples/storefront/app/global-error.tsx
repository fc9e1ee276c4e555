'use client';

import { ErrorRecovery } from '@/modules/ui/ErrorRecovery';

/**
 * The last resort when the site's own frame (the root layout) fails: a plain page of its own, since the header and
 * footer are what failed.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-AU">
      <body>
        <main>
          <h1>Something went wrong</h1>
          <p>Sorry, the Koorong site could not be shown just now. Please try again in a moment.</p>
          <ErrorRecovery reset={reset} />
        </main>
      </body>
    </html>
  );
}
