import { isSubscriptionCacheFresh, type SubscriptionCache } from '@bookshop/sdk/rules';
import { NEWSLETTER_CACHE_KEY, writeSubscriptionCache } from './newsletterController';

// Apart from the sign-up controller: the footer's form is on every page's first load, while the pop-up's timing can
// load after the page (the site fetches it once hydrated), so the two do not share a module.

/** The newsletter pop-up's scroll listener starts this long after load (spec C9). */
const NEWSLETTER_POPUP_DELAY_MS = 5000;

/** Reads the cached status; anything unreadable counts as none. */
export function readSubscriptionCache(storage: Pick<Storage, 'getItem'> | undefined): SubscriptionCache | null {
  try {
    const value = JSON.parse(storage?.getItem(NEWSLETTER_CACHE_KEY) ?? 'null') as Partial<SubscriptionCache> | null;
    return value && typeof value.hasSubscribed === 'boolean' && typeof value.timestamp === 'number'
      ? { hasSubscribed: value.hasSubscribed, timestamp: value.timestamp }
      : null;
  } catch {
    return null;
  }
}

export interface NewsletterPopupOptions {
  /** In-store kiosk: never offer. */
  kiosk: boolean;
  /** The signed-in customer's email, checked with the contact lookup first. */
  email?: string | null;
  isSubscribed?: (email: string) => Promise<boolean>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  delayMs?: number;
  schedule?: (run: () => void, ms: number) => () => void;
  /** Subscribes to scrolling; calls back with whether the page is at its top. */
  onScroll?: (listener: (atTop: boolean) => void) => () => void;
  logger?: Pick<Console, 'error'>;
}

/**
 * Decides when the newsletter pop-up opens (spec C2, C4): never in kiosk mode or while a cached status (subscribed
 * or dismissed) is younger than 24 hours; a signed-in customer is checked with the contact lookup first; otherwise
 * 5 seconds after load a scroll listener is added and the pop-up opens when the page is scrolled to the top.
 * `start` returns the cleanup.
 *
 * @example
 * ```ts
 * const stop = startNewsletterPopup({ kiosk: false, storage: localStorage, onScroll }, () => setOpen(true));
 * ```
 */
export function startNewsletterPopup(options: NewsletterPopupOptions, onOpen: () => void): () => void {
  const {
    kiosk,
    email,
    isSubscribed,
    storage,
    now = Date.now,
    delayMs = NEWSLETTER_POPUP_DELAY_MS,
    schedule = (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    onScroll,
    logger = console,
  } = options;
  let stopped = false;
  let cleanups: (() => void)[] = [];
  const stop = () => {
    stopped = true;
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
  };
  if (kiosk || isSubscriptionCacheFresh(readSubscriptionCache(storage), now())) return stop;
  const arm = () => {
    if (stopped) return;
    cleanups.push(
      schedule(() => {
        if (stopped || !onScroll) return;
        const unsubscribe = onScroll((atTop) => {
          if (!atTop || stopped) return;
          stop();
          // A sign-up elsewhere meanwhile (the footer's form, another tab) counts too.
          if (!isSubscriptionCacheFresh(readSubscriptionCache(storage), now())) onOpen();
        });
        cleanups.push(unsubscribe);
      }, delayMs),
    );
  };
  if (email && isSubscribed) {
    isSubscribed(email).then(
      (subscribed) => {
        if (subscribed) {
          writeSubscriptionCache(storage, true, now());
          return;
        }
        arm();
      },
      (error: unknown) => {
        logger.error('Newsletter status check failed', error);
        arm();
      },
    );
  } else {
    arm();
  }
  return stop;
}
