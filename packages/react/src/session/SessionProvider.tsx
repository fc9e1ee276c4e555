import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { SessionApi, SessionState } from './sessionApi';
import { createSessionStore, type SessionStore } from './sessionStore';

interface SessionContextValue {
  api: SessionApi;
  initial?: SessionState;
  store: SessionStore;
  /** Replaces the cached session (optimistically, when given) and loads it again. */
  reload(next?: SessionState): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  api: SessionApi;
  /** The session as the server rendered it, so the first paint already knows who is signed in. */
  initial?: SessionState;
  children: ReactNode;
}

/**
 * Gives the session hooks their API and one shared session. Place it once, high in the tree.
 *
 * @example
 * ```tsx
 * <SessionProvider api={sessionApi} initial={{ customer }}>{children}</SessionProvider>
 * ```
 */
export function SessionProvider({ api, initial, children }: SessionProviderProps) {
  // The store outlives renders; it always asks the newest `api`.
  const latest = useRef(api);
  useEffect(() => {
    latest.current = api;
  });
  const [store] = useState(() => createSessionStore(() => latest.current.load()));
  const reload = useCallback(
    async (next?: SessionState) => {
      if (next === undefined) return store.load({ fresh: true });
      store.set(next);
      // The optimistic value stays if confirming it fails.
      await store.load({ fresh: true }).catch(() => {});
    },
    [store],
  );
  const value = useMemo(() => ({ api, initial, store, reload }), [api, initial, store, reload]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The provider's value; a precise error when a hook is used outside it.
 *
 * @example
 * ```tsx
 * const { reload } = useSessionApi();
 * const onJoined = async () => {
 *   await reload(); // the header now shows the new customer
 * };
 * ```
 */
export function useSessionApi(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks must be used inside <SessionProvider>.');
  return value;
}

/**
 * The shopper's session: the signed-in customer, or `null`. Until the session is loaded or set, the provider's
 * `initial` is shown; without one, the first hook to mount loads it (shared with every other hook).
 *
 * @example
 * ```tsx
 * const { customer, isLoading } = useSession();
 * return customer ? <p>Welcome back, {customer.firstName}</p> : <JoinLogin />;
 * ```
 */
export function useSession(): SessionState & { isLoading: boolean } {
  const { initial, store } = useSessionApi();
  const { data, loading, settled } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const needsLoad = initial === undefined;
  useEffect(() => {
    if (needsLoad) store.load().catch(() => {});
  }, [needsLoad, store]);
  const session = data ?? initial;
  return { customer: session?.customer ?? null, isLoading: !session && (loading || (needsLoad && !settled)) };
}
