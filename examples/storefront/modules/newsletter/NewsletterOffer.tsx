'use client';

import { useNewsletterPopup, useSession } from '@bookshop/react';
import { lazy, Suspense, useState } from 'react';
import { postContactLookup } from '@/lib/newsletter/newsletterApi';

// The dialog and its form are fetched only when the pop-up is first offered, which most page views never reach.
const NewsletterDialog = lazy(() =>
  import('./NewsletterDialog').then((module) => ({ default: module.NewsletterDialog })),
);

/**
 * The newsletter pop-up's timing (spec C2, C4): offered when the shopper scrolls back to the top after 5 seconds, never in
 * kiosk mode or within 24 hours of a sign-up or a dismissal; a signed-in customer already on the list is not
 * asked. Closing resets the form. Its request spells the first name `fisrtname`, as the spec's wire format does.
 */
export function NewsletterOffer({ kiosk }: { kiosk: boolean }) {
  const { customer, isLoading } = useSession();
  const popup = useNewsletterPopup({
    kiosk: kiosk || isLoading,
    email: customer?.email ?? null,
    isSubscribed: postContactLookup,
  });
  const [offered, setOffered] = useState(false);
  if (popup.open && !offered) setOffered(true);
  return offered ? (
    <Suspense fallback={null}>
      <NewsletterDialog popup={popup} />
    </Suspense>
  ) : null;
}
