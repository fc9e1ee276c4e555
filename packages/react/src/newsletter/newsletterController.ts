import type { SubscribeResult } from '@bookshop/sdk';
import { EMAIL_PATTERN } from '@bookshop/sdk/rules';
import { createListeners } from '../store/listeners';

// newsletterEmailSchema's rule (trimmed, the shared pattern) checked with the pattern itself: the form runs on every
// page, and the schema would bring the validation library into each of them.
const INVALID_EMAIL = 'Please enter a valid email.';

/** What a sign-up sends (spec C3); the pop-up writes the first name as `fisrtname` on the wire. */
export interface NewsletterSignup {
  firstname?: string;
  lastname?: string;
  email: string;
}

export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface NewsletterState {
  status: NewsletterStatus;
  /** The success or error text for the shopper. */
  message?: string;
  /** 'Please enter a valid email.' when the email does not match. */
  fieldError?: string;
}

/**
 * The success text of a new sign-up (spec C4).
 *
 * @example
 * ```ts
 * if (state.status === 'success' && state.message === NEWSLETTER_SUBSCRIBED_MESSAGE) track('newsletter_sign_up');
 * ```
 */
export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Subscribed to newsletter';
/**
 * The success text when the email was already signed up (spec C4).
 *
 * @example
 * ```ts
 * const isNew = state.message !== NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE;
 * ```
 */
export const NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed to newsletter";
/**
 * The text when a sign-up fails without a message of its own (spec C8).
 *
 * @example
 * ```ts
 * const subscribe = (signup: NewsletterSignup) =>
 *   post('/api/subscribe-newsletter', signup).catch(() => NEWSLETTER_FALLBACK_ERROR);
 * ```
 */
export const NEWSLETTER_FALLBACK_ERROR = 'Failed to subscribe, please try again.';

export interface NewsletterControllerOptions {
  /** Sends the sign-up; expected outcomes are data, transport failures throw. */
  subscribe: (signup: NewsletterSignup) => Promise<SubscribeResult>;
  /** Called with every finished outcome (e.g. to show a toast or cache the status). */
  onResult?: (state: NewsletterState) => void;
}

const IDLE: NewsletterState = { status: 'idle' };

/**
 * A newsletter sign-up without UI (spec C4, C5, C8): a bad email is 'Please enter a valid email.' and sends
 * nothing; idle → submitting → success ('Subscribed to newsletter' or "You're already subscribed to newsletter")
 * or error (the service's text, else 'Failed to subscribe, please try again.'); `reset()` goes back to idle.
 *
 * @example
 * ```ts
 * const signup = createNewsletterController({ subscribe: (body) => post('/api/subscribe-newsletter', body) });
 * await signup.submit({ email: 'ruth@example.com' });
 * ```
 */
export function createNewsletterController({ subscribe, onResult }: NewsletterControllerOptions) {
  let state = IDLE;
  const listeners = createListeners();
  const set = (next: NewsletterState) => {
    state = next;
    listeners.notify();
  };
  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    async submit(signup: NewsletterSignup): Promise<NewsletterState> {
      if (state.status === 'submitting') return state;
      const email = signup.email.trim();
      if (!EMAIL_PATTERN.test(email)) {
        set({ status: 'idle', fieldError: INVALID_EMAIL });
        return state;
      }
      set({ status: 'submitting' });
      let next: NewsletterState;
      try {
        const result = await subscribe({ ...signup, email });
        next =
          result === 'subscribed'
            ? { status: 'success', message: NEWSLETTER_SUBSCRIBED_MESSAGE }
            : result === 'already-subscribed'
              ? { status: 'success', message: NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE }
              : { status: 'error', message: result || NEWSLETTER_FALLBACK_ERROR };
      } catch (error) {
        next = {
          status: 'error',
          message: error instanceof Error && error.message ? error.message : NEWSLETTER_FALLBACK_ERROR,
        };
      }
      set(next);
      onResult?.(next);
      return next;
    },
    reset() {
      set(IDLE);
    },
  };
}

export type NewsletterController = ReturnType<typeof createNewsletterController>;

/** Where the pop-up keeps the cached subscription status. */
export const NEWSLETTER_CACHE_KEY = 'bookshop:newsletter';

/** Stores the status (subscribed, or dismissed as `hasSubscribed: false`) with the time. */
export function writeSubscriptionCache(
  storage: Pick<Storage, 'setItem'> | undefined,
  hasSubscribed: boolean,
  now: number,
): void {
  try {
    storage?.setItem(NEWSLETTER_CACHE_KEY, JSON.stringify({ hasSubscribed, timestamp: now }));
  } catch {
    // Storage may be full or forbidden; the pop-up then simply asks again later.
  }
}

/**
 * Remembers a sign-up made anywhere on the site (the pop-up, the footer's form) in the browser's `localStorage`, so
 * the pop-up is not offered for 24 hours; a browser with storage switched off simply is asked again later.
 *
 * @example
 * ```ts
 * if (state.status === 'success') rememberNewsletterSignup();
 * ```
 */
export function rememberNewsletterSignup(now: number = Date.now()): void {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    return;
  }
  writeSubscriptionCache(storage, true, now);
}
