import { useEffect, useRef, useState } from 'react';
import { rememberNewsletterSignup, writeSubscriptionCache } from './newsletterController';
import { type NewsletterPopupOptions, startNewsletterPopup } from './newsletterPopup';

/** Whether a field that takes typing has the focus (text, a select, an editable area). */
function typing(): boolean {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return false;
  if (focused.isContentEditable || focused instanceof HTMLTextAreaElement || focused instanceof HTMLSelectElement)
    return true;
  return (
    focused instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'range', 'reset', 'submit'].includes(focused.type)
  );
}

/**
 * Whether the newsletter pop-up is open, following {@link startNewsletterPopup} on the browser's window and
 * `localStorage`; `dismiss` and `subscribed` close it and remember the choice for 24 hours.
 *
 * @example
 * ```tsx
 * const popup = useNewsletterPopup({ kiosk, email: customer?.email, isSubscribed });
 * <Modal open={popup.open} onOpenChange={(open) => open || popup.dismiss()} … />
 * ```
 */
export function useNewsletterPopup(options: Omit<NewsletterPopupOptions, 'storage' | 'onScroll'>) {
  const [open, setOpen] = useState(false);
  const { kiosk, email } = options;
  const latest = useRef(options);
  const subscribedHere = useRef(false);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(
    () =>
      startNewsletterPopup(
        {
          ...latest.current,
          kiosk,
          email,
          storage: window.localStorage,
          onScroll: (listener) => {
            // Someone typing at the top of the page (in the header's search box) is not interrupted: the pop-up waits
            // for the next time the page reaches the top with no field in use.
            const onScroll = () => listener(window.scrollY <= 0 && !typing());
            window.addEventListener('scroll', onScroll, { passive: true });
            return () => window.removeEventListener('scroll', onScroll);
          },
        },
        () => setOpen(true),
      ),
    [kiosk, email],
  );
  const now = () => (latest.current.now ?? Date.now)();
  return {
    open,
    /** Closed by the shopper: not offered again for 24 hours (a sign-up made in it stays remembered as one). */
    dismiss() {
      writeSubscriptionCache(window.localStorage, subscribedHere.current, now());
      setOpen(false);
    },
    /** Remember a successful sign-up (the pop-up stays open to show it). */
    subscribed() {
      subscribedHere.current = true;
      rememberNewsletterSignup(now());
    },
  };
}
