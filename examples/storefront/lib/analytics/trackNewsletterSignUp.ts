import { NEWSLETTER_SUBSCRIBED_MESSAGE, type NewsletterState } from '@bookshop/react';
import { type NewsletterSignUpEvent, track } from './analytics';

/**
 * Tracks a `newsletter_sign_up` when a form's outcome is a new subscription. An address already on the list is not a
 * sign-up, and neither is a failure.
 *
 * @example
 * ```ts
 * useNewsletterSignup({ subscribe, onResult: (state) => trackNewsletterSignUp(state, 'footer') });
 * ```
 */
export function trackNewsletterSignUp(state: NewsletterState, source: NewsletterSignUpEvent['source']): void {
  if (state.status === 'success' && state.message === NEWSLETTER_SUBSCRIBED_MESSAGE) {
    track({ name: 'newsletter_sign_up', source });
  }
}
