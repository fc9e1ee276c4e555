'use client';

import { lazy, Suspense } from 'react';

// The pop-up is offered 5 seconds after the page at the soonest, so its timing (the scroll watch, the 24-hour memory,
// the subscribed check) loads after the page has hydrated instead of with it, and no page's first load carries it
// (docs/decisions.md, "First-load budgets met").
const NewsletterOffer = lazy(() => import('./NewsletterOffer').then((module) => ({ default: module.NewsletterOffer })));

/**
 * The newsletter pop-up (spec C2, C4): offered when the shopper scrolls back to the top after 5 seconds, never in
 * kiosk mode or within 24 hours of a sign-up or a dismissal; a signed-in customer already on the list is not
 * asked. Renders nothing on the server.
 */
export function NewsletterPopup({ kiosk }: { kiosk: boolean }) {
  // Its own boundary: the page hydrates without waiting for the chunk, and the offer hydrates when it arrives.
  return (
    <Suspense fallback={null}>
      <NewsletterOffer kiosk={kiosk} />
    </Suspense>
  );
}
