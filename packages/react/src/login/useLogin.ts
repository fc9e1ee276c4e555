import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSessionApi } from '../session/SessionProvider';
import { createLoginController, type LoginControllerOptions, type LoginState } from './loginController';

/**
 * Binds the login controller to React and to the session: after the success delay the session is reloaded, so
 * every `useSession()` shows the customer.
 *
 * @example
 * ```tsx
 * const { state, submit } = useLogin({ onLoggedIn: () => router.push('/account') });
 * ```
 */
export function useLogin(options: Omit<LoginControllerOptions, 'signIn'> = {}): {
  state: LoginState;
  submit: (values: { username: string; password: string }) => Promise<void>;
} {
  const { api, reload } = useSessionApi();
  // The controller lives as long as the form; callbacks are read fresh so they may close over new props.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [controller] = useState(() =>
    createLoginController({
      delayMs: options.delayMs,
      wait: options.wait,
      logger: options.logger,
      signIn: (values) => api.signIn(values),
      onLoggedIn: (customer) => {
        void reload({ customer });
        latest.current.onLoggedIn?.(customer);
      },
    }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { state, submit: controller.submit };
}
