import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  createNewsletterController,
  type NewsletterControllerOptions,
  type NewsletterState,
} from './newsletterController';

/**
 * Binds a newsletter sign-up controller to React.
 *
 * @example
 * ```tsx
 * const signup = useNewsletterSignup({ subscribe: post, onResult: (s) => toast(s.message) });
 * <NewsletterForm signup={signup} />
 * ```
 */
export function useNewsletterSignup(options: NewsletterControllerOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [controller] = useState(() =>
    createNewsletterController({
      subscribe: (signup) => latest.current.subscribe(signup),
      onResult: (state) => latest.current.onResult?.(state),
    }),
  );
  const state: NewsletterState = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { state, controller };
}
