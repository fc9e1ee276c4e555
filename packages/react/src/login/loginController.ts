import type { LoginInput } from '@bookshop/sdk/rules';
import type { SessionApi, SessionCustomer } from '../session/sessionApi';
import { createListeners } from '../store/listeners';

/** After a successful sign-in the form waits this long before the customer is logged in (spec A9, C9). */
const LOGIN_SUCCESS_DELAY_MS = 2000;

export type LoginStatus = 'idle' | 'loading' | 'success' | 'error';

export interface LoginState {
  status: LoginStatus;
  /** The message shown under the form after a refused login ('Incorrect email or password'). */
  error?: string;
  /** With the error, when sign-in is paused for the account: the minutes left. */
  pausedMinutes?: number;
}

export interface LoginControllerOptions {
  signIn: SessionApi['signIn'];
  /** Called once the success delay has passed: the customer is now logged in. */
  onLoggedIn?: (customer: SessionCustomer) => void;
  /** The pause between a successful answer and the logged-in state (spec: 2 seconds). */
  delayMs?: number;
  wait?: (ms: number) => Promise<void>;
  logger?: Pick<Console, 'error'>;
}

export interface LoginController {
  getState(): LoginState;
  subscribe(listener: () => void): () => void;
  submit(values: LoginInput): Promise<void>;
}

const IDLE: LoginState = { status: 'idle' };

/**
 * The login form's behaviour without any UI (spec A4): idle → loading; on success wait, then report the
 * customer as logged in; a refused login shows its message; a request that fails is only logged and the state is
 * cleared.
 *
 * @example
 * ```ts
 * const login = createLoginController({ signIn: api.signIn, onLoggedIn: () => router.push('/account') });
 * await login.submit({ username: 'grace@example.com', password: '…' });
 * ```
 */
export function createLoginController(options: LoginControllerOptions): LoginController {
  const {
    signIn,
    onLoggedIn,
    delayMs = LOGIN_SUCCESS_DELAY_MS,
    wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    logger = console,
  } = options;
  let state: LoginState = IDLE;
  const listeners = createListeners();
  const set = (next: LoginState) => {
    state = next;
    listeners.notify();
  };
  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    async submit(values) {
      if (state.status === 'loading' || state.status === 'success') return;
      set({ status: 'loading' });
      try {
        const result = await signIn(values);
        if ('error' in result) {
          const { pausedMinutes } = result;
          set({ status: 'error', error: result.error, ...(pausedMinutes ? { pausedMinutes } : {}) });
          return;
        }
        set({ status: 'success' });
        await wait(delayMs);
        onLoggedIn?.(result.customer);
        set(IDLE);
      } catch (error) {
        logger.error('Login failed', error);
        set(IDLE);
      }
    },
  };
}
